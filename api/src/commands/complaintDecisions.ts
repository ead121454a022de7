import type { EntityManager } from '@mikro-orm/postgresql';
import type { ComplaintStatus } from '@tbs/db';
import type { MailMessageData } from '@tbs/contracts';
import { complaintDecisionMails } from '../mail/complaintDecisionMail.ts';

/** What staff do with a complaint (`npm run staff -- complaint accept|reject|solve <id>`). */
export type ComplaintAction = 'accept' | 'reject' | 'solve';

/** A decision staff cannot make (unknown complaint, wrong status): the message says why. */
export class ComplaintDecisionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ComplaintDecisionError';
  }
}

/** A complaint's status as staff say it. */
export const complaintStatusName = (status: string): string =>
  ({ pending: 'pending review', open: 'accepted (unsolved)' })[status] ?? status;

/**
 * The statuses each action takes a complaint from, and to. Only 'open' withholds the tier: accepting a pending
 * complaint takes it away, solving or rejecting an accepted one gives it back. A complaint that proved
 * unfounded after it was accepted can still be rejected.
 */
const TRANSITIONS: Record<
  ComplaintAction,
  { from: readonly ComplaintStatus[]; to: ComplaintStatus; rule: string }
> = {
  accept: { from: ['pending'], to: 'open', rule: 'only a complaint pending review can be accepted' },
  reject: {
    from: ['pending', 'open'],
    to: 'rejected',
    rule: 'only a complaint pending review or accepted can be rejected',
  },
  solve: { from: ['open'], to: 'solved', rule: 'only an accepted complaint can be solved' },
};

/** What staff decide on one complaint. */
export interface DecideComplaintProps {
  complaintId: number;
  action: ComplaintAction;
  /** Recorded as reviewed_by when a pending complaint is accepted or rejected (staff:<login>). */
  decidedBy: string;
  /** Why it was rejected; told to the filer. */
  reason?: string;
}

/** A decision made: the complaint's status before and after, what is left open, and the mails to send. */
export interface ComplaintDecision {
  complaintId: number;
  previous: ComplaintStatus;
  status: ComplaintStatus;
  company: { id: number; name: string };
  /** Accepted, unsolved complaints left against the company: while any is, it has no tier. */
  openLeft: number;
  /** To the filer and the company on accept and reject; none on solve. Send them after the commit. */
  mails: MailMessageData[];
}

interface ComplaintFacts {
  status: ComplaintStatus;
  title: string;
  transaction_date: string;
  company_id: number;
  company_name: string;
  filer_name: string;
  filer_email: string;
  contact_name: string | null;
  contact_email: string | null;
}

/** The complaint, locked, with the company and the people a decision is told to. */
async function lockComplaint(em: EntityManager, complaintId: number): Promise<ComplaintFacts | undefined> {
  const [row] = await em.execute<ComplaintFacts[]>(
    `select c.status, c.title, to_char(c.transaction_date, 'YYYY-MM-DD') as transaction_date,
            co.id as company_id, co.name as company_name, f.name as filer_name, f.email as filer_email,
            t.name as contact_name, t.email as contact_email
       from complaint c
       join company co on co.id = c.company_id
       join contact f on f.id = c.filed_by_id
       left join lateral (select name, email from contact
                           where company_id = co.id and is_active
                           order by is_owner desc, position, id limit 1) t on true
      where c.id = ?
      for update of c`,
    [complaintId],
  );
  return row;
}

/**
 * Accepts, rejects or solves a complaint in one transaction. The complaint's update trigger queues the
 * company's search documents in the same transaction (docs/architecture.md), so the tier follows everywhere.
 */
export async function decideComplaint(
  em: EntityManager,
  { complaintId, action, decidedBy, reason }: DecideComplaintProps,
): Promise<ComplaintDecision> {
  const transition = TRANSITIONS[action];
  return em.transactional(async (tx) => {
    const facts = await lockComplaint(tx, complaintId);
    if (!facts) throw new ComplaintDecisionError(`No complaint with id ${complaintId}.`);
    if (!transition.from.includes(facts.status)) {
      throw new ComplaintDecisionError(
        `Complaint #${complaintId} is ${complaintStatusName(facts.status)}: ${transition.rule}.`,
      );
    }
    // In SET, status is still the old one: a pending complaint is reviewed now, a decided one keeps its review.
    await tx.execute(
      `update complaint set status = ?,
              reviewed_at = case when status = 'pending' then now() else reviewed_at end,
              reviewed_by = case when status = 'pending' then ? else reviewed_by end,
              closed_at = case when ? = 'open' then closed_at else now() end
        where id = ?`,
      [transition.to, decidedBy, transition.to, complaintId],
    );
    const [left] = await tx.execute<{ open: number }[]>(
      `select count(*)::int as open from complaint where company_id = ? and status = 'open'`,
      [facts.company_id],
    );
    const mails =
      action === 'solve'
        ? []
        : complaintDecisionMails({
            complaintId,
            decision: action === 'accept' ? 'accepted' : 'rejected',
            wasAccepted: facts.status === 'open',
            title: facts.title,
            transactionDate: facts.transaction_date,
            company: { name: facts.company_name },
            filer: { name: facts.filer_name, email: facts.filer_email },
            companyContact:
              facts.contact_email && facts.contact_name
                ? { name: facts.contact_name, email: facts.contact_email }
                : null,
            reason,
          });
    return {
      complaintId,
      previous: facts.status,
      status: transition.to,
      company: { id: facts.company_id, name: facts.company_name },
      openLeft: left!.open,
      mails,
    };
  });
}
