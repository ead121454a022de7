import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { centsFromDecimal, decimalFromCents } from '@tbs/rules';
import { SimulatedCheckout } from '@tbs/db';
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProvider,
  WebhookDelivery,
  WebhookReading,
} from './provider.ts';
import { parseReference, referenceText } from './provider.ts';
import { SIMULATED_SIGNATURE_HEADER, simulatedSignatureProblem } from './simulatedSignature.ts';

/** The event the simulated provider posts, shaped like a real provider's (id, type, created, data). */
export const SimulatedEventSchema = z.object({
  id: z.string().regex(/^evt_sim_[A-Za-z0-9_-]{8,64}$/),
  type: z.enum(['payment.paid', 'payment.failed', 'payment.canceled']),
  created: z.number().int().positive(),
  data: z.object({
    providerRef: z.string().min(1).max(200),
    reference: z.string().max(100),
    amount: z.string().regex(/^\d{1,8}\.\d{2}$/),
    currency: z.string().length(3),
  }),
});
export type SimulatedEvent = z.infer<typeof SimulatedEventSchema>;

/** The address of the simulated checkout page of a payment. */
export const simulatedCheckoutPath = (providerRef: string) => `/api/payments/simulated/${providerRef}`;

/** A new event id of the simulated provider. */
export const simulatedEventId = () => `evt_sim_${randomBytes(12).toString('base64url')}`;

/**
 * The local stand-in for a card provider: its checkout page (routes/payments/simulated.ts) lets a tester
 * approve or decline, then posts the event to the webhook signed with PAYMENT_WEBHOOK_SECRET and sends the
 * browser back, as a hosted checkout does. It keeps its books in simulated_checkout.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  private readonly secret: string;
  private readonly publicUrl: string;

  constructor(options: { secret: string; publicUrl: string }) {
    this.secret = options.secret;
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  /** The key that signs (and verifies) the webhook calls. */
  get signingSecret(): string {
    return this.secret;
  }

  async createPayment(input: CreatePaymentInput, em: EntityManager): Promise<CreatedPayment> {
    const providerRef = `sim_${randomBytes(18).toString('base64url')}`;
    em.create(SimulatedCheckout, {
      providerRef,
      reference: referenceText(input.reference),
      amount: decimalFromCents(input.amountCents),
      description: input.description.slice(0, 300),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      webhookUrl: input.webhookUrl,
      status: 'open',
    });
    await em.flush();
    const base = input.browserOrigin?.replace(/\/+$/, '') ?? this.publicUrl;
    return { providerRef, checkoutUrl: `${base}${simulatedCheckoutPath(providerRef)}` };
  }

  parseWebhook(delivery: WebhookDelivery): WebhookReading {
    const problem = simulatedSignatureProblem(
      this.secret,
      delivery.rawBody,
      delivery.header(SIMULATED_SIGNATURE_HEADER),
      delivery.now,
    );
    if (problem) return { kind: 'refused', reason: problem };
    let json: unknown;
    try {
      json = JSON.parse(delivery.rawBody);
    } catch {
      return { kind: 'refused', reason: 'body is not JSON' };
    }
    const parsed = SimulatedEventSchema.safeParse(json);
    if (!parsed.success) return { kind: 'refused', reason: 'not an event of the simulated provider' };
    const event = parsed.data;
    return {
      kind: 'event',
      event: {
        eventId: event.id,
        providerRef: event.data.providerRef,
        reference: parseReference(event.data.reference),
        status:
          event.type === 'payment.paid' ? 'paid' : event.type === 'payment.failed' ? 'failed' : 'canceled',
        amountCents: centsFromDecimal(event.data.amount),
        currency: event.data.currency.toUpperCase(),
        paidAt: new Date(event.created * 1000),
      },
    };
  }
}
