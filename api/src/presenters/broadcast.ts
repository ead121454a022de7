import { z } from 'zod';
import type { TierFlags } from '@tbs/rules';
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
  })
  .meta({ id: 'BroadcastSummary' });
export type BroadcastSummaryView = z.infer<typeof BroadcastSummarySchema>;

/** Presents a broadcast for a member; list, company and contact must be loaded. */
export function presentBroadcastForMember(broadcast: BroadcastEntity, tier: TierFlags): BroadcastSummaryView {
  return {
    ...presentBroadcastForVisitor(broadcast),
    company: { id: broadcast.company.id, name: broadcast.company.name, ...tier },
    contact: { name: broadcast.contact.name, email: broadcast.contact.email },
    fromEmail: broadcast.fromEmail,
  };
}

/** Presents a broadcast for a visitor: no company id, no contact, no sender address. */
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

/** A broadcast's page: the row plus its message; for members whether it is their own. */
export const BroadcastDetailSchema = BroadcastSummarySchema.extend({
  message: z.string(),
  isOwn: z.boolean().optional().describe('Members only: sent by the signed-in contact (My Broadcasts)'),
}).meta({ id: 'BroadcastDetail' });
export type BroadcastDetailView = z.infer<typeof BroadcastDetailSchema>;

/** Presents a broadcast's page; list (and for members company and contact) must be loaded. */
export function presentBroadcastDetail(
  broadcast: BroadcastEntity,
  member: { viewerContactId: number; senderTier: TierFlags } | null,
): BroadcastDetailView {
  return member
    ? {
        ...presentBroadcastForMember(broadcast, member.senderTier),
        message: broadcast.message,
        isOwn: broadcast.contact.id === member.viewerContactId,
      }
    : { ...presentBroadcastForVisitor(broadcast), message: broadcast.message };
}
