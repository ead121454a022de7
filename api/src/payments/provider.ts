import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentProviderName } from '@tbs/db';

/** What a payment pays: a membership order from /payment, or an existing invoice (Pay links). */
export type PaymentReference = { kind: 'order'; id: number } | { kind: 'invoice'; id: number };

/** 'order:12' / 'invoice:5': how a reference travels through the provider (metadata, client reference). */
export const referenceText = (reference: PaymentReference): string => `${reference.kind}:${reference.id}`;

/** The reference of a text made by referenceText, or null. */
export function parseReference(text: string | null | undefined): PaymentReference | null {
  const match = /^(order|invoice):([1-9]\d{0,9})$/.exec(text ?? '');
  if (!match) return null;
  return { kind: match[1] as PaymentReference['kind'], id: Number(match[2]) };
}

export interface CreatePaymentInput {
  reference: PaymentReference;
  /** Exact euro cents, from the server's quote or the stored invoice, never from the client. */
  amountCents: number;
  /** What the checkout page shows (one line). */
  description: string;
  /** The buyer's e-mail address, prefilled at the provider when it asks for one. */
  email?: string;
  /** Where the browser goes after a payment (the order's stage 4, the invoices page). */
  successUrl: string;
  /** Where the browser goes after a declined or abandoned payment (stage 5). */
  cancelUrl: string;
  /** Where the provider posts its events (the simulated provider; Stripe's is set in its dashboard). */
  webhookUrl: string;
  /**
   * The origin the buyer's browser is on (routes/payments/invoiceRequest.ts browserBase): the simulated
   * provider serves its checkout page there, so the buyer stays on the host the session lives on.
   */
  browserOrigin?: string;
}

/** A payment created at the provider: its id and the page the buyer pays on. */
export interface CreatedPayment {
  providerRef: string;
  checkoutUrl: string;
}

/** What a verified provider event says about one payment. */
export interface VerifiedPaymentEvent {
  /** The provider's event id: the same event delivered twice is applied once. */
  eventId: string;
  providerRef: string;
  reference: PaymentReference | null;
  status: 'paid' | 'failed' | 'canceled';
  /** The amount the provider confirms, in cents (null when the event does not carry one). */
  amountCents: number | null;
  currency: string | null;
  paidAt: Date;
}

/** A webhook delivery as received: the exact body text (signatures cover it) and the headers. */
export interface WebhookDelivery {
  rawBody: string;
  header: (name: string) => string;
  now?: Date;
}

/**
 * The outcome of reading a webhook: a verified event, an event that is not about a payment state (answered
 * 200 and ignored), or a refusal (bad or missing signature, stale timestamp, unreadable body).
 */
export type WebhookReading =
  | { kind: 'event'; event: VerifiedPaymentEvent }
  | { kind: 'irrelevant'; type: string }
  | { kind: 'refused'; reason: string };

/** A card payment provider: creates hosted checkouts and verifies the events it posts back. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the payment at the provider. `em` lets a provider that lives here (simulated) keep its books. */
  createPayment(input: CreatePaymentInput, em: EntityManager): Promise<CreatedPayment>;
  /** Verifies a webhook delivery's signature and reads its event. */
  parseWebhook(delivery: WebhookDelivery): WebhookReading;
}
