import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, normalisePartNumber, PAGE_SIZES, PART_SORTS } from '@tbs/rules';
import { PartDetailSchema, PartHitSchema, PartStatsSchema, TraderRowSchema } from '../../presenters/part.ts';
import { payloadAnswer } from '../../respond.ts';
import { idParam, optionalText, queryInt } from '../../validation/fields.ts';

/** The query fields, in section order. */
export const QUERY_FIELDS = ['query', 'query2', 'query3', 'query4', 'query5'] as const;

const flag = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : String(value)),
  z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
);
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

export const PartsSearchSchema = z
  .object({
    query: optionalText(100),
    query2: optionalText(100),
    query3: optionalText(100),
    query4: optionalText(100),
    query5: optionalText(100),
    country: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Please choose a country')
        .transform((code) => code.toUpperCase())
        .optional(),
    ),
    companyId: z.preprocess(blank, z.coerce.number().int().min(1).optional()),
    sort: z.preprocess(blank, z.enum(PART_SORTS).optional()),
    order: z.preprocess(blank, z.enum(['asc', 'desc']).default('asc')),
    advanced: flag,
    exactPhrase: flag,
    favorites: flag,
    page: queryInt(1, 1, 10_000),
    pageSize: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z.literal(PAGE_SIZES, 'Page size must be 10, 20, 50 or 100').default(DEFAULT_PAGE_SIZE),
    ),
  })
  .refine((input) => QUERY_FIELDS.some((field) => (input[field]?.length ?? 0) >= 2), {
    message: 'Please enter at least 2 characters',
    path: ['query'],
  });
export type PartsSearchReq = z.infer<typeof PartsSearchSchema>;

export const PartIdParams = z.object({ id: idParam() });

export const PartStatsParams = z.object({
  partNumberNorm: z
    .string()
    .transform(normalisePartNumber)
    .pipe(z.string().min(1, 'Part not found.').max(80)),
});

const PartsSectionSchema = z
  .strictObject({ query: z.string(), results: z.array(PartHitSchema), numResults: z.number().int() })
  .meta({ id: 'PartsSection' });

export const PartsSearchAnswer = payloadAnswer(
  z.strictObject({
    sections: z.array(PartsSectionSchema).describe('One section per query field that was filled in'),
    results: z.array(PartHitSchema).describe('The first section'),
    numResults: z.number().int(),
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
