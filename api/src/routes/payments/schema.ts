import { z } from 'zod';
import { PaymentFormSchema } from '@tbs/rules/forms';
import { OrderBuyerSchema, QuoteSchema, StoredOrderSchema } from '../../presenters/membershipOrder.ts';
import { payloadAnswer } from '../../respond.ts';
import { optionalText } from '../../validation/fields.ts';

/** The payment form's body and words: in @tbs/rules/forms, where the web's payment form checks with them too. */
export { PAYMENT_MESSAGES, PaymentFormSchema, type PaymentFormReq } from '@tbs/rules/forms';

/** The invoice request: the payment payload plus a visitor's captcha response. */
export const InvoiceRequestSchema = PaymentFormSchema.extend({
  captcha: optionalText(4000).describe("A visitor's solved captcha; members need none"),
});
export type InvoiceRequestReq = z.infer<typeof InvoiceRequestSchema>;

/** A signed-in member's company as its invoices are made out (the payment form shows it read-only). */
export const RecordedBuyerAnswer = payloadAnswer(z.strictObject({ buyer: OrderBuyerSchema }));

export const QuoteAnswer = payloadAnswer(z.strictObject({ quote: QuoteSchema }));

/** The provider's checkout page to send the browser to. */
export const PaymentLinkAnswer = payloadAnswer(z.strictObject({ link: z.string() }));

export const PayInvoiceParams = z.object({
  invoiceNumber: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9-]+$/),
});

export const WebhookParams = z.object({ provider: z.enum(['simulated', 'stripe']) });

export const WebhookAnswer = z.strictObject({ status: z.literal(200), received: z.literal(true) });

export const SimulatedParams = z.object({ providerRef: z.string().regex(/^sim_[A-Za-z0-9_-]{10,60}$/) });

export const StoredOrderParams = z.object({
  returnToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32}$/)
    .describe("The order's return token (its provider return URL)"),
});

export const StoredOrderAnswer = payloadAnswer(z.strictObject({ order: StoredOrderSchema }));
