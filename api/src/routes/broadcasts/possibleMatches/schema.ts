import { z } from 'zod';
import { BroadcastSummarySchema } from '../../../presenters/broadcast.ts';
import { EmptyAnswer, payloadAnswer } from '../../../respond.ts';
import { idParam } from '../../../validation/fields.ts';

/** 'old' is the first method (part numbers, then words); 'ai' is the embedding method to come. */
export const POSSIBLE_MATCH_STRATEGIES = ['old', 'ai'] as const;

/** 'true' or '1' is true; anything else (or nothing) false. */
const queryFlag = () =>
  z.preprocess((value) => value === 'true' || value === '1' || value === true, z.boolean()).default(false);

export const PossibleMatchesParams = z.strictObject({
  id: idParam(),
  strategy: z.enum(POSSIBLE_MATCH_STRATEGIES),
});

export const PossibleMatchesQuery = z.object({
  /** Each result names the method that found it. */
  showStrategy: queryFlag(),
  /** Asked for from the own-broadcasts menu: shown even when the member turned possible matches off. */
  isFromOwnBroadcasts: queryFlag(),
});

export const MatchedBroadcastIdsParams = z.strictObject({ id: idParam() });
export const MatchedBroadcastIdsQuery = PossibleMatchesQuery.pick({ isFromOwnBroadcasts: true });

const Similarity = z.number().int().min(0).max(100).meta({ description: 'Similarity in percent' });

export const PossibleMatchSchema = z
  .strictObject({
    broadcastId: z.number().int(),
    similarity: Similarity,
    strategy: z.enum(POSSIBLE_MATCH_STRATEGIES).optional(),
    broadcast: BroadcastSummarySchema,
  })
  .meta({ id: 'PossibleMatch' });

export const PossibleMatchesAnswer = payloadAnswer(
  z.strictObject({
    strategy: z.enum(POSSIBLE_MATCH_STRATEGIES),
    /** False for a method that is not there yet ('ai'): the modal keeps its place and says so. */
    available: z.boolean(),
    /** True when the member turned possible matches off (and did not ask from the own-broadcasts menu). */
    disabled: z.boolean(),
    results: z.array(PossibleMatchSchema),
  }),
);

export const MatchedBroadcastIdsAnswer = payloadAnswer(
  z.strictObject({
    disabled: z.boolean(),
    results: z.array(z.strictObject({ broadcastId: z.number().int(), similarity: Similarity })),
  }),
);

export const SetPossibleMatchesBody = z.strictObject({ possibleMatchesDisabled: z.boolean() });
export const SetPossibleMatchesAnswer = EmptyAnswer;
