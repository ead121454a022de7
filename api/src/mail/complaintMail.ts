import type { MailMessageData } from '@tbs/contracts';
import { oneLine } from './contactMessageMail.ts';
import { escapeHtml } from '@tbs/rules';

/** A complaint as staff need it to start the mediation. */
export interface ComplaintMailProps {
  to: string;
  complaintId: number;
  company: { id: number; name: string };
  filedBy: { contactId: number; name: string; email: string; companyId: number; companyName: string };
  title: string;
  /** ISO date. */
  transactionDate: string;
  body: string;
  resolution: string;
  files: { kind: 'po' | 'invoice'; fileName: string; mimeType: string; size: number }[];
}

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');
const FILE_LABELS = { po: 'Purchase order', invoice: 'Invoice' } as const;

/**
 * The staff notification of a new complaint. The files are referenced, not attached: mail jobs go through
 * Redis and the mail_message outbox, where two 10 MB documents per complaint do not belong, and a mailbox
 * is no place for another member's invoices. Staff take them from the database with the staff CLI (named in
 * the mail).
 */
export function complaintMail(props: ComplaintMailProps): MailMessageData {
  const { complaintId, company, filedBy, files } = props;
  const fileLines = files.map(
    (file) =>
      `${FILE_LABELS[file.kind]}: ${file.fileName} (${file.mimeType}, ${Math.ceil(file.size / 1024)} KB)`,
  );
  const fields: [string, string][] = [
    ['Complaint', `#${complaintId}`],
    ['Against', `${company.name} (company ${company.id})`],
    [
      'Filed by',
      `${filedBy.name} <${filedBy.email}> of ${filedBy.companyName} (company ${filedBy.companyId})`,
    ],
    ['Title', props.title],
    ['Transaction date', dayMonthYear(props.transactionDate)],
  ];
  const export_ = `npm run staff -- complaint show ${complaintId} --out <folder>`;
  const closing = [
    `The complaint waits for your review: it has no effect on the company's tier until you accept it.`,
    `List the complaints to review: npm run staff -- complaint list`,
    `Save the files: ${export_}`,
    `Accept it (the company's Trusted/Gold/Diamond tier is withheld until it is solved): npm run staff -- complaint accept ${complaintId}`,
    `Or reject it: npm run staff -- complaint reject ${complaintId} [--reason <text>]`,
    '',
    'No mediation for C- or D-grade hardware, transactions under 2,000 EUR, goods sold As Is, or software; ' +
      'the purchase order and invoice must state the grade.',
  ];
  const text = [
    `A complaint was filed on TBS.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Description:',
    props.body,
    '',
    'Desired resolution:',
    props.resolution,
    '',
    'Files (stored with the complaint, not attached):',
    ...fileLines,
    '',
    ...closing,
  ].join('\n');
  const html = [
    '<p>A complaint was filed on TBS.</p>',
    `<p>${fields.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    '<h3>Description</h3>',
    `<p style="white-space: pre-wrap">${escapeHtml(props.body)}</p>`,
    '<h3>Desired resolution</h3>',
    `<p style="white-space: pre-wrap">${escapeHtml(props.resolution)}</p>`,
    '<h3>Files (stored with the complaint, not attached)</h3>',
    `<p>${fileLines.map(escapeHtml).join('<br>')}</p>`,
    `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return {
    to: props.to,
    subject: oneLine(`Complaint #${complaintId} against ${company.name}: ${props.title}`),
    text,
    html,
  };
}
