import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, normalisePartNumber, PAGE_SIZES, PART_CONDITIONS, PART_SORTS } from '@tbs/rules';
import { PartDetailSchema, PartHitSchema, PartStatsSchema, TraderRowSchema } from '../../presenters/part.ts';
import { partRefField } from '../../presenters/partRef.ts';
import { payloadAnswer } from '../../respond.ts';
import { optionalIdField, optionalText, queryInt } from '../../validation/fields.ts';
import { blankToUndefined, optionalCountryFilter } from '../../validation/filters.ts';

/** The query fields, in section order. */
export const QUERY_FIELDS = ['query', 'query2', 'query3', 'query4', 'query5'] as const;
/** The fields of the members' multi-term search. */
export const MEMBER_QUERY_FIELDS = QUERY_FIELDS.slice(1);

const flag = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : String(value)),
  z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
);

const MIN_TERM_MESSAGE = 'Please enter at least 2 characters';
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/**
 * Every filled query field needs 2 letters or digits. The spec says "Search accepts up to 5 query terms;
 * minimum 2 characters" (part 2, section 9) and, earlier, that the button needs 2 characters in the query
 * (section 5): we take the later, stricter reading, per term. Punctuation and spaces do not count, since
 * they are not searched ("a-" is the one-character part number A, a scan of a 36th of the index); terms
 * are refused with a 400 naming the field rather than dropped, so no section silently disappears. At most
 * five terms: the five fields are the only ones read.
 */
function isSelectiveTerm(term: string): boolean {
  return (term.match(LETTER_OR_DIGIT)?.length ?? 0) >= 2;
}

export const PartsSearchSchema = z
  .object({
    query: optionalText(100),
    query2: optionalText(100),
    query3: optionalText(100),
    query4: optionalText(100),
    query5: optionalText(100),
    country: optionalCountryFilter(),
    companyId: optionalIdField(),
    manufacturer: optionalText(80).describe('Only parts of this manufacturer (a facet value, exactly)'),
    condition: z.preprocess(
      blankToUndefined,
      z.enum(PART_CONDITIONS, 'Please choose a condition').optional(),
    ),
    sort: z.preprocess(blankToUndefined, z.enum(PART_SORTS).optional()),
    order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('asc')),
    advanced: flag,
    exactPhrase: flag,
    favorites: flag,
    noTypos: flag.describe('1: no typo matches (the page\'s "Search instead for …")'),
    page: queryInt(1, 1, 10_000),
    pageSize: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z.literal(PAGE_SIZES, 'Page size must be 10, 20, 50 or 100').default(DEFAULT_PAGE_SIZE),
    ),
  })
  .superRefine((input, ctx) => {
    const filled = QUERY_FIELDS.filter((field) => input[field]);
    if (!filled.length) ctx.addIssue({ code: 'custom', message: MIN_TERM_MESSAGE, path: ['query'] });
    for (const field of filled) {
      if (!isSelectiveTerm(input[field]!))
        ctx.addIssue({ code: 'custom', message: MIN_TERM_MESSAGE, path: [field] });
    }
  });
export type PartsSearchReq = z.infer<typeof PartsSearchSchema>;

/** A part id (members) or a visitor's part token (see partRef.ts). */
export const PartIdParams = z.object({ id: partRefField() });

export const PartStatsParams = z.object({
  partNumberNorm: z
    .string()
    .transform(normalisePartNumber)
    .pipe(z.string().min(1, 'Part not found.').max(80)),
});

const Ranges = z.array(z.tuple([z.number().int(), z.number().int()]));
/** Where a hit matched: [start, end) character ranges of its displayed part number, manufacturer, description. */
const HighlightSchema = z
  .strictObject({ partNumber: Ranges, manufacturer: Ranges, description: Ranges })
  .meta({ id: 'PartHighlight' });
const PartSearchHitSchema = PartHitSchema.extend({ highlight: HighlightSchema }).meta({
  id: 'PartSearchHit',
});

const FacetValues = z.array(z.strictObject({ value: z.string(), count: z.number().int() }));
/** Counts over the first section's whole result; visitors get no country (nor anything naming a company). */
const FacetsSchema = z
  .strictObject({
    manufacturer: FacetValues,
    condition: FacetValues,
    country: FacetValues.optional().describe('Members only'),
  })
  .meta({ id: 'PartsFacets' });

const PartsSectionSchema = z
  .strictObject({
    query: z.string(),
    results: z.array(PartSearchHitSchema),
    numResults: z.number().int(),
    correctedQuery: z
      .string()
      .optional()
      .describe('The corrected term this section also shows typo matches for (after all other matches)'),
  })
  .meta({ id: 'PartsSection' });

export const PartsSearchAnswer = payloadAnswer(
  z.strictObject({
    sections: z.array(PartsSectionSchema).describe('One section per query field that was filled in'),
    results: z.array(PartSearchHitSchema).describe('The first section'),
    numResults: z.number().int(),
    facets: FacetsSchema.describe("The first section's facet counts: its 10 most frequent values each"),
  }),
);
export const PartAnswer = payloadAnswer(z.strictObject({ part: PartDetailSchema }));
export const PartStatsAnswer = payloadAnswer(
  z.strictObject({
    result: z.strictObject({
      part: z.array(PartDetailSchema),
      partStats: PartStatsSchema,
      traders: z.array(TraderRowSchema),
    }),
  }),
);
