import type { BroadcastEntity } from '../entities.ts';

import type { TierFlags } from '@tbs/rules';

/** A broadcast row for members: who sent it, with the sender's tier. */
export interface MemberBroadcastView {
  id: number;
  /** ISO date-time. */
  date: string;
  subject: string;
  side: 'WTB' | 'WTS';
  listId: number;
  broadcastListName: string;
  company: { id: number; name: string } & TierFlags;
  contact: { name: string; email: string };
  fromEmail: string;
}

/** A broadcast row for visitors: the sender is masked as 'TBS Member'. */
export interface VisitorBroadcastView {
  id: number;
  date: string;
  subject: string;
  side: 'WTB' | 'WTS';
  listId: number;
  broadcastListName: string;
  company: { name: 'TBS Member' };
}

/** Presents a broadcast for a member; list, company and contact must be loaded. */
export function presentBroadcastForMember(broadcast: BroadcastEntity, tier: TierFlags): MemberBroadcastView {
  return {
    ...presentBroadcastForVisitor(broadcast),
    company: { id: broadcast.company.id, name: broadcast.company.name, ...tier },
    contact: { name: broadcast.contact.name, email: broadcast.contact.email },
    fromEmail: broadcast.fromEmail,
  };
}

/** Presents a broadcast for a visitor: no company id, no contact, no sender address. */
export function presentBroadcastForVisitor(broadcast: BroadcastEntity): VisitorBroadcastView {
  return {
    id: broadcast.id,
    date: broadcast.createdAt.toISOString(),
    subject: broadcast.subject,
    side: broadcast.side,
    listId: broadcast.list.id,
    broadcastListName: broadcast.list.name,
    company: { name: 'TBS Member' },
  };
}
