import PDFDocument from 'pdfkit';
import { formatEuro, formatInvoiceDate } from '@tbs/rules';
import type { OperatorDetailsView } from '../presenters/staffContact.ts';
import type { InvoiceDocument } from '../queries/invoiceDocuments.ts';

function statusLine(doc: InvoiceDocument): string | null {
  if (doc.kind === 'creditNote') return null;
  if (doc.paymentStatus === 9) return 'VOID';
  if (doc.paymentStatus === 1 || doc.paymentStatus === 2) {
    return doc.datePaid ? `Paid on ${formatInvoiceDate(doc.datePaid)}` : 'Paid';
  }
  return `Payment due by ${formatInvoiceDate(doc.dueDate)}`;
}

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const RIGHT = PAGE_WIDTH - MARGIN;
const COLUMNS = { description: MARGIN, quantity: 330, unit: 380, amount: 470 };

/**
 * The PDF of an invoice or credit note (pdfkit, A4, the built-in Helvetica: nothing read from disk).
 * Deterministic: the creation date is the document's date and the file id derives from it, so rendering the
 * same document twice gives the same bytes. States the seller (operator details), the buyer with their VAT
 * (or EORI) number, the lines, subtotal, the VAT line with its label, the total with two decimals, dates
 * dd/mm/yyyy and the payment status (paid on, VOID, or due by: stored facts, never today's).
 */
export function renderInvoicePdf(doc: InvoiceDocument, seller: OperatorDetailsView | null): Promise<Buffer> {
  const title = doc.kind === 'invoice' ? 'Invoice' : 'Credit note';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    info: {
      Title: `${title} ${doc.number}`,
      Author: seller?.legalName ?? 'TBS',
      Subject: `${title} ${doc.number}`,
      Producer: 'TBS',
      Creator: 'TBS',
      CreationDate: new Date(`${doc.date}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // Seller
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(seller?.legalName ?? 'TBS', MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(9);
  const sellerLines = [
    ...(seller?.postalAddress ?? []),
    seller?.chamberOfCommerce ? `Chamber of Commerce: ${seller.chamberOfCommerce}` : null,
    seller?.vatNumber ? `VAT number: ${seller.vatNumber}` : null,
    seller?.bank?.iban
      ? `IBAN: ${seller.bank.iban}${seller.bank.bic ? `  BIC: ${seller.bank.bic}` : ''}`
      : null,
    seller?.bank?.bankName ?? null,
  ].filter((line): line is string => Boolean(line));
  for (const line of sellerLines) pdf.text(line);

  // Title and facts
  pdf
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title.toUpperCase(), 330, MARGIN, { width: RIGHT - 330, align: 'right' });
  pdf.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    [`${title} number`, doc.number],
    [`${title} date`, formatInvoiceDate(doc.date)],
  ];
  if (doc.dueDate) facts.push(['Due date', formatInvoiceDate(doc.dueDate)]);
  if (doc.creditsInvoiceNumber) facts.push(['Credits invoice', doc.creditsInvoiceNumber]);
  facts.push(['Account', doc.account]);
  let y = MARGIN + 30;
  for (const [label, value] of facts) {
    pdf.text(`${label}: ${value}`, 330, y, { width: RIGHT - 330, align: 'right' });
    y += 14;
  }

  // Buyer
  y = Math.max(y, pdf.y) + 30;
  pdf.font('Helvetica-Bold').fontSize(10).text('Bill to', MARGIN, y);
  pdf.font('Helvetica').fontSize(10);
  const { buyer } = doc;
  const buyerLines = [
    buyer.company,
    buyer.name ? `Attn. ${buyer.name}` : null,
    buyer.address,
    [buyer.zip, buyer.city].filter(Boolean).join(' ') || null,
    buyer.country,
    buyer.vat ? `${buyer.taxIdLabel} number: ${buyer.vat}` : null,
    buyer.email,
  ].filter((line): line is string => Boolean(line));
  for (const line of buyerLines) pdf.text(line);

  // Lines
  y = pdf.y + 30;
  pdf.font('Helvetica-Bold').fontSize(10);
  pdf.text('Description', COLUMNS.description, y);
  pdf.text('Qty', COLUMNS.quantity, y, { width: 40, align: 'right' });
  pdf.text('Unit price', COLUMNS.unit, y, { width: 80, align: 'right' });
  pdf.text('Amount', COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
  y += 16;
  pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  y += 6;
  pdf.font('Helvetica').fontSize(10);
  for (const line of doc.lines) {
    pdf.text(line.description, COLUMNS.description, y, { width: COLUMNS.quantity - MARGIN - 10 });
    const rowEnd = pdf.y;
    pdf.text(String(line.quantity), COLUMNS.quantity, y, { width: 40, align: 'right' });
    pdf.text(formatEuro(line.unitCents), COLUMNS.unit, y, { width: 80, align: 'right' });
    pdf.text(formatEuro(line.cents), COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
    y = Math.max(rowEnd, pdf.y) + 6;
  }
  pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  y += 10;

  // Totals
  const totalRow = (label: string, cents: number, bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
    pdf.text(label, MARGIN, y, { width: COLUMNS.amount - MARGIN - 10, align: 'right' });
    const labelEnd = pdf.y;
    pdf.text(formatEuro(cents), COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
    y = Math.max(labelEnd, pdf.y) + 6;
  };
  totalRow('Subtotal', doc.subtotalCents);
  if (doc.vatLabel) {
    const number = buyer.vat ? ` (${buyer.taxIdLabel} ${buyer.vat})` : '';
    totalRow(`${doc.vatLabel}${number}`, doc.vatCents);
  } else if (doc.vatCents) {
    totalRow('VAT', doc.vatCents);
  }
  totalRow(doc.kind === 'invoice' ? 'Invoice Total' : 'Credit Total', doc.totalCents, true);
  if (doc.vatNote) {
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(doc.vatNote, MARGIN, y, { width: RIGHT - MARGIN });
    y = pdf.y + 6;
  }

  // Status and payment terms
  y += 20;
  pdf.font('Helvetica').fontSize(10);
  const status = statusLine(doc);
  if (status) pdf.font('Helvetica-Bold').text(status, MARGIN, y);
  if (doc.kind === 'invoice' && doc.paymentStatus === null) {
    pdf
      .font('Helvetica')
      .text(
        `Please pay within 15 days of the invoice date, stating ${doc.number}` +
          (seller?.bank?.iban ? `, to IBAN ${seller.bank.iban}` : '') +
          ', or pay by card from Billing History.',
      );
  }
  pdf
    .font('Helvetica')
    .fontSize(8)
    .text('Memberships are billed yearly and cannot be cancelled once billed.', MARGIN, 780, {
      width: RIGHT - MARGIN,
      align: 'center',
    });
  pdf.end();
  return done;
}
