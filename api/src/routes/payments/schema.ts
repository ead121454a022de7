import { z } from 'zod';
import { PaymentFormSchema } from '@tbs/rules/forms';
import { payloadAnswer } from '../../respond.ts';
import { optionalText } from '../../validation/fields.ts';

/** The payment form's body and words: in @tbs/rules/forms, where the web's payment form checks with them too. */
export { PAYMENT_MESSAGES, PaymentFormSchema, type PaymentFormReq } from '@tbs/rules/forms';

/** The invoice request: the payment payload plus a visitor's captcha response. */
export const InvoiceRequestSchema = PaymentFormSchema.extend({
  captcha: optionalText(4000).describe("A visitor's solved captcha; members need none"),
});
export type InvoiceRequestReq = z.infer<typeof InvoiceRequestSchema>;

const money = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Euro, two decimals');

/** Who the invoice is made out to: a member's company record, or what a visitor typed. */
export const OrderBuyerSchema = z
  .strictObject({
    company: z.string(),
    address: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string().describe('ISO code'),
    countryName: z.string(),
    vat: z.string().nullable().describe('Upper case without spaces; null when none was given'),
    /** What the buyer's number is called: EORI for the UK. */
    taxIdLabel: z.enum(['VAT', 'EORI']),
    fromRecord: z
      .boolean()
      .describe("True for a member: the company's record gave the country, VAT number, name and address"),
  })
  .meta({ id: 'OrderBuyer' });
export type OrderBuyerView = z.infer<typeof OrderBuyerSchema>;

/** A signed-in member's company as its invoices are made out (the payment form shows it read-only). */
export const RecordedBuyerAnswer = payloadAnswer(z.strictObject({ buyer: OrderBuyerSchema }));

/** The order summary of stage 3: every amount computed on the server, as two-decimal strings. */
export const QuoteSchema = z
  .strictObject({
    accountType: z.enum(['plus', 'broker']),
    lines: z.array(
      z.strictObject({ description: z.string(), unitPrice: money, quantity: z.number().int(), price: money }),
    ),
    subtotal: money,
    vatRatePercent: z.number().int(),
    vat: money,
    vatLabel: z.string(),
    vatNote: z
      .string()
      .nullable()
      .describe('Why 21% was added for an EU buyer outside the Netherlands (missing or unverified number)'),
    vatCheck: z
      .enum(['missing', 'malformed', 'unverified', 'rejected', 'verified', 'onRecord'])
      .nullable()
      .describe(
        "An EU buyer's VAT number (not NL): reverse charged when verified (VIES) or onRecord (a member's, check digits)",
      ),
    /** What the buyer's number is called: EORI for the UK. */
    taxIdLabel: z.enum(['VAT', 'EORI']),
    total: money,
    currency: z.literal('EUR'),
    buyer: OrderBuyerSchema,
  })
  .meta({ id: 'MembershipQuote' });
export type QuoteView = z.infer<typeof QuoteSchema>;

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

/** An order as it was placed: what the form said, and its summary with the amounts stored then. */
export const StoredOrderSchema = z
  .strictObject({
    option: z.union([z.literal(0), z.literal(1)]).describe('0 = Plus, 1 = Broker'),
    name: z.string(),
    email: z.string(),
    status: z.enum(['created', 'paid', 'failed']),
    quote: QuoteSchema,
  })
  .meta({ id: 'StoredMembershipOrder' });
export type StoredOrderView = z.infer<typeof StoredOrderSchema>;

export const StoredOrderAnswer = payloadAnswer(z.strictObject({ order: StoredOrderSchema }));
