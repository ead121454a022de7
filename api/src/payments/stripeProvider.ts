import Stripe from 'stripe';
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProvider,
  WebhookDelivery,
  WebhookReading,
} from './provider.ts';
import { parseReference, referenceText } from './provider.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from './simulatedSignature.ts';

/** Checkout Session events and the payment state each one means. */
const SESSION_EVENTS: Record<string, 'paid' | 'failed' | 'canceled' | 'completed'> = {
  // Card payments are paid at completion; delayed methods (bank debits) complete unpaid and follow later.
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'canceled',
};

/**
 * Stripe Checkout (the production adapter): a hosted page per payment (Checkout Session, EUR, one line) and
 * webhook events verified with the endpoint's signing secret by the official client (Stripe-Signature:
 * HMAC-SHA256 over timestamp and body, within 5 minutes). The webhook endpoint
 * (https://<host>/api/payments/webhook/stripe) is registered in Stripe's dashboard with the events above.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: { secretKey: string; webhookSecret: string; client?: Stripe }) {
    // Network retries carry the client's own idempotency keys: a retried create opens no second session.
    this.stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2 });
    this.webhookSecret = options.webhookSecret;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const reference = referenceText(input.reference);
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: input.amountCents,
            product_data: { name: input.description },
          },
        },
      ],
      client_reference_id: reference,
      metadata: { reference },
      payment_intent_data: { metadata: { reference } },
      customer_email: input.email,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe created a Checkout Session without a URL');
    return { providerRef: session.id, checkoutUrl: session.url };
  }

  parseWebhook(delivery: WebhookDelivery): WebhookReading {
    const signature = delivery.header('Stripe-Signature');
    if (!signature) return { kind: 'refused', reason: 'missing signature' };
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        delivery.rawBody,
        signature,
        this.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        delivery.now?.getTime(), // milliseconds
      );
    } catch (error) {
      return { kind: 'refused', reason: (error as Error).message };
    }
    const meaning = SESSION_EVENTS[event.type];
    if (!meaning) return { kind: 'irrelevant', type: event.type };
    const session = event.data.object as Stripe.Checkout.Session;
    let status: 'paid' | 'failed' | 'canceled';
    if (meaning === 'completed') {
      if (session.payment_status !== 'paid') return { kind: 'irrelevant', type: `${event.type} (unpaid)` };
      status = 'paid';
    } else status = meaning;
    return {
      kind: 'event',
      event: {
        eventId: event.id,
        providerRef: session.id,
        reference: parseReference(session.client_reference_id ?? session.metadata?.reference),
        status,
        amountCents: session.amount_total ?? null,
        currency: session.currency ? session.currency.toUpperCase() : null,
        paidAt: new Date(event.created * 1000),
      },
    };
  }
}
