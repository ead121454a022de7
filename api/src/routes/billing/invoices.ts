import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditNote, Invoice } from '@tbs/db';
import { renderInvoicePdf } from '../../pdf/invoicePdf.ts';
import {
  loadCreditNoteDocument,
  loadInvoiceDocument,
  loadSeller,
  type InvoiceDocument,
} from '../../queries/invoiceDocuments.ts';
import { businessToday } from '../../dates.ts';
import { NotFoundError } from '../../errors.ts';
import { RESOLVED_BY_PAYING } from '../../policies/block.ts';
import { BILLING_HISTORY_START, presentCreditNote, presentInvoice } from '../../presenters/invoices.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter, HandlerContext } from '../../router.ts';
import { BILLING_MESSAGES, BillingListAnswer, DocumentNumberParams, PdfBytesAnswer } from './schema.ts';

const tags = ['companies', 'billing'];

/** Numbers as the system gives them out: letters, digits and dashes. */
const WELL_FORMED_NUMBER = /^[A-Za-z0-9-]{1,30}$/;

/** The PDF as a download named after its number; rendered again on every call (the same bytes each time). */
function sendPdf(ctx: HandlerContext<object, 'member'>, number: string, pdf: Buffer): Buffer {
  ctx.set('Content-Disposition', `attachment; filename="${number}.pdf"`);
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = 'application/pdf';
  return pdf;
}

/** Loads one of a company's invoices or credit notes by number; null when it is not the company's. */
type DocumentLoader = (
  em: EntityManager,
  companyId: number,
  number: string,
) => Promise<InvoiceDocument | null>;

/**
 * The PDF of one of the signed-in company's documents by number; a malformed number, or one that is not the
 * company's, is the same 404.
 */
async function companyDocumentPdf(
  ctx: HandlerContext<{ params: typeof DocumentNumberParams }, 'member'>,
  load: DocumentLoader,
  notFound: string,
): Promise<Buffer> {
  const { number } = ctx.input.params;
  const { em } = ctx.state;
  const doc = WELL_FORMED_NUMBER.test(number) ? await load(em, ctx.auth.company.id, number) : null;
  if (!doc) throw NotFoundError(notFound);
  return sendPdf(ctx, doc.number, await renderInvoicePdf(doc, await loadSeller(em, doc.keptSeller)));
}

/**
 * Billing History (spec part 2 sections 2, 3, 4, 7): the signed-in company's invoices and credit notes since
 * 2021, newest first, and their PDFs by number, rendered from the stored invoice on every download (never a
 * file on disk). Every member of the company sees its billing (service-only members too: the invoices are the
 * company's); another company's numbers answer 404, the same as numbers that do not exist, so nothing tells
 * them apart. A member blocked for an overdue invoice or an ended trial keeps these calls: they are the way
 * to pay (policies/block.ts).
 */
export function billingRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/getInvoices',
    tags,
    access: 'member',
    duringBlock: RESOLVED_BY_PAYING,
    summary: "The signed-in company's invoices since 2021, newest first",
    description:
      'Each with number, account, total (two decimals), invoice date and date paid (dd/mm/yyyy), payment ' +
      'status (1 or 2 paid, 9 void, null open) and isPastDue (open and due before today).',
    response: BillingListAnswer,
    handler: async (ctx) => {
      const invoices = await ctx.state.em.find(
        Invoice,
        { company: ctx.auth.company.id, invoiceDate: { $gte: BILLING_HISTORY_START } },
        { orderBy: { invoiceDate: 'desc', id: 'desc' } },
      );
      const today = businessToday();
      const results = invoices.map((invoice) => presentInvoice(invoice, today));
      return okPayload({ results, numResults: results.length });
    },
  });

  api.route({
    method: 'get',
    path: '/api/companies/getCreditNotes',
    tags,
    access: 'member',
    duringBlock: RESOLVED_BY_PAYING,
    summary: "The signed-in company's credit notes since 2021, newest first",
    description: 'In the invoice fields: invoiceNumber is the credit note number, invoiceDate its date.',
    response: BillingListAnswer,
    handler: async (ctx) => {
      const notes = await ctx.state.em.find(
        CreditNote,
        { company: ctx.auth.company.id, creditNoteDate: { $gte: BILLING_HISTORY_START } },
        { orderBy: { creditNoteDate: 'desc', id: 'desc' } },
      );
      const results = notes.map(presentCreditNote);
      return okPayload({ results, numResults: results.length });
    },
  });

  api.route({
    method: 'get',
    path: '/api/companies/invoices/:number/pdf',
    tags,
    access: 'member',
    duringBlock: RESOLVED_BY_PAYING,
    summary: "The PDF of one of the signed-in company's invoices, by number",
    description:
      'application/pdf as an attachment named after the number. 404 for a number that is not the ' +
      "company's.",
    schemas: { params: DocumentNumberParams },
    response: PdfBytesAnswer,
    handler: (ctx) => companyDocumentPdf(ctx, loadInvoiceDocument, BILLING_MESSAGES.invoiceNotFound),
  });

  api.route({
    method: 'get',
    path: '/api/companies/creditNotes/:number/pdf',
    tags,
    access: 'member',
    duringBlock: RESOLVED_BY_PAYING,
    summary: "The PDF of one of the signed-in company's credit notes, by number",
    description: "application/pdf as an attachment. 404 for a number that is not the company's.",
    schemas: { params: DocumentNumberParams },
    response: PdfBytesAnswer,
    handler: (ctx) => companyDocumentPdf(ctx, loadCreditNoteDocument, BILLING_MESSAGES.creditNoteNotFound),
  });
}
