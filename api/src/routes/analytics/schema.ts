import { z } from 'zod';
import { DEMAND_WINDOWS } from '../../queries/analytics/demand.ts';
import {
  addDays,
  FIRST_DAY,
  MAX_RANGE_DAYS,
  PERIOD_DAYS,
  presetRange,
  rangeDays,
  todayUtc,
  type DayRange,
  type PeriodPreset,
} from '../../queries/analytics/period.ts';
import { payloadAnswer } from '../../respond.ts';
import { queryInt } from '../../validation/fields.ts';
import { blankToUndefined } from '../../validation/filters.ts';

/** A real calendar day written YYYY-MM-DD. */
const isoDay = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date written YYYY-MM-DD`)
      .refine(
        (day) => !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().startsWith(day),
        `${field} is not a day of the calendar`,
      )
      .optional(),
  );

const periodFields = {
  period: z.preprocess(
    blankToUndefined,
    z
      .enum(
        Object.keys(PERIOD_DAYS) as [PeriodPreset, ...PeriodPreset[]],
        'Period must be day, week or month',
      )
      .optional(),
  ),
  from: isoDay('From'),
  to: isoDay('To'),
};

interface PeriodInput {
  period?: PeriodPreset;
  from?: string;
  to?: string;
}

/** The range a valid period input names: from..to, or the preset (a week by default). */
export function resolveRange(input: PeriodInput, today = todayUtc()): DayRange {
  if (input.from && input.to) return { from: input.from, to: input.to };
  return presetRange(input.period ?? 'week', today);
}

/** A range needs both ends, in order, from 2000 up to today, at most MAX_RANGE_DAYS long. */
function checkRange(input: PeriodInput, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (!input.from !== !input.to) {
    issue(input.from ? 'to' : 'from', 'Give both From and To, or a period');
    return;
  }
  if (!input.from || !input.to) return;
  const today = todayUtc();
  if (input.from < FIRST_DAY) issue('from', `From must be ${FIRST_DAY} or later`);
  else if (input.to > today) issue('to', 'To cannot be after today');
  else if (input.to < input.from) issue('to', 'To must not be before From');
  else if (rangeDays({ from: input.from, to: input.to }) > MAX_RANGE_DAYS)
    issue(
      'to',
      `The range may cover at most ${MAX_RANGE_DAYS} days (to ${addDays(input.from, MAX_RANGE_DAYS - 1)})`,
    );
}

const paging = {
  page: queryInt(1, 1, 10_000),
  pageSize: queryInt(50, 1, 200),
};

const TIER_RANKS = ['0', '1', '2', '3'] as const;

export const TopSearchesQuery = z
  .object({
    ...periodFields,
    ...paging,
    country: z.preprocess(
      (value) => (typeof value === 'string' && value ? value.toUpperCase() : undefined),
      z
        .string()
        .regex(/^[A-Z]{2}$/, 'Country must be a 2-letter country code')
        .optional(),
    ),
    tier: z.preprocess(
      blankToUndefined,
      z.enum(TIER_RANKS, 'Tier must be 0 (Regular), 1 (Trusted), 2 (Gold) or 3 (Diamond)').optional(),
    ),
  })
  .superRefine((input, context) => {
    checkRange(input, context);
    if (input.country && input.tier)
      context.addIssue({ code: 'custom', path: ['tier'], message: 'Choose a country or a tier, not both' });
  });
export type TopSearchesReq = z.infer<typeof TopSearchesQuery>;

export const PeriodQuery = z.object({ ...periodFields, ...paging }).superRefine(checkRange);
export type PeriodReq = z.infer<typeof PeriodQuery>;

export const SegmentsQuery = z
  .object({
    ...periodFields,
    dimension: z.preprocess(
      blankToUndefined,
      z.enum(['country', 'tier'], 'Dimension must be country or tier').default('country'),
    ),
  })
  .superRefine(checkRange);

export const DemandQuery = z.object({
  window: z.preprocess(
    (value) => (blankToUndefined(value) === undefined ? undefined : Number(value)),
    z.literal(DEMAND_WINDOWS, `Window must be one of ${DEMAND_WINDOWS.join(', ')} days`).default(30),
  ),
  unstocked: z.preprocess(
    blankToUndefined,
    z
      .enum(['0', '1', 'true', 'false'], 'Unstocked must be 1 or 0')
      .default('0')
      .transform((value) => value === '1' || value === 'true'),
  ),
  ...paging,
});

const RangeSchema = z.strictObject({ from: z.string(), to: z.string() });
const trend = z
  .number()
  .nullable()
  .describe('Change against the previous period in percent; null when it had none');

const PeriodFrame = {
  range: RangeSchema,
  previousRange: RangeSchema.describe('The period of equal length just before'),
};

const DailyTotal = z.strictObject({
  day: z.string(),
  searches: z.number().int(),
  zeroResults: z.number().int(),
});

export const TopSearchesAnswer = payloadAnswer(
  z.strictObject({
    ...PeriodFrame,
    total: z.strictObject({
      searches: z.number().int(),
      zeroResults: z.number().int(),
      previousSearches: z.number().int(),
      trendPercent: trend,
    }),
    results: z.array(
      z.strictObject({
        rank: z.number().int(),
        partNumber: z.string().describe('The normalised part number searched (letters and digits)'),
        typed: z
          .string()
          .describe('The part number as members typed it most often lately (else the normalised one)'),
        searches: z.number().int(),
        zeroResults: z.number().int(),
        previousSearches: z.number().int(),
        trendPercent: trend,
      }),
    ),
    hasMore: z.boolean().describe('Another page follows'),
    daily: z.array(DailyTotal),
  }),
);

export const SegmentsAnswer = payloadAnswer(
  z.strictObject({
    ...PeriodFrame,
    results: z.array(
      z.strictObject({
        code: z.string().describe("Country code, or tier rank 0-3; '--' for searches without a company"),
        label: z.string(),
        searches: z.number().int(),
        zeroResults: z.number().int(),
        previousSearches: z.number().int(),
        trendPercent: trend,
      }),
    ),
  }),
);

export const ZeroResultsAnswer = payloadAnswer(
  z.strictObject({
    ...PeriodFrame,
    results: z.array(
      z.strictObject({
        rank: z.number().int(),
        partNumber: z.string(),
        typed: z.string().describe('As members typed it most often lately (else the normalised one)'),
        zeroResultSearches: z.number().int(),
        searches: z.number().int(),
        previousZeroResultSearches: z.number().int(),
        trendPercent: trend,
      }),
    ),
    hasMore: z.boolean().describe('Another page follows'),
    daily: z.array(DailyTotal),
  }),
);

export const DemandAnswer = payloadAnswer(
  z.strictObject({
    window: z.number().int(),
    range: RangeSchema.describe('The whole days the window covers (up to yesterday)'),
    results: z.array(
      z.strictObject({
        partNumber: z.string(),
        members: z.number().int().describe('Distinct member companies that searched it'),
        searches: z.number().int(),
        stockQuantity: z.number().int().describe('Pieces listed in inventories now'),
        sellers: z.number().int().describe('Companies listing it now'),
      }),
    ),
    numResults: z.number().int(),
  }),
);

export const PageViewsAnswer = payloadAnswer(
  z.strictObject({
    ...PeriodFrame,
    results: z.array(
      z.strictObject({
        route: z.string(),
        views: z.number().int(),
        previousViews: z.number().int(),
        trendPercent: trend,
      }),
    ),
    numResults: z.number().int(),
    daily: z
      .array(z.strictObject({ day: z.string(), route: z.string(), views: z.number().int() }))
      .describe('Views per day of the five most viewed routes of the period'),
  }),
);

/** A CSV file streamed as an attachment. */
export const CsvAnswer = z
  .custom<NodeJS.ReadableStream>((value) => typeof (value as { pipe?: unknown })?.pipe === 'function')
  .meta({ type: 'string', format: 'binary', description: 'text/csv as an attachment' });
