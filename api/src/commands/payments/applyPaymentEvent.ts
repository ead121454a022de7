import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { centsFromDecimal } from '@tbs/rules';
import { Payment, PaymentEvent, PaymentOrder, type PaymentProviderName } from '@tbs/db';
import { settlePaidInvoice } from '../billing/settlePaidInvoice.ts';
import { settlePaidOrder } from '../billing/settlePaidOrder.ts';
import type { VerifiedPaymentEvent } from '../../payments/provider.ts';

/** What a verified event did. Only `applied` with `settled` changed money; everything else changed nothing. */
export type PaymentEventOutcome =
  | { kind: 'unknownPayment' }
  | { kind: 'referenceMismatch' }
  | { kind: 'amountMismatch'; expectedCents: number; givenCents: number | null; currency: string | null }
  | { kind: 'duplicate' }
  | { kind: 'ignored'; reason: string }
  | {
      kind: 'applied';
      status: VerifiedPaymentEvent['status'];
      paymentId: number;
      /** The order that became paid (its invoice mail goes out after the commit). */
      paidOrderId?: number;
      invoiceId?: number;
      invoiceNumber?: string;
    };

/**
 * Applies one verified provider event in one transaction: locks the payment row (two deliveries of the same
 * payment queue here), records the event id (a second delivery is a duplicate), and on 'paid' settles the
 * order (invoice, membership) or the invoice with the billing commands. Out-of-order events change nothing:
 * a failure or cancellation after the payment is recorded as ignored. A paid amount or currency other than
 * the payment's is refused and nothing is written.
 */
export async function applyPaymentEvent(
  em: EntityManager,
  provider: PaymentProviderName,
  event: VerifiedPaymentEvent,
): Promise<PaymentEventOutcome> {
  return em.transactional(async (tx) => {
    const payment = await tx.findOne(
      Payment,
      { provider, providerRef: event.providerRef },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!payment) return { kind: 'unknownPayment' };
    const reference = payment.order
      ? { kind: 'order', id: payment.order.id }
      : { kind: 'invoice', id: payment.invoice!.id };
    if (event.reference && (event.reference.kind !== reference.kind || event.reference.id !== reference.id))
      return { kind: 'referenceMismatch' };
    const seen = await tx.count(PaymentEvent, { payment, eventId: event.eventId });
    if (seen > 0) return { kind: 'duplicate' };

    const record = (outcome: 'applied' | 'ignored') =>
      tx.create(PaymentEvent, { payment, eventId: event.eventId, status: event.status, outcome });

    if (payment.status === 'paid') {
      record('ignored');
      return { kind: 'ignored', reason: `${event.status} after paid` };
    }
    if (event.status !== 'paid') {
      payment.status = event.status;
      payment.updatedAt = new Date();
      if (payment.order) {
        const order = await tx.findOneOrFail(PaymentOrder, payment.order.id);
        if (order.status === 'created') order.status = 'failed';
      }
      record('applied');
      return { kind: 'applied', status: event.status, paymentId: payment.id };
    }

    const expectedCents = centsFromDecimal(payment.amount);
    if (event.amountCents !== expectedCents || (event.currency ?? payment.currency) !== payment.currency) {
      return {
        kind: 'amountMismatch',
        expectedCents,
        givenCents: event.amountCents,
        currency: event.currency,
      };
    }
    payment.status = 'paid';
    payment.paidAt = event.paidAt;
    payment.updatedAt = new Date();
    record('applied');
    await tx.flush();
    const settlement = { paidAt: event.paidAt, providerRef: event.providerRef };
    if (payment.order) {
      const settled = await settlePaidOrder(tx, payment.order.id, settlement);
      return {
        kind: 'applied',
        status: 'paid',
        paymentId: payment.id,
        paidOrderId: payment.order.id,
        invoiceId: settled.invoiceId,
        invoiceNumber: settled.invoiceNumber,
      };
    }
    await settlePaidInvoice(tx, payment.invoice!.id, settlement);
    return { kind: 'applied', status: 'paid', paymentId: payment.id, invoiceId: payment.invoice!.id };
  });
}
