import { TierListSchema } from '../../../presenters/tierLists.ts';
import { payloadAnswer } from '../../../respond.ts';

/** `{ status: 200, payload: { results, count } }`. */
export const TierListAnswer = payloadAnswer(TierListSchema);
