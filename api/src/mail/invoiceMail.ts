import type { MailMessageData } from '@tbs/contracts';
import { formatEuro, escapeHtml } from '@tbs/rules';

/** One invoice line as the mail states it. */
export interface InvoiceMailLine {
  description: string;
  cents: number;
}

/**
 * The mail after a paid membership order: the invoice's number, lines, VAT line and total, paid. The mail
 * queue carries no attachments, so the PDF is not attached: members download it from Billing History (the
 * link), and a visitor's order gets it once staff have matched the order to the new company.
 */
export function paidInvoiceMail(props: {
  to: string;
  name: string;
  invoiceNumber: string;
  /** dd/mm/yyyy */
  invoiceDate: string;
  lines: InvoiceMailLine[];
  subtotalCents: number;
  vatLabel: string;
  /** Why 21% was added for an EU buyer outside the Netherlands, or null. */
  vatNote: string | null;
  vatCents: number;
  totalCents: number;
  /** The Billing History page. */
  invoicesLink: string;
}): MailMessageData {
  const { to, name, invoiceNumber, invoiceDate, lines, subtotalCents, vatLabel, vatCents, totalCents } =
    props;
  const rows: [string, string][] = [
    ...lines.map((line): [string, string] => [line.description, formatEuro(line.cents)]),
    ['Subtotal', formatEuro(subtotalCents)],
    [vatLabel, formatEuro(vatCents)],
    ['Invoice Total', formatEuro(totalCents)],
  ];
  const text = [
    `Dear ${name},`,
    '',
    'Thank you for your order. Your payment was received and your TBS membership invoice is below.',
    '',
    `Invoice ${invoiceNumber} of ${invoiceDate} (paid)`,
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    ...(props.vatNote ? ['', props.vatNote] : []),
    '',
    'Your membership is activated within 24 hours of the payment. Members download the invoice as a PDF from Billing History:',
    props.invoicesLink,
    '',
    'TBS',
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(name)},</p>`,
    '<p>Thank you for your order. Your payment was received and your TBS membership invoice is below.</p>',
    `<p><strong>Invoice ${escapeHtml(invoiceNumber)}</strong> of ${escapeHtml(invoiceDate)} (paid)</p>`,
    '<table>',
    ...rows.map(
      ([label, amount]) =>
        `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(amount)}</td></tr>`,
    ),
    '</table>',
    ...(props.vatNote ? [`<p>${escapeHtml(props.vatNote)}</p>`] : []),
    '<p>Your membership is activated within 24 hours of the payment. Members download the invoice as a PDF from ' +
      `<a href="${escapeHtml(props.invoicesLink)}">Billing History</a>.</p>`,
    '<p>TBS</p>',
  ].join('\n');
  return { to, subject: `Your TBS invoice ${invoiceNumber}`, text, html };
}
