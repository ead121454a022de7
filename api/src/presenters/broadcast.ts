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
