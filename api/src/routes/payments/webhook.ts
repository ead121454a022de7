import { MEMBERSHIP_LINE_DESCRIPTIONS, centsFromDecimal } from '@tbs/rules';
import { PaymentOrder } from '@tbs/db';
import { enqueueMail } from '@tbs/contracts';
import type { RouteContext } from '../../context.ts';
import { ApiError, NotFoundError } from '../../errors.ts';
import { paidInvoiceMail } from '../../mail/invoiceMail.ts';
import { applyPaymentEvent } from '../../commands/payments/applyPaymentEvent.ts';
import { paymentProvider } from '../../payments/paymentProvider.ts';
import type { ApiRouter } from '../../router.ts';
import { WebhookAnswer, WebhookParams } from './schema.ts';

const received = { status: 200, received: true } as const;

/** dd/mm/yyyy of a date (the spec's invoice date format). */
const dayMonthYear = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

/** The invoice mail of an order that just became paid, queued after the paying transaction committed. */
async function mailPaidOrder(ctx: RouteContext, orderId: number, invoiceNumber: string, paidAt: Date) {
  const order = await ctx.state.em.fork().findOneOrFail(PaymentOrder, orderId);
  const mail = paidInvoiceMail({
    to: order.email,
    name: order.name,
    invoiceNumber,
    invoiceDate: dayMonthYear(paidAt),
    lines: [
      {
        description: MEMBERSHIP_LINE_DESCRIPTIONS[order.accountType],
        cents: centsFromDecimal(order.subtotal),
      },
    ],
    subtotalCents: centsFromDecimal(order.subtotal),
    vatLabel: order.vatLabel,
    vatNote: order.vatNote ?? null,
    vatCents: centsFromDecimal(order.vatAmount),
    totalCents: centsFromDecimal(order.total),
    invoicesLink: `${ctx.services.publicUrl.replace(/\/+$/, '')}/invoices`,
  });
  await enqueueMail(ctx.services.mailQueue, mail);
}

/**
 * The providers' webhook: the signature is checked over the exact body (a forged, unsigned or stale delivery
 * is a 400 and changes nothing), then the event is applied once in one transaction (commands/payments/applyPaymentEvent.ts).
 */
export function webhookRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/payments/webhook/:provider',
    tags: ['payments'],
    summary: "The card provider's webhook (signed events of a payment)",
    description:
      'Called by the provider, not by browsers. `simulated`: header X-Simulated-Signature `t=<unix>,v1=<hex ' +
      'HMAC-SHA256(PAYMENT_WEBHOOK_SECRET, t + "." + body)>`, within 5 minutes; `stripe`: Stripe-Signature ' +
      '(STRIPE_WEBHOOK_SECRET). 400 for a bad, missing or stale signature or a paid amount other than the ' +
      "payment's; 200 for a duplicate or out-of-order event (nothing changes); 404 for a provider that is not " +
      'the configured one.',
    schemas: { params: WebhookParams },
    response: WebhookAnswer,
    handler: async (ctx) => {
      const { log } = ctx.state;
      const provider = paymentProvider();
      if (provider.name !== ctx.input.params.provider) throw NotFoundError();
      const rawBody: unknown = ctx.request.rawBody;
      const reading = provider.parseWebhook({
        rawBody: typeof rawBody === 'string' ? rawBody : '',
        header: (name) => ctx.get(name),
      });
      if (reading.kind === 'refused') {
        log.warn({ provider: provider.name, reason: reading.reason }, 'payment webhook refused');
        throw new ApiError('invalid_webhook', 400, 'Invalid webhook signature or event');
      }
      if (reading.kind === 'irrelevant') return received;
      const { event } = reading;
      const outcome = await applyPaymentEvent(ctx.state.em, provider.name, event);
      const facts = { provider: provider.name, providerRef: event.providerRef, eventId: event.eventId };
      switch (outcome.kind) {
        case 'amountMismatch':
          log.error(
            { ...facts, ...outcome },
            'payment webhook refused: the paid amount is not the payment amount',
          );
          throw new ApiError('amount_mismatch', 400, 'The paid amount does not match the payment');
        case 'referenceMismatch':
          log.error(facts, 'payment webhook refused: the event names another order or invoice');
          throw new ApiError('reference_mismatch', 400, 'The event does not match the payment');
        case 'unknownPayment':
          // Answered 200 so the provider stops retrying an event of a payment this installation never made.
          log.warn(facts, 'payment webhook for an unknown payment ignored');
          return received;
        case 'duplicate':
        case 'ignored':
          log.info({ ...facts, outcome: outcome.kind }, 'payment webhook changed nothing');
          return received;
        case 'applied':
          log.info(
            { ...facts, status: outcome.status, invoiceNumber: outcome.invoiceNumber },
            'payment event applied',
          );
          if (outcome.paidOrderId && outcome.invoiceNumber)
            await mailPaidOrder(
              ctx as unknown as RouteContext,
              outcome.paidOrderId,
              outcome.invoiceNumber,
              event.paidAt,
            );
          return received;
        default: {
          const unexpected: never = outcome;
          throw new Error(`unhandled outcome ${JSON.stringify(unexpected)}`);
        }
      }
    },
  });
}
