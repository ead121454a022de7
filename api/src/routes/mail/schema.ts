import { z } from 'zod';
import { partRefField } from '../../presenters/partRef.ts';
import { answer } from '../../respond.ts';
import { emailAddress, optionalText, requiredText } from '../../validation/fields.ts';

const toBoolean = (value: unknown) =>
  value === 'true' || value === '1' || value === 1
    ? true
    : value === 'false' || value === '0' || value === 0
      ? false
      : value;

export const SendRfqSchema = z.object({
  /** A part id (members) or the part token a visitor's search gave (presenters/partRef.ts). */
  partId: partRefField(),
  captcha: optionalText(4000),
  companyName: requiredText(150),
  contactName: requiredText(100),
  contactEmail: emailAddress(),
  contactTel: requiredText(40),
  requestedQuantity: z.coerce.number().int().min(1).max(10_000_000),
  sendToAll: z.preprocess(toBoolean, z.boolean().default(false)),
  message: optionalText(5000),
  /**
   * The requester's address and country (ISO code) "taken from the user" (spec part 2, section 3): a member's
   * come from their company on the server and these are ignored; a visitor may type them in the form.
   */
  address: optionalText(300),
  country: optionalText(2).pipe(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Please choose a country from the list')
      .transform((code) => code.toUpperCase())
      .optional(),
  ),
});
export type SendRfqReq = z.infer<typeof SendRfqSchema>;

export const RfqAnswer = answer({
  count: z.number().int().describe('How many companies the request went to'),
  payload: z.strictObject({ msg: z.string() }),
});
