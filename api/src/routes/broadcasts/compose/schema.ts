import { z } from 'zod';
import { payloadAnswer } from '../../../respond.ts';
import { idParam } from '../../../validation/fields.ts';

/** The compose body: in @tbs/rules/forms, where the web's compose form checks with it too. */
export { ComposeBroadcastSchema, type ComposeBroadcastReq } from '@tbs/rules/forms';

export const ComposeBroadcastAnswer = payloadAnswer(
  z.strictObject({ msg: z.literal('Broadcast sent'), id: z.number().int() }),
);

export const BroadcastLimitAnswer = payloadAnswer(
  z.strictObject({
    broadcastLimitReached: z.boolean(),
    /** When the next send is possible (ISO time), while the limit is reached; else null. */
    resetsAt: z.string().nullable(),
    data: z.strictObject({ web: z.strictObject({ title: z.string(), message: z.string() }) }),
  }),
);

export const OwnBroadcastParams = z.object({ id: idParam() });

export const OwnBroadcastActionAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));
