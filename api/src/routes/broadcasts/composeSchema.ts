import { z } from 'zod';
import { payloadAnswer } from '../../respond.ts';
import { emailAddress, idParam, optionalText, requiredText } from '../../validation/fields.ts';

/** A value sent as a number (a select's value) as the text it was chosen as. */
const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

const lowerCased = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const upperCased = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The compose payload (spec part 1, sections 3 and 5): the 'To' list id (required, at most 2 characters),
 * the side (wts by default), the offer's fields with the spec's lengths, the currency (EUR by default).
 * Product link and additional info are "not validated" by the form; the server still bounds them (the
 * column's 500 characters; 5,000 for the free text) and refuses control characters like every text.
 */
export const ComposeBroadcastSchema = z.object({
  listType: z.preprocess(
    numberAsText,
    requiredText(2).pipe(
      z.string().regex(/^\d+$/, 'Please choose one of the broadcast lists').transform(Number),
    ),
  ),
  fromEmail: z.preprocess(blankToUndefined, emailAddress().optional()),
  broadcastType: z.preprocess(lowerCased, z.enum(['wts', 'wtb']).default('wts')),
  quantity: z.preprocess(numberAsText, requiredText(10)),
  brand: requiredText(50),
  desc: requiredText(50),
  condition: requiredText(20),
  pLink: optionalText(500),
  price: z.preprocess(numberAsText, requiredText(10)),
  currency: z.preprocess(
    (value) => upperCased(blankToUndefined(value)),
    z.enum(['EUR', 'USD', 'GBP']).default('EUR'),
  ),
  additionalInfo: optionalText(5000),
});
export type ComposeBroadcastReq = z.infer<typeof ComposeBroadcastSchema>;

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
