import { z } from 'zod';
import type { TierFlags } from '@tbs/rules';
import { isOkToResend } from '../commands/broadcasts/broadcastRules.ts';
import type { BroadcastEntity } from '../entities.ts';
import { dateTime, FlagSchema, MASKED_COMPANY_NAME } from './viewFields.ts';

/** A broadcast row: members see who sent it (with the sender's tier); visitors see 'TBS Member' only. */
export const BroadcastSummarySchema = z
  .strictObject({
    id: z.number().int(),
    date: dateTime(),
    subject: z.string(),
    side: z.enum(['WTB', 'WTS']),
    listId: z.number().int(),
    broadcastListName: z.string(),
    company: z.strictObject({
      id: z.number().int().optional(),
      name: z.string(),
      isTrusted: FlagSchema.optional(),
      isGold: FlagSchema.optional(),
      isDiamond: FlagSchema.optional(),
    }),
    contact: z.strictObject({ name: z.string(), email: z.string() }).optional(),
    fromEmail: z.string().optional(),
    isOwn: z
      .boolean()
      .optional()
      .describe('Members only: sent by the signed-in contact (its menu: resend, remove)'),
    isOkToResend: z
      .boolean()
      .optional()
      .describe('Members only: an own broadcast whose last send is older than 3 days (resend allowed)'),
  })
  .meta({ id: 'BroadcastSummary' });
export type BroadcastSummaryView = z.infer<typeof BroadcastSummarySchema>;

/** The signed-in contact reading broadcasts, and the moment the resend rule is judged at. */
export interface BroadcastViewer {
  contactId: number;
  now: Date;
}

/**
 * Presents a broadcast for a member; list, company and contact must be loaded. The own-broadcast menu's flags
 * are decided here, by the same rule the resend command enforces, so the web never judges them itself.
 */
export function presentBroadcastForMember(
  broadcast: BroadcastEntity,
  tier: TierFlags,
  viewer: BroadcastViewer,
): BroadcastSummaryView {
  const isOwn = broadcast.contact.id === viewer.contactId;
  return {
    ...presentBroadcastForVisitor(broadcast),
    company: { id: broadcast.company.id, name: broadcast.company.name, ...tier },
    contact: { name: broadcast.contact.name, email: broadcast.contact.email },
    fromEmail: broadcast.fromEmail,
    isOwn,
    isOkToResend: isOwn && isOkToResend(broadcast, viewer.now),
  };
}

/**
 * Presents a broadcast for a visitor: subject, side, list and date, sent by 'TBS Member'; no company id, contact,
 * sender address or message (the message ends with the sender's signature).
 */
export function presentBroadcastForVisitor(broadcast: BroadcastEntity): BroadcastSummaryView {
  return {
    id: broadcast.id,
    date: broadcast.createdAt.toISOString(),
    subject: broadcast.subject,
    side: broadcast.side,
    listId: broadcast.list.id,
    broadcastListName: broadcast.list.name,
    company: { name: MASKED_COMPANY_NAME },
  };
}

/**
 * A broadcast's page: the row plus, for members, its message. A visitor's page is the visitor's row: the message
 * ends with the sender's signature (name, company, phone), which the masked row exists to hide.
 */
export const BroadcastDetailSchema = BroadcastSummarySchema.extend({
  message: z.string().optional().describe("Members only: the broadcast's text"),
}).meta({ id: 'BroadcastDetail' });
export type BroadcastDetailView = z.infer<typeof BroadcastDetailSchema>;

/** Presents a broadcast's page for a member; list, company and contact must be loaded. */
export function presentBroadcastDetail(
  broadcast: BroadcastEntity,
  member: { viewer: BroadcastViewer; senderTier: TierFlags },
): BroadcastDetailView {
  return {
    ...presentBroadcastForMember(broadcast, member.senderTier, member.viewer),
    message: broadcast.message,
  };
}
