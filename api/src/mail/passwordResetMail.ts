import type { MailMessageData } from '@tbs/contracts';
import { escapeHtml } from '@tbs/rules';

/** The e-mail with the password reset link (valid one hour, single use). */
export function passwordResetMail(props: { to: string; name: string; link: string }): MailMessageData {
  const { to, name, link } = props;
  const text = [
    `Hello ${name},`,
    '',
    'We received a request to reset the password of your TBS account.',
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    '',
    'TBS',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    '<p>We received a request to reset the password of your TBS account.',
    'Open this link within one hour to choose a new password:</p>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>',
    '<p>TBS</p>',
  ].join('\n');
  return { to, subject: 'Reset your TBS password', text, html };
}
