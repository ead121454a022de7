import { z } from 'zod';
import { MAX_SAVED_SEARCH_TERMS } from '@tbs/indexer/broadcasts/savedSearchTerms';
import { dateTime, FlagSchema } from '../../presenters/viewFields.ts';
import { EmptyAnswer, payloadAnswer } from '../../respond.ts';
import { cleanText, idField, idParam } from '../../validation/fields.ts';

/** Saved searches a contact may keep: enough for every part a trader follows, not a way to mirror the feed. */
export const MAX_SAVED_SEARCHES = 100;

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'Saved search not found.',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Remove one to save another.`,
  nothingToSave: 'Enter words or a part number to search for, or choose a company, then save the search.',
  tooManyTerms: `A saved search can hold at most ${MAX_SAVED_SEARCH_TERMS} words and part numbers.`,
  companyNotFound: 'Company not found.',
} as const;

/** 0/1 as the spec's clients send flags, or a JSON boolean. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

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

/**
 * The current broadcast search, as the list sends it: query, listType (the broadcast list), type (WTB or
 * WTS), companyId; and how to deliver hits.
 */
const SavedSearchFields = z.strictObject({
  query: z.preprocess((value) => value ?? '', cleanText(z.string().trim().max(200))),
  listType: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(32_767).optional()),
  type: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() || undefined : (value ?? undefined)),
    z.enum(['WTB', 'WTS']).optional(),
  ),
  companyId: z.preprocess(blankToUndefined, idField().optional()),
  /** Daily digest instead of an alert per broadcast; immediate by default. */
  isDigest: flag.optional().default(false),
});
export const SavedSearchInput = z.preprocess(sideAndList, SavedSearchFields);
export type SavedSearchInputReq = z.infer<typeof SavedSearchInput>;

export const SavedSearchIdParams = z.strictObject({ id: idParam() });
export const SavedSearchIdQuery = z.strictObject({ id: idField() });

export const NotificationTypeInput = z.strictObject({ isDigest: flag });

/** A saved search as its owner sees it (the spec's fields: search, listType, broadcastType, companyId...). */
export const SavedSearchSchema = z
  .strictObject({
    id: z.number().int(),
    search: z.string(),
    /** The broadcast list id, or null for every list. */
    listType: z.number().int().nullable(),
    broadcastListName: z.string().nullable(),
    /** WTB or WTS, or null for both. */
    broadcastType: z.enum(['WTB', 'WTS']).nullable(),
    companyId: z.number().int().nullable(),
    companyName: z.string().nullable(),
    isDigest: FlagSchema,
    doUpdateImmediately: FlagSchema,
    created: dateTime(),
    lastHit: dateTime().nullable(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearchView = z.infer<typeof SavedSearchSchema>;

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
