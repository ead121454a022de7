import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tbs/rules';
import { COMPANY_SORTS, type CompanySort } from '@tbs/search';
import { CompanyDirectoryRowSchema } from '../../../presenters/companyDirectory.ts';
import { payloadAnswer } from '../../../respond.ts';
import { optionalText, queryInt } from '../../../validation/fields.ts';
import { blankToUndefined, optionalCountryFilter } from '../../../validation/filters.ts';

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
const SORT_BY_LOWER_CASE = new Map<string, CompanySort>(
  COMPANY_SORTS.map((sort) => [sort.toLowerCase(), sort]),
);

/**
 * GET /api/companies. `query` needs 2 letters or digits when given (the spec's minimum for searches, part 2
 * section 9); only its first 5 words are searched (its "up to 5 query terms"), so a pasted name still finds
 * the company. `sort` takes the spec's column names in any case; `order` defaults to descending for
 * favCount (most favoured first) and ascending for the others.
 */
export const CompanyDirectoryQuery = z
  .object({
    query: optionalText(100),
    country: optionalCountryFilter(),
    sort: z.preprocess((value) => {
      const text = blankToUndefined(value);
      return typeof text === 'string' ? (SORT_BY_LOWER_CASE.get(text.trim().toLowerCase()) ?? text) : text;
    }, z.enum(COMPANY_SORTS, 'Sort must be companyname, Country, profile or favCount').optional()),
    order: z.preprocess(
      (value) =>
        typeof value === 'string' ? value.trim().toLowerCase() || undefined : blankToUndefined(value),
      z.enum(['asc', 'desc'], 'Order must be asc or desc').optional(),
    ),
    page: queryInt(1, 1, 10_000),
    pageSize: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z.literal(PAGE_SIZES, 'Page size must be 10, 20, 50 or 100').default(DEFAULT_PAGE_SIZE),
    ),
  })
  .refine((input) => !input.query || (input.query.match(LETTER_OR_DIGIT)?.length ?? 0) >= 2, {
    message: 'Please enter at least 2 characters',
    path: ['query'],
  });
export type CompanyDirectoryReq = z.infer<typeof CompanyDirectoryQuery>;

export const CompanyDirectoryAnswer = payloadAnswer(
  z.strictObject({
    results: z.array(CompanyDirectoryRowSchema),
    numResults: z.number().int().describe('Exact number of matching companies'),
  }),
);
