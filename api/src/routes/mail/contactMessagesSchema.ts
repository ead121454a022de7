import { z } from 'zod';
import { CAPTCHA_MESSAGE } from '@tbs/rules/forms';
import { payloadAnswer } from '../../respond.ts';
import {
  cleanText,
  idField,
  optionalEmailAddress,
  optionalSingleLineText,
  optionalText,
  singleLineText,
} from '../../validation/fields.ts';

/** The spec's words (part 1 sections 5 and 8) and the server's reasons. */
export const CONTACT_MESSAGE_MESSAGES = {
  sent: 'Message sent',
  captcha: CAPTCHA_MESSAGE,
  contactNotFound: 'Contact not found.',
  noOperatorInbox: 'Messages to TBS cannot be delivered right now. Please try again later.',
} as const;

const toBoolean = (value: unknown) =>
  value === 'true' || value === '1' || value === 1
    ? true
    : value === 'false' || value === '0' || value === 0
      ? false
      : value;

/**
 * The contact message payload of spec part 1 section 3. Subject and message are required (section 5). The
 * sender's name, company and e-mail are required of visitors only (checked by the handler, with the
 * captcha); a member's come from the account and what the body says is ignored. `recipientEmail` is accepted
 * for the spec's payload but never used: the recipient is found by `recipientId` on the server.
 */
export const ContactMessageSchema = z.object({
  recipientId: idField()
    .optional()
    .describe('The contact (sendMailToContact) or staff contact (sendMailToTBS)'),
  recipientEmail: optionalText(254).describe('Ignored: the recipient is found by recipientId'),
  subject: singleLineText(200),
  message: cleanText(z.string().trim().min(1).max(5000)),
  senderName: optionalSingleLineText(100),
  companyName: optionalSingleLineText(150),
  senderEmail: optionalEmailAddress().describe("A visitor's address; a member's comes from the account"),
  isFromServicePage: z.preprocess(toBoolean, z.boolean().default(false)),
  captcha: optionalText(4000),
});
export type ContactMessageReq = z.infer<typeof ContactMessageSchema>;

export const ContactMessageAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));
