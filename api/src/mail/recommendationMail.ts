import type { MailMessageData } from '@tbs/contracts';
import { escapeHtml } from '@tbs/rules';

/** The e-mail telling a company owner that a member's recommendation waits for approval on /profile. */
export function recommendationWaitingMail(props: {
  to: string;
  ownerName: string;
  companyName: string;
  recommender: { name: string; companyName: string };
  text: string;
  /** The owner's profile page, where the recommendation is approved or declined. */
  link: string;
}): MailMessageData {
  const { to, ownerName, companyName, recommender, text, link } = props;
  const lines = [
    `Hello ${ownerName},`,
    '',
    `${recommender.name} of ${recommender.companyName} recommended ${companyName} on TBS:`,
    '',
    text,
    '',
    'The recommendation is shown on your company page once you approve it. Approve or decline it on your profile:',
    link,
    '',
    'TBS',
  ];
  const html = [
    `<p>Hello ${escapeHtml(ownerName)},</p>`,
    `<p>${escapeHtml(recommender.name)} of ${escapeHtml(recommender.companyName)} recommended ` +
      `${escapeHtml(companyName)} on TBS:</p>`,
    `<blockquote style="white-space: pre-wrap">${escapeHtml(text)}</blockquote>`,
    '<p>The recommendation is shown on your company page once you approve it. Approve or decline it on your profile:</p>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>TBS</p>',
  ].join('\n');
  return {
    to,
    subject: 'A recommendation of your company waits for your approval',
    text: lines.join('\n'),
    html,
  };
}
