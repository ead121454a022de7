import { z } from 'zod';
import type { InferEntity } from '@mikro-orm/core';
import type { PaymentOrder } from '@tbs/db';
import {
  MEMBERSHIP_LINE_DESCRIPTIONS,
  decimalFromCents,
  taxIdLabel,
  type MembershipAccountType,
  type MembershipQuote,
  type VatNumberCheck,
} from '@tbs/rules';
import type { OrderBuyer } from '../payments/orderPricing.ts';

type PaymentOrderEntity = InferEntity<typeof PaymentOrder>;

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

/** The buyer as stage 3 and the staff see it. */
export function presentBuyer(buyer: OrderBuyer): OrderBuyerView {
  return {
    company: buyer.company,
    address: buyer.address,
    zip: buyer.zip,
    city: buyer.city,
    country: buyer.country.code,
    countryName: buyer.country.name,
    vat: buyer.vat,
    taxIdLabel: taxIdLabel(buyer.country.code),
    fromRecord: buyer.fromRecord,
  };
}

/** The quote as stage 3 shows it: two-decimal strings, and who the invoice is made out to. */
export function presentQuote(
  accountType: MembershipAccountType,
  quote: MembershipQuote,
  buyer: OrderBuyer,
): QuoteView {
  return {
    accountType,
    lines: quote.lines.map((line) => ({
      description: line.description,
      unitPrice: decimalFromCents(line.unitCents),
      quantity: line.quantity,
      price: decimalFromCents(line.cents),
    })),
    subtotal: decimalFromCents(quote.subtotalCents),
    vatRatePercent: quote.vatRatePercent,
    vat: decimalFromCents(quote.vatCents),
    vatLabel: quote.vatLabel,
    vatNote: quote.vatNote,
    vatCheck: quote.vatCheck,
    taxIdLabel: quote.taxIdLabel,
    total: decimalFromCents(quote.totalCents),
    currency: 'EUR',
    buyer: presentBuyer(buyer),
  };
}

/** An order as stage 3 showed it when it was placed: its own amounts, VAT line and buyer, never priced again. */
export function presentStoredOrder(order: PaymentOrderEntity): StoredOrderView {
  const country = order.country;
  return {
    option: order.accountType === 'plus' ? 0 : 1,
    name: order.name,
    email: order.email,
    status: order.status,
    quote: {
      accountType: order.accountType,
      lines: [
        {
          description: MEMBERSHIP_LINE_DESCRIPTIONS[order.accountType],
          unitPrice: order.price,
          quantity: 1,
          price: order.subtotal,
        },
      ],
      subtotal: order.subtotal,
      vatRatePercent: order.vatRate,
      vat: order.vatAmount,
      vatLabel: order.vatLabel,
      vatNote: order.vatNote ?? null,
      vatCheck: (order.vatCheck ?? null) as VatNumberCheck | null,
      taxIdLabel: taxIdLabel(country.code),
      total: order.total,
      currency: 'EUR',
      buyer: presentBuyer({
        company: order.companyName,
        address: order.address,
        zip: order.zip,
        city: order.city,
        country,
        vat: order.vat ?? null,
        fromRecord: order.company !== null && order.company !== undefined,
      }),
    },
  };
}
