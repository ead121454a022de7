import { z } from 'zod';
import { BroadcastSummarySchema } from '../../presenters/broadcast.ts';
import { payloadAnswer } from '../../respond.ts';
import { queryInt } from '../../validation/fields.ts';

/** Page sizes of the list (5 is the home page's). */
export const BROADCAST_PAGE_SIZES = [5, 10, 20, 50, 100] as const;

export const BroadcastListQuery = z.object({
  page: queryInt(1, 1, 100_000),
  pageSize: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.literal(BROADCAST_PAGE_SIZES).default(10),
  ),
});
export type BroadcastListReq = z.infer<typeof BroadcastListQuery>;

export const BroadcastListAnswer = payloadAnswer(
  z.strictObject({ results: z.array(BroadcastSummarySchema), numResults: z.number().int() }),
);
