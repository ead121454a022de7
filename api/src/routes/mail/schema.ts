import { z } from 'zod';
import { partRefField } from '../../presenters/partRef.ts';
import { answer } from '../../respond.ts';
import { RFQ_LIMITS, rfqQuantity } from '@tbs/rules/forms';
import {
  optionalEmailAddress,
  optionalSingleLineText,
  optionalText,
  toBoolean,
} from '../../validation/fields.ts';

/**
 * The RFQ payload of spec part 2 section 3. The requester's company, contact name, e-mail and telephone are
 * required of visitors (checked by the handler, before the captcha) and printed as typed, marked unverified; a
 * member's come from the account and what the body says is ignored. The one-line fields refuse line breaks.
 */
export const SendRfqSchema = z.object({
  /** A part id (members) or the part token a visitor's search gave (presenters/partRef.ts). */
  partId: partRefField(),
  captcha: optionalText(4000),
  companyName: optionalSingleLineText(RFQ_LIMITS.companyName).describe(
    "A visitor's company; a member's comes from the account",
  ),
  contactName: optionalSingleLineText(RFQ_LIMITS.contactName).describe(
    "A visitor's name; a member's comes from the account",
  ),
  contactEmail: optionalEmailAddress().describe("A visitor's address; a member's comes from the account"),
  contactTel: optionalSingleLineText(RFQ_LIMITS.contactTel).describe(
    "A visitor's telephone; a member's comes from the account",
  ),
  requestedQuantity: rfqQuantity(),
  sendToAll: z.preprocess(toBoolean, z.boolean().default(false)),
  message: optionalText(RFQ_LIMITS.message),
  /**
   * The requester's address and country (ISO code) "taken from the user" (spec part 2, section 3): a member's
   * come from their company on the server and these are ignored; a visitor may type them in the form.
   */
  address: optionalSingleLineText(RFQ_LIMITS.address),
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
