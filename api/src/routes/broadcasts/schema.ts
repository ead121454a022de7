import { z } from 'zod';
import { PAGE_SIZES } from '@tbs/rules';
import { BroadcastDetailSchema, BroadcastSummarySchema } from '../../presenters/broadcast.ts';
import { answer, payloadAnswer } from '../../respond.ts';
import { idParam, optionalIdField, optionalText, queryInt } from '../../validation/fields.ts';
import { blankToUndefined } from '../../validation/filters.ts';

/** Page sizes of the list: the spec's 10, 20, 50, 100 and the home page's 5 (signed in). */
export const BROADCAST_PAGE_SIZES = [5, ...PAGE_SIZES] as const;

/** The 13 broadcast lists (spec part 1 section 3), ids 1-15 with gaps. */
export const BROADCAST_LIST_IDS = [1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15] as const;

const flag = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : String(value)),
  z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
);

const MEMBERS_ONLY = "Members only: a visitor's is answered 401 (it could single out a sender)";

/** The filters shared by the list, the RSS feed and the price statistics. */
const filterFields = {
  query: optionalText(200).describe(MEMBERS_ONLY),
  listType: z.preprocess(
    (value) => {
      const text = blankToUndefined(value);
      if (typeof text !== 'string') return text;
      return text.toLowerCase() === 'all' ? undefined : text.toUpperCase();
    },
    z.enum(['WTB', 'WTS'], 'List type must be WTB or WTS').optional(),
  ),
  type: z.preprocess(
    (value) =>
      blankToUndefined(value) === undefined || value === '0' || value === 0 ? undefined : Number(value),
    z.literal(BROADCAST_LIST_IDS, 'Please choose a broadcast category').optional(),
  ),
  companyId: optionalIdField().describe(MEMBERS_ONLY),
  favorites: flag.describe(MEMBERS_ONLY),
  exactPhrase: flag.describe(MEMBERS_ONLY),
};

export const BroadcastListQuery = z.object({
  ...filterFields,
  onlyOwnBroadcasts: flag.describe(MEMBERS_ONLY),
  page: queryInt(1, 1, 100_000).describe('Visitors: within the newest 100 broadcasts (401 past them)'),
  pageSize: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.literal(BROADCAST_PAGE_SIZES).default(10),
  ),
  contentType: z.preprocess(blankToUndefined, z.enum(['json', 'rss']).default('json')),
});
export type BroadcastListReq = z.infer<typeof BroadcastListQuery>;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/** Price statistics need a query of 2 letters or digits (spec: "members searching WTS with a query"). */
export const BroadcastPricesQuery = z
  .object(filterFields)
  .refine((input) => (input.query?.match(LETTER_OR_DIGIT)?.length ?? 0) >= 2, {
    message: 'Please enter at least 2 characters',
    path: ['query'],
  });
export type BroadcastPricesReq = z.infer<typeof BroadcastPricesQuery>;

export const BroadcastIdParams = z.object({ id: idParam() });

export const BroadcastListAnswer = payloadAnswer(
  z.strictObject({ results: z.array(BroadcastSummarySchema), numResults: z.number().int() }),
);

/** The JSON list, or with contentType=rss an RSS 2.0 document (application/rss+xml). */
export const BroadcastListOrRssAnswer = z.union([
  BroadcastListAnswer,
  z.string().describe('RSS 2.0 XML (contentType=rss), items linking to /broadcasts/{id}'),
]);

export const BroadcastDetailAnswer = answer({ result: BroadcastDetailSchema });

const PricePointSchema = z
  .strictObject({
    id: z.number().int().describe('The broadcast (a click opens /broadcasts/{id})'),
    date: z.string().describe('When it was sent, ISO 8601'),
    price: z.number().describe('Its price in euro'),
  })
  .meta({ id: 'BroadcastPricePoint' });

const PricePeriodSchema = z
  .strictObject({
    start: z.string().describe("The period's first day, YYYY-MM-DD (UTC)"),
    average: z.number().describe('The average price in euro of the period'),
    count: z.number().int().describe('How many prices the period has'),
  })
  .meta({ id: 'BroadcastPricePeriod' });

export const BroadcastPricesAnswer = payloadAnswer(
  z
    .strictObject({
      results: z
        .array(PricePointSchema)
        .describe('The newest matching WTS broadcasts with a readable price (at most 500), newest first'),
      numResults: z.number().int().describe('How many matching WTS broadcasts have a readable price'),
      min: z.number().nullable(),
      median: z.number().nullable(),
      max: z.number().nullable(),
      average: z.number().nullable().describe('The mean of every matching price'),
      trendPeriod: z
        .enum(['week', 'month'])
        .describe('month when the prices span more than 120 days, else week (starting Monday)'),
      trend: z
        .array(PricePeriodSchema)
        .describe('The average per period over every matching price (not only the points), oldest first'),
    })
    .meta({ id: 'BroadcastPrices' }),
);
