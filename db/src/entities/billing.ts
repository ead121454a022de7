import { defineEntity, p } from '@mikro-orm/core';
import { companyNameKey } from '../companyNameKey.ts';
import { Company } from './company.ts';
import { Country } from './reference.ts';

export const INVOICE_ACCOUNTS = ['Plus', 'Broker', 'EBM', 'Custom'] as const;
/** 1 or 2 = paid, 9 = void, null = open (due or overdue by due date). */
export const PAYMENT_STATUSES = [1, 2, 9] as const;

/** One line of an invoice, credit note or order: exact cents (rules/src/billing.ts). */
export interface BillingLine {
  description: string;
  unitCents: number;
  quantity: number;
  cents: number;
}

/** The buyer as the invoice states it, stored so the same PDF renders every time. */
export interface BillingBuyer {
  name: string | null;
  company: string;
  address: string | null;
  zip: string | null;
  city: string | null;
  country: string;
  countryCode: string;
  /** VAT number (EORI for the UK, see taxIdLabel); null when none was given. */
  vat: string | null;
  taxIdLabel: 'VAT' | 'EORI';
  email: string | null;
}

/** A membership or event invoice; due 15 days after the invoice date. */
export const Invoice = defineEntity({
  name: 'Invoice',
  properties: {
    id: p.integer().primary(),
    /**
     * Null only for the paid order of a visitor (no company yet): staff match it to the company
     * (attachOrderToCompany in api/src/commands/billing/), which also counts its membership year.
     */
    company: () => p.manyToOne(Company).nullable().deleteRule('cascade'),
    invoiceNumber: p.string().length(30).unique(),
    account: p.enum(INVOICE_ACCOUNTS),
    /** Exact euro amounts as numeric(10,2) text ('816.75'); convert with centsFromDecimal (@tbs/rules). */
    total: p.decimal('string').precision(10).scale(2).check('total >= 0'),
    subtotal: p.decimal('string').precision(10).scale(2).nullable().check('subtotal >= 0'),
    vatAmount: p.decimal('string').precision(10).scale(2).nullable().check('vat_amount >= 0'),
    /** Whole percent: 21 or 0. The content columns are null only on a row written without them (the PDF then
     * states one line of the total without VAT); settlePaidOrder, the seed and the migration fill them. */
    vatRate: p.smallint().nullable(),
    vatLabel: p.string().length(100).nullable(),
    /** Why 21% was added for an EU buyer outside the Netherlands (quoteMembership's vatNote), else null. */
    vatNote: p.string().length(300).nullable(),
    lines: p.json<BillingLine[]>().nullable(),
    buyer: p.json<BillingBuyer>().nullable(),
    /** The paid order this invoice settles (membership bought on /payment); null for staff-made invoices. */
    order: () => p.manyToOne(PaymentOrder).nullable().unique().deleteRule('set null'),
    /** True once a paid Plus/Broker invoice has extended the company's membership (settle commands). */
    membershipCounted: p.boolean().default(false),
    /** The card provider's payment that paid it. */
    providerRef: p.string().length(200).nullable(),
    invoiceDate: p.date(),
    dueDate: p.date(),
    datePaid: p.date().nullable(),
    paymentStatus: p.enum(PAYMENT_STATUSES).nullable(),
    /** When set, an overdue invoice blocks the whole site until paid. */
    forcePay: p.boolean().default(false),
    /** Payment link at the card payment provider. */
    link: p.string().length(500).nullable(),
    /** The operator's details (setting operatorDetails) when the invoice was made: its PDF never changes. */
    seller: p.json<unknown>().nullable(),
  },
  indexes: [{ name: 'invoice_company_date_idx', properties: ['company', 'invoiceDate'] }],
  checks: [
    { name: 'invoice_due_after_date', expression: 'due_date >= invoice_date' },
    {
      name: 'invoice_payment_status_check',
      expression: 'payment_status is null or payment_status in (1, 2, 9)',
    },
  ],
});

export const CreditNote = defineEntity({
  name: 'CreditNote',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).index().deleteRule('cascade'),
    invoice: () => p.manyToOne(Invoice).nullable().deleteRule('set null'),
    creditNoteNumber: p.string().length(30).unique(),
    account: p.enum(INVOICE_ACCOUNTS),
    total: p.decimal('string').precision(10).scale(2).check('total >= 0'),
    subtotal: p.decimal('string').precision(10).scale(2).nullable().check('subtotal >= 0'),
    vatAmount: p.decimal('string').precision(10).scale(2).nullable().check('vat_amount >= 0'),
    vatRate: p.smallint().nullable(),
    vatLabel: p.string().length(100).nullable(),
    lines: p.json<BillingLine[]>().nullable(),
    buyer: p.json<BillingBuyer>().nullable(),
    creditNoteDate: p.date(),
    link: p.string().length(500).nullable(),
    /** The operator's details when the credit note was made (as on invoices). */
    seller: p.json<unknown>().nullable(),
  },
});

/** A membership order from /payment, answered with a link to the card payment provider. */
export const PaymentOrder = defineEntity({
  name: 'PaymentOrder',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).nullable().deleteRule('set null'),
    accountType: p.enum(['plus', 'broker'] as const),
    name: p.string().length(100),
    email: p.string().length(254),
    companyName: p.string().length(150),
    address: p.string().length(300),
    zip: p.string().length(20),
    city: p.string().length(100),
    country: () => p.manyToOne(Country),
    /** The buyer's VAT number (EORI for the UK): a member's from the company's record; null when none. */
    vat: p.string().length(40).nullable(),
    isContractAgreed: p.boolean().check('is_contract_agreed'),
    /** Exact euro amounts as numeric(10,2) text; convert with centsFromDecimal (@tbs/rules). Unit price. */
    price: p.decimal('string').precision(10).scale(2),
    subtotal: p.decimal('string').precision(10).scale(2),
    vatAmount: p.decimal('string').precision(10).scale(2),
    /** Whole percent: 21 or 0 (quoteMembership). */
    vatRate: p.smallint(),
    vatLabel: p.string().length(100),
    /** Why 21% was added for an EU buyer outside the Netherlands (quoteMembership's vatNote), else null. */
    vatNote: p.string().length(300).nullable(),
    /** The standing of an EU buyer's VAT number when it was priced (VatNumberCheck), else null. */
    vatCheck: p.string().length(20).nullable(),
    total: p.decimal('string').precision(10).scale(2),
    status: p.enum(['created', 'paid', 'failed'] as const).default('created'),
    /**
     * The secret the provider's return carries (/payment?stage=ok&order=...): whoever holds it reads the order
     * back (stages 4 and 5 go back to Verify Order), whatever browser tab or address they return to.
     */
    returnToken: p.string().length(43).nullable().unique(),
    createdAt: p.datetime().defaultRaw('now()'),
    paidAt: p.datetime().nullable(),
    /** The invoice settlePaidOrder made for it. */
    invoice: () => p.manyToOne(Invoice).nullable().unique().deleteRule('set null'),
  },
});

/** The last invoice number given out per year (TBS-2026-00001): taken for update in the paying transaction. */
export const InvoiceNumberCounter = defineEntity({
  name: 'InvoiceNumberCounter',
  properties: {
    year: p.smallint().primary().autoincrement(false),
    last: p.integer().check('last >= 0'),
  },
});

/** 'rejected' is a declined request (the staff CLI says declined). */
export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A free-trial sign-up: pending until staff approve it (creating the company) or decline it. */
export const RegistrationRequest = defineEntity({
  name: 'RegistrationRequest',
  properties: {
    id: p.integer().primary(),
    company: p.string().length(150),
    /** companyNameKey(company), as on company (kept on every ORM write). */
    nameKey: p
      .text()
      .nullable()
      .onCreate((request: { company: string }) => companyNameKey(request.company))
      .onUpdate((request: { company: string }) => companyNameKey(request.company)),
    address: p.string().length(300),
    city: p.string().length(100).nullable(),
    zip: p.string().length(20).nullable(),
    country: () => p.manyToOne(Country),
    description: p.text().nullable(),
    website: p.string().length(200).nullable(),
    vat: p.string().length(40).nullable(),
    hear: p.string().length(60),
    name: p.string().length(100),
    function: p.string().length(100),
    email: p.string().length(254),
    tel: p.string().length(40),
    isContractAgreed: p.boolean().check('is_contract_agreed'),
    isFromQrCode: p.boolean().default(false),
    status: p.enum(REGISTRATION_STATUSES).default('pending'),
    createdAt: p.datetime().defaultRaw('now()'),
    /** The client address the request came from (abuse handling). */
    ip: p.string().length(64).nullable(),
    decidedAt: p.datetime().nullable(),
    /** Who approved or declined it (the staff CLI names the operating-system user). */
    decidedBy: p.string().length(100).nullable(),
    /** The reason given with a decline (sent to the applicant). */
    reason: p.string().length(1000).nullable(),
    /** The company an approval created. */
    createdCompany: () => p.manyToOne(Company).fieldName('company_id').nullable().deleteRule('set null'),
  },
  indexes: [{ name: 'registration_request_status_idx', properties: ['status', 'id'] }],
  uniques: [
    // One pending request per address and per company name (look-alikes too): racing submissions cannot both wait.
    {
      name: 'registration_request_pending_email',
      expression:
        "create unique index registration_request_pending_email on registration_request (lower(email)) where status = 'pending'",
    },
    {
      name: 'registration_request_pending_name_key',
      expression:
        "create unique index registration_request_pending_name_key on registration_request (name_key) where status = 'pending'",
    },
  ],
});

/** Thumbs rating of the registration form. */
export const RegistrationRating = defineEntity({
  name: 'RegistrationRating',
  properties: {
    id: p.integer().primary(),
    rating: p.smallint().check('rating >= 0 and rating <= 5'),
    company: p.string().length(150).nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
