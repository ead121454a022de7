import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from '@tbs/db';
import { NotFoundError } from '../../errors.ts';
import { extendMembership, paidDay } from './membership.ts';
import type { SettledInvoice, Settlement } from './settlePaidOrder.ts';

export interface SettledExistingInvoice extends SettledInvoice {
  /** paid: settled now; alreadyPaid: settled before (nothing changed); void: a VOID invoice stays void. */
  outcome: 'paid' | 'alreadyPaid' | 'void';
}

/**
 * Settles the payment of an existing invoice (a Pay link), in the caller's transaction: locks the invoice; a
 * paid one changes nothing (a repeated or late callback). An open invoice becomes paid (status 1) on the
 * payment day and stops forcing payment, which lifts the force-pay block (the block reads the latest invoice).
 * A Plus or Broker membership invoice not counted yet adds a year of membership to its company. A VOID
 * invoice is left void (staff refund a payment made for it): the answer says so.
 */
export async function settlePaidInvoice(
  em: EntityManager,
  invoiceId: number,
  { paidAt, providerRef }: Settlement,
): Promise<SettledExistingInvoice> {
  if (!em.isInTransaction()) throw new Error('settlePaidInvoice must run in a transaction');
  const invoice = await em.findOne(Invoice, invoiceId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!invoice) throw NotFoundError('Invoice not found.');
  const answer = { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber };
  if (invoice.paymentStatus === 9) return { ...answer, changed: false, outcome: 'void' };
  if (invoice.paymentStatus === 1 || invoice.paymentStatus === 2) {
    return { ...answer, changed: false, outcome: 'alreadyPaid' };
  }
  const paidOn = paidDay(paidAt);
  invoice.paymentStatus = 1;
  invoice.datePaid = paidOn;
  invoice.providerRef = providerRef;
  invoice.forcePay = false;
  const isMembership = invoice.account === 'Plus' || invoice.account === 'Broker';
  if (isMembership && !invoice.membershipCounted && invoice.company) {
    await extendMembership(em, invoice.company.id, {
      paidOn,
      accountType: invoice.account === 'Broker' ? 'broker' : 'plus',
    });
    invoice.membershipCounted = true;
  }
  await em.flush();
  return { ...answer, changed: true, outcome: 'paid' };
}
