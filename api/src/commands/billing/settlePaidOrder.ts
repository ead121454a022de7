import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Company, Country, Invoice, PaymentOrder, type BillingBuyer, type BillingLine } from '@tbs/db';
import {
  INVOICE_DUE_DAYS,
  MEMBERSHIP_LINE_DESCRIPTIONS,
  centsFromDecimal,
  normalizeVatNumber,
  taxIdLabel,
} from '@tbs/rules';
import { dateOnly } from '../../dates.ts';
import { NotFoundError } from '../../errors.ts';
import { currentSellerDetails } from '../../queries/invoiceDocuments.ts';
import { nextInvoiceNumber } from './invoiceNumbers.ts';
import { addToDate, extendMembership, paidDay } from './membership.ts';

export interface Settlement {
  /** When the provider says the payment was made. */
  paidAt: Date;
  /** The provider's id of the payment. */
  providerRef: string;
}

export interface SettledInvoice {
  invoiceId: number;
  invoiceNumber: string;
  /** False when the order or invoice was settled before (a repeated or late callback): nothing changed. */
  changed: boolean;
}

const ACCOUNT_OF_ORDER = { plus: 'Plus', broker: 'Broker' } as const;

/**
 * Settles a paid membership order, in the caller's transaction (the webhook's, with the payment row):
 * locks the order; a second call for a paid order changes nothing and answers its invoice. Otherwise marks it
 * paid and makes its invoice: the year's next gapless number, paid (status 1) on the payment day, due 15
 * days after its date, with the order's lines, VAT and buyer stored so its PDF renders the same every time.
 * Then the order's company gets a year of membership (extendMembership).
 *
 * A visitor's order has no company: the invoice is made (numbered and paid) without one and counts no
 * membership yet. Staff match it to the company (by the order's e-mail and company name, usually the company
 * approved from the same registration) with attachOrderToCompany, which also adds the paid year.
 */
export async function settlePaidOrder(
  em: EntityManager,
  orderId: number,
  { paidAt, providerRef }: Settlement,
): Promise<SettledInvoice> {
  if (!em.isInTransaction()) throw new Error('settlePaidOrder must run in a transaction');
  const order = await em.findOne(PaymentOrder, orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!order) throw NotFoundError('Payment order not found.');
  if (order.invoice) {
    const existing = await em.findOneOrFail(Invoice, order.invoice.id);
    return { invoiceId: existing.id, invoiceNumber: existing.invoiceNumber, changed: false };
  }

  const invoiceDate = paidDay(paidAt);
  const country = await em.findOneOrFail(Country, order.country.code);
  const unitCents = centsFromDecimal(order.price);
  const subtotalCents = centsFromDecimal(order.subtotal);
  // One line: the order's unit price times the years bought (one, from /payment); an order whose subtotal is
  // not a whole number of units is stated as one line of its subtotal, so the lines always add up.
  const quantity = unitCents > 0 && subtotalCents % unitCents === 0 ? subtotalCents / unitCents : 1;
  const lines: BillingLine[] = [
    {
      description: MEMBERSHIP_LINE_DESCRIPTIONS[order.accountType],
      unitCents: quantity === 1 ? subtotalCents : unitCents,
      quantity,
      cents: subtotalCents,
    },
  ];
  const vat = normalizeVatNumber(order.vat);
  const buyer: BillingBuyer = {
    name: order.name,
    company: order.companyName,
    address: order.address,
    zip: order.zip,
    city: order.city,
    country: country.name,
    countryCode: country.code,
    vat: vat || null,
    taxIdLabel: taxIdLabel(country.code),
    email: order.email,
  };
  const invoice = em.create(Invoice, {
    company: order.company?.id ?? null,
    invoiceNumber: await nextInvoiceNumber(em, Number(invoiceDate.slice(0, 4))),
    account: ACCOUNT_OF_ORDER[order.accountType],
    total: order.total,
    subtotal: order.subtotal,
    vatAmount: order.vatAmount,
    vatRate: order.vatRate,
    vatLabel: order.vatLabel,
    vatNote: order.vatNote ?? null,
    lines,
    buyer,
    order: order.id,
    membershipCounted: false,
    providerRef,
    invoiceDate,
    dueDate: addToDate(invoiceDate, { days: INVOICE_DUE_DAYS }),
    datePaid: invoiceDate,
    paymentStatus: 1,
    forcePay: false,
    link: null,
    seller: await currentSellerDetails(em),
  });
  await em.flush();
  order.status = 'paid';
  order.paidAt = paidAt;
  order.invoice = invoice;
  if (order.company) {
    await extendMembership(em, order.company.id, { paidOn: invoiceDate, accountType: order.accountType });
    invoice.membershipCounted = true;
  }
  await em.flush();
  return { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, changed: true };
}

/**
 * Staff's match of a visitor's paid order to a company (the company approved from the same registration):
 * the order and its invoice get the company, and the paid year is added to its membership once. Idempotent.
 */
export async function attachOrderToCompany(
  em: EntityManager,
  orderId: number,
  companyId: number,
): Promise<void> {
  if (!em.isInTransaction()) throw new Error('attachOrderToCompany must run in a transaction');
  const order = await em.findOne(PaymentOrder, orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!order) throw NotFoundError('Payment order not found.');
  order.company = em.getReference(Company, companyId);
  if (!order.invoice) {
    await em.flush();
    return;
  }
  const invoice = await em.findOneOrFail(Invoice, order.invoice.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  invoice.company = em.getReference(Company, companyId);
  if (!invoice.membershipCounted) {
    await extendMembership(em, companyId, {
      paidOn: dateOnly(invoice.invoiceDate),
      accountType: order.accountType,
    });
    invoice.membershipCounted = true;
  }
  await em.flush();
}
