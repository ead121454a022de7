import { z } from 'zod';
import { SAVED_SEARCH_MESSAGES } from '../../../commands/savedSearches.ts';
import { SavedSearchSchema } from '../../../presenters/savedSearches.ts';
import { EmptyAnswer, payloadAnswer } from '../../../respond.ts';
import { cleanText, idField, idParam } from '../../../validation/fields.ts';
import { blankToUndefined } from '../../../validation/filters.ts';

/** 0/1 as the spec's clients send flags, or a JSON boolean. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

const isSide = (value: unknown) => typeof value === 'string' && /^(wtb|wts)$/i.test(value.trim());

/**
 * The spec names the list `listType` in the compose payload and the side "list type (All/WTB/WTS)" in the
 * search filters; a saved search takes either reading: a side given as listType (or a list id as type) is
 * read as what it is. 'All' or empty means no filter.
 */
function sideAndList(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { listType, type, ...rest } = body as Record<string, unknown>;
  const all = (value: unknown) =>
    typeof value === 'string' && /^all$/i.test(value.trim()) ? undefined : value;
  const [list, side] =
    isSide(listType) || (!isSide(type) && type !== undefined && /^\d+$/.test(String(type)))
      ? [type, listType]
      : [listType, type];
  return {
    ...rest,
    ...(all(list) === undefined ? {} : { listType: list }),
    ...(all(side) === undefined ? {} : { type: side }),
  };
}

/** A search text under one of its names; absent (or null) is '' (the contract lists each name as optional). */
const searchText = () =>
  z
    .preprocess((value) => value ?? undefined, cleanText(z.string().trim().max(200)).optional())
    .transform((value) => value ?? '');

/** WTB or WTS; 'All' or empty means both (no filter). */
const sideField = () =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value ?? undefined;
      const side = value.trim().toUpperCase();
      return side === '' || side === 'ALL' ? undefined : side;
    },
    z.enum(['WTB', 'WTS']).optional(),
  );

/**
 * The current broadcast search, as the list sends it: query, listType (the broadcast list), type (WTB or
 * WTS), companyId; and how to deliver hits. The spec's own names of a saved search's fields are taken too:
 * `q` and `search` for query, `broadcastType` for type, `doUpdateImmediately` for the opposite of isDigest.
 */
const SavedSearchFields = z.strictObject({
  query: searchText(),
  q: searchText().describe("The spec's name of query (saved search: q/search)"),
  search: searchText().describe("The spec's name of query (saved search: q/search)"),
  listType: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(32_767).optional()),
  type: sideField(),
  broadcastType: sideField().describe("The spec's name of type (WTB or WTS)"),
  companyId: z.preprocess(blankToUndefined, idField().optional()),
  /** Daily digest instead of an alert per broadcast; immediate by default. */
  isDigest: flag.optional(),
  doUpdateImmediately: flag
    .optional()
    .describe("The spec's opposite of isDigest: 1 for an alert per broadcast"),
});
type SavedSearchFieldValues = z.output<typeof SavedSearchFields>;

/** The names one field goes by, in the order their values are taken. */
const QUERY_NAMES = ['query', 'q', 'search'] as const;

/** Two names of one field given different values: a 400 naming the second, never a silent choice. */
function refuseConflictingNames(fields: SavedSearchFieldValues, ctx: z.RefinementCtx): void {
  const queries = QUERY_NAMES.filter((name) => fields[name] !== '');
  const differing = queries.find((name) => fields[name] !== fields[queries[0]!]);
  if (differing) {
    ctx.addIssue({
      code: 'custom',
      path: [differing],
      message: SAVED_SEARCH_MESSAGES.conflict(queries[0]!, differing),
    });
  }
  if (fields.type && fields.broadcastType && fields.type !== fields.broadcastType) {
    ctx.addIssue({
      code: 'custom',
      path: ['broadcastType'],
      message: SAVED_SEARCH_MESSAGES.conflict('type', 'broadcastType'),
    });
  }
  if (fields.isDigest !== undefined && fields.isDigest === fields.doUpdateImmediately) {
    ctx.addIssue({
      code: 'custom',
      path: ['doUpdateImmediately'],
      message: SAVED_SEARCH_MESSAGES.conflict('isDigest', 'doUpdateImmediately'),
    });
  }
}

/** The fields under one name each: query, listType, type, companyId, isDigest (false unless asked). */
function canonicalFields(fields: SavedSearchFieldValues) {
  const query = QUERY_NAMES.map((name) => fields[name]).find((value) => value !== '') ?? '';
  const isDigest =
    fields.isDigest ?? (fields.doUpdateImmediately === undefined ? false : !fields.doUpdateImmediately);
  return {
    query,
    listType: fields.listType,
    type: fields.type ?? fields.broadcastType,
    companyId: fields.companyId,
    isDigest,
  };
}

export const SavedSearchInput = z.preprocess(
  sideAndList,
  SavedSearchFields.superRefine(refuseConflictingNames).transform(canonicalFields),
);
export type SavedSearchInputReq = z.infer<typeof SavedSearchInput>;

export const SavedSearchIdParams = z.strictObject({ id: idParam() });
export const SavedSearchIdQuery = z.strictObject({ id: idField() });

export const NotificationTypeInput = z.strictObject({ isDigest: flag });

export const SavedSearchListAnswer = payloadAnswer(
  z.strictObject({ results: z.array(SavedSearchSchema), numResults: z.number().int() }),
);

export const SavedSearchAnswer = payloadAnswer(
  z.strictObject({
    savedSearch: SavedSearchSchema,
    /** True when the same search was saved before: that one is answered, nothing new is stored. */
    alreadySaved: z.boolean(),
  }),
);

export { EmptyAnswer as SavedSearchRemovedAnswer };
