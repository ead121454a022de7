import { z } from 'zod';
import { answer } from '../../respond.ts';
import { emailAddress, optionalText, requiredText } from '../../validation/fields.ts';

const toBoolean = (value: unknown) =>
  value === 'true' || value === '1' || value === 1
    ? true
    : value === 'false' || value === '0' || value === 0
      ? false
      : value;

export const SendRfqSchema = z.object({
  partId: z.coerce.number().int().min(1),
  captcha: optionalText(4000),
  companyName: requiredText(150),
  contactName: requiredText(100),
  contactEmail: emailAddress(),
  contactTel: requiredText(40),
  requestedQuantity: z.coerce.number().int().min(1).max(10_000_000),
  sendToAll: z.preprocess(toBoolean, z.boolean().default(false)),
  message: optionalText(5000),
});
export type SendRfqReq = z.infer<typeof SendRfqSchema>;

export const RfqAnswer = answer({
  count: z.number().int().describe('How many companies the request went to'),
  payload: z.strictObject({ msg: z.string() }),
});
