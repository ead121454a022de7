import { z } from 'zod';
import { NewsItemSchema } from '../../presenters/news.ts';
import { payloadAnswer } from '../../respond.ts';

export const LatestNewsAnswer = payloadAnswer(z.array(NewsItemSchema));
export const UnreadNewsAnswer = payloadAnswer(z.strictObject({ count: z.number().int() }));
