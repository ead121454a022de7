import { z } from 'zod';
import { idField, requiredText, singleLineText } from './fields.ts';

/** The longest subject and message of a reply. */
export const BROADCAST_REPLY_LIMITS = { subject: 200, body: 5000 } as const;

/** The reply payload of spec part 1 section 3; subject (one line) and body are required (section 5). */
export const BroadcastReplySchema = z.object({
  broadcastId: idField(),
  subject: singleLineText(BROADCAST_REPLY_LIMITS.subject),
  body: requiredText(BROADCAST_REPLY_LIMITS.body),
});
export type BroadcastReplyReq = z.infer<typeof BroadcastReplySchema>;

/** The snackbars of a reply (spec part 1 section 8). */
export const BROADCAST_REPLY_WORDS = {
  sent: 'Message sent',
  failed: 'Message delivery failed. Please try again',
} as const;
