import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditNote, Invoice, Setting, type BillingBuyer, type BillingLine } from '@tbs/db';
import { MEMBERSHIP_LINE_DESCRIPTIONS, centsFromDecimal, taxIdLabel } from '@tbs/rules';
import { dateOnly } from '../dates.ts';
import { presentOperatorDetails, type OperatorDetailsView } from '../presenters/staffContact.ts';

/** Everything an invoice or credit note PDF states, from the stored row (never from today's data). */
export interface InvoiceDocument {
  kind: 'invoice' | 'creditNote';
  number: string;
  account: string;
  /** 'YYYY-MM-DD' */
  date: string;
  dueDate: string | null;
  datePaid: string | null;
  paymentStatus: number | null;
  /** For a credit note: the invoice it credits. */
  creditsInvoiceNumber: string | null;
  lines: BillingLine[];
  subtotalCents: number;
  vatCents: number;
  vatLabel: string | null;
  /** Why 21% was added for an EU buyer outside the Netherlands, or null. */
  vatNote: string | null;
  totalCents: number;
  buyer: BillingBuyer;
  /** The seller's details kept on the document when it was made (null: made before they were kept). */
  keptSeller: unknown;
}

type CompanyRow = {
  name: string;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  vatNr?: string | null;
  country: { code: string; name?: string };
};

/** The buyer of a row written without its content: the company as it is now (older rows only). */
function buyerOfCompany(company: CompanyRow | null): BillingBuyer {
  const code = company?.country.code ?? '';
  return {
    name: null,
    company: company?.name ?? '',
    address: company?.address ?? null,
    zip: company?.zip ?? null,
    city: company?.city ?? null,
    country: company?.country.name ?? code,
    countryCode: code,
    vat: company?.vatNr ?? null,
    taxIdLabel: taxIdLabel(code),
    email: null,
  };
}

interface StoredContent {
  account: string;
  total: string;
  subtotal?: string | null;
  vatAmount?: string | null;
  vatLabel?: string | null;
  vatNote?: string | null;
  lines?: BillingLine[] | null;
  buyer?: BillingBuyer | null;
  seller?: unknown;
}

/** The line of a row written without its lines, by account. */
const LEGACY_DESCRIPTIONS: Record<string, string> = {
  Plus: MEMBERSHIP_LINE_DESCRIPTIONS.plus,
  Broker: MEMBERSHIP_LINE_DESCRIPTIONS.broker,
  EBM: 'European Broker Meeting registration',
  Custom: 'TBS services',
};

function contentOf(row: StoredContent, company: CompanyRow | null) {
  const totalCents = centsFromDecimal(row.total);
  const subtotalCents = row.subtotal != null ? centsFromDecimal(row.subtotal) : totalCents;
  const lines = row.lines?.length
    ? row.lines
    : [
        {
          description: LEGACY_DESCRIPTIONS[row.account] ?? row.account,
          unitCents: subtotalCents,
          quantity: 1,
          cents: subtotalCents,
        },
      ];
  return {
    lines,
    subtotalCents,
    vatCents: row.vatAmount != null ? centsFromDecimal(row.vatAmount) : totalCents - subtotalCents,
    vatLabel: row.vatLabel ?? null,
    vatNote: row.vatNote ?? null,
    totalCents,
    buyer: row.buyer ?? buyerOfCompany(company),
    keptSeller: row.seller ?? null,
  };
}

/** The document of a stored invoice (its company populated with its country, for rows without content). */
export function invoiceDocument(
  invoice: {
    invoiceNumber: string;
    invoiceDate: string | Date;
    dueDate: string | Date;
    datePaid?: string | Date | null;
    paymentStatus?: number | null;
  } & StoredContent,
  company: CompanyRow | null,
): InvoiceDocument {
  return {
    kind: 'invoice',
    number: invoice.invoiceNumber,
    account: invoice.account,
    date: dateOnly(invoice.invoiceDate),
    dueDate: dateOnly(invoice.dueDate),
    datePaid: invoice.datePaid ? dateOnly(invoice.datePaid) : null,
    paymentStatus: invoice.paymentStatus ?? null,
    creditsInvoiceNumber: null,
    ...contentOf(invoice, company),
  };
}

/** The document of a stored credit note. */
export function creditNoteDocument(
  note: { creditNoteNumber: string; creditNoteDate: string | Date } & StoredContent,
  company: CompanyRow | null,
  creditsInvoiceNumber: string | null,
): InvoiceDocument {
  return {
    kind: 'creditNote',
    number: note.creditNoteNumber,
    account: note.account,
    date: dateOnly(note.creditNoteDate),
    dueDate: null,
    datePaid: null,
    paymentStatus: null,
    creditsInvoiceNumber,
    ...contentOf(note, company),
  };
}

/** The operator's details as they stand now (setting operatorDetails): kept on each new invoice as its seller. */
export async function currentSellerDetails(em: EntityManager): Promise<unknown> {
  return (await em.findOne(Setting, { key: 'operatorDetails' }))?.value ?? null;
}

/**
 * The seller of a document: the details kept on it when it was made (so its PDF never changes), or today's
 * for a document made before they were kept.
 */
export async function loadSeller(em: EntityManager, kept: unknown): Promise<OperatorDetailsView | null> {
  const details = kept ?? (await currentSellerDetails(em));
  return details ? presentOperatorDetails(details) : null;
}

/** A company's invoice by its number, with what its PDF needs; null when it is not the company's. */
export async function loadInvoiceDocument(
  em: EntityManager,
  companyId: number,
  invoiceNumber: string,
): Promise<InvoiceDocument | null> {
  const invoice = await em.findOne(
    Invoice,
    { invoiceNumber, company: companyId },
    { populate: ['company', 'company.country'] },
  );
  return invoice ? invoiceDocument(invoice, invoice.company ?? null) : null;
}

/** A company's credit note by its number; null when it is not the company's. */
export async function loadCreditNoteDocument(
  em: EntityManager,
  companyId: number,
  creditNoteNumber: string,
): Promise<InvoiceDocument | null> {
  const note = await em.findOne(
    CreditNote,
    { creditNoteNumber, company: companyId },
    { populate: ['company', 'company.country', 'invoice'] },
  );
  return note ? creditNoteDocument(note, note.company, note.invoice?.invoiceNumber ?? null) : null;
}
