import type { MailMessageData } from '@tbs/contracts';
import { oneLine } from './contactMessageMail.ts';
import { escapeHtml } from '@tbs/rules';

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/** A staff decision on a complaint, as its two parties are told of it. */
export interface ComplaintDecisionMailProps {
  complaintId: number;
  /** accept: pending to open; reject: pending or open to rejected. */
  decision: 'accepted' | 'rejected';
  /** Whether staff had accepted the complaint before rejecting it (its tier was withheld until now). */
  wasAccepted: boolean;
  title: string;
  /** ISO date. */
  transactionDate: string;
  company: { name: string };
  filer: { name: string; email: string };
  /** Whom the company is told through: its owner, else its first contact; null when it has none. */
  companyContact: { name: string; email: string } | null;
  /** Staff's reason for a rejection, told to the filer only. */
  reason?: string;
}

/** Plain paragraphs as a text and an HTML body. */
function mail(to: string, subject: string, paragraphs: string[]): MailMessageData {
  return {
    to,
    subject: oneLine(subject),
    text: [...paragraphs, 'TBS'].join('\n\n'),
    html: [...paragraphs, 'TBS']
      .map((paragraph) => `<p style="white-space: pre-wrap">${escapeHtml(paragraph)}</p>`)
      .join('\n'),
  };
}

/** What the member who filed the complaint reads. */
function filerMail(props: ComplaintDecisionMailProps): MailMessageData {
  const { complaintId, company, filer } = props;
  const about = `your complaint #${complaintId} against ${company.name} ("${props.title}", transaction of ${dayMonthYear(props.transactionDate)})`;
  const outcome =
    props.decision === 'accepted'
      ? [
          `TBS staff reviewed ${about} and accepted it. Staff now mediate between you and ${company.name}; until the complaint is solved, ${company.name} shows no Trusted, Gold or Diamond badge.`,
        ]
      : [
          `TBS staff ${props.wasAccepted ? 'looked again at' : 'reviewed'} ${about} and rejected it. It ${props.wasAccepted ? 'no longer affects' : 'has no effect on'} the membership tier of ${company.name}.`,
          ...(props.reason ? [`Reason: ${props.reason}`] : []),
          'If you have new documents about the transaction, reply to this e-mail.',
        ];
  return mail(filer.email, `Your complaint #${complaintId} against ${company.name} was ${props.decision}`, [
    `Hello ${filer.name},`,
    ...outcome,
  ]);
}

/** What the company the complaint is against reads (never who filed it: staff mediate). */
function companyMail(
  props: ComplaintDecisionMailProps,
  contact: { name: string; email: string },
): MailMessageData {
  const { company } = props;
  const filed = `A member filed a complaint against ${company.name} about a transaction of ${dayMonthYear(props.transactionDate)}: "${props.title}".`;
  const outcome =
    props.decision === 'accepted'
      ? `TBS staff reviewed it and accepted it for mediation; they will contact you about it. Until the complaint is solved, ${company.name} shows no Trusted, Gold or Diamond badge.`
      : props.wasAccepted
        ? `TBS staff looked at it again and rejected it: it no longer withholds the Trusted, Gold or Diamond badge of ${company.name}.`
        : `TBS staff reviewed it and rejected it: it has no effect on the membership tier of ${company.name}.`;
  return mail(contact.email, `A complaint against ${company.name} was ${props.decision} by TBS staff`, [
    `Hello ${contact.name},`,
    filed,
    outcome,
  ]);
}

/** The mails of a decision: to the member who filed the complaint, and to the company it is against. */
export function complaintDecisionMails(props: ComplaintDecisionMailProps): MailMessageData[] {
  const mails = [filerMail(props)];
  if (props.companyContact) mails.push(companyMail(props, props.companyContact));
  return mails;
}
