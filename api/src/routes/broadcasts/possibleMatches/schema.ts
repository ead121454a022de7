import { z } from 'zod';
import { BroadcastSummarySchema } from '../../../presenters/broadcast.ts';
import { PartHitSchema } from '../../../presenters/part.ts';
import { EmptyAnswer, payloadAnswer } from '../../../respond.ts';
import { idParam } from '../../../validation/fields.ts';

/** 'old' is the first method (part numbers, then words); 'ai' ranks by embedding similarity (models/). */
export const POSSIBLE_MATCH_STRATEGIES = ['old', 'ai'] as const;
export type PossibleMatchStrategy = (typeof POSSIBLE_MATCH_STRATEGIES)[number];

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
export const MatchedBroadcastIdsQuery = PossibleMatchesQuery.pick({ isFromOwnBroadcasts: true }).extend({
  strategy: z.enum(POSSIBLE_MATCH_STRATEGIES).default('old'),
});

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
    /** False when the AI method has no usable model: the modal keeps its place and says so. */
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

export const PossibleStockParams = z.strictObject({ id: idParam() });
export const PossibleStockQuery = PossibleMatchesQuery.pick({ isFromOwnBroadcasts: true });

export const PossibleStockLineSchema = z
  .strictObject({
    similarity: Similarity,
    part: PartHitSchema,
  })
  .meta({ id: 'PossibleStockLine' });

export const PossibleStockAnswer = payloadAnswer(
  z.strictObject({
    /** False when the AI model cannot be loaded. */
    available: z.boolean(),
    disabled: z.boolean(),
    /** Stock lines answer a WTB: false (and no results) for a WTS, whose modal has no third list. */
    applicable: z.boolean(),
    results: z.array(PossibleStockLineSchema),
  }),
);
