import { defineEntity, p } from '@mikro-orm/core';
import { Invoice, PaymentOrder } from './billing.ts';

export const PAYMENT_PROVIDERS = ['simulated', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** open: waiting at the provider; paid once and for good; failed or canceled may still be paid later. */
export const PAYMENT_STATES = ['open', 'paid', 'failed', 'canceled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * One payment at the card provider: for a membership order (/payment) or an existing invoice (Pay links).
 * The webhook locks this row; its events (PaymentEvent) make a delivery that arrives twice count once.
 */
export const Payment = defineEntity({
  name: 'Payment',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(PaymentOrder).nullable().index().deleteRule('restrict'),
    invoice: () => p.manyToOne(Invoice).nullable().index().deleteRule('restrict'),
    provider: p.enum(PAYMENT_PROVIDERS),
    /** The provider's id of the payment (Stripe Checkout Session id, sim_...). */
    providerRef: p.string().length(200).unique(),
    /** Exact euro amount (numeric(10,2) text) the provider must confirm. */
    amount: p.decimal('string').precision(10).scale(2).check('amount > 0'),
    currency: p.string().length(3).default('EUR'),
    status: p.enum(PAYMENT_STATES).default('open'),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
    paidAt: p.datetime().nullable(),
  },
  checks: [
    {
      name: 'payment_reference_check',
      expression: '(order_id is null) <> (invoice_id is null)',
    },
  ],
});

/** A provider event applied to (or ignored for) a payment: the same event id is processed once. */
export const PaymentEvent = defineEntity({
  name: 'PaymentEvent',
  properties: {
    id: p.integer().primary(),
    payment: () => p.manyToOne(Payment).deleteRule('cascade'),
    eventId: p.string().length(200),
    /** What the event said: paid, failed or canceled. */
    status: p.string().length(20),
    /** applied, or ignored (out of order: a failure after the payment). */
    outcome: p.enum(['applied', 'ignored'] as const),
    receivedAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'payment_event_payment_event_unique', properties: ['payment', 'eventId'] }],
});

/**
 * The simulated provider's own books (as a real provider keeps them on its side): what its checkout page
 * shows and where it calls back. Only used when PAYMENT_PROVIDER=simulated.
 */
export const SimulatedCheckout = defineEntity({
  name: 'SimulatedCheckout',
  properties: {
    providerRef: p.string().length(64).primary(),
    reference: p.string().length(100),
    amount: p.decimal('string').precision(10).scale(2),
    description: p.string().length(300),
    successUrl: p.string().length(1000),
    cancelUrl: p.string().length(1000),
    webhookUrl: p.string().length(1000),
    status: p.enum(['open', 'approved', 'declined'] as const).default('open'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
