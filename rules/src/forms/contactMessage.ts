import { z } from 'zod';
import {
  cleanText,
  emailAddress,
  idField,
  optionalEmailAddress,
  optionalSingleLineText,
  optionalText,
  singleLineText,
  toBoolean,
} from './fields.ts';
import { CAPTCHA_MESSAGE } from './messages.ts';

/** The longest texts of a contact message (an e-mail address: 254). */
export const CONTACT_MESSAGE_LIMITS = {
  subject: 200,
  message: 5000,
  senderName: 100,
  companyName: 150,
} as const;

/** The spec's words (part 1 sections 5 and 8) and the server's reasons. */
export const CONTACT_MESSAGE_MESSAGES = {
  sent: 'Message sent',
  failed: 'Message delivery failed. Please try again',
  captcha: CAPTCHA_MESSAGE,
  contactNotFound: 'Contact not found.',
  noOperatorInbox: 'Messages to TBS cannot be delivered right now. Please try again later.',
} as const;

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
  subject: singleLineText(CONTACT_MESSAGE_LIMITS.subject),
  message: cleanText(z.string().trim().min(1).max(CONTACT_MESSAGE_LIMITS.message)),
  senderName: optionalSingleLineText(CONTACT_MESSAGE_LIMITS.senderName),
  companyName: optionalSingleLineText(CONTACT_MESSAGE_LIMITS.companyName),
  senderEmail: optionalEmailAddress().describe("A visitor's address; a member's comes from the account"),
  isFromServicePage: z.preprocess(toBoolean, z.boolean().default(false)),
  captcha: optionalText(4000),
});
export type ContactMessageReq = z.infer<typeof ContactMessageSchema>;

/** What a visitor must give of themselves (a member's come from the account): name, company and e-mail. */
export const VisitorSenderSchema = z.object({
  senderName: singleLineText(CONTACT_MESSAGE_LIMITS.senderName),
  companyName: singleLineText(CONTACT_MESSAGE_LIMITS.companyName),
  senderEmail: emailAddress(),
});
