import type { MailMessageData } from '@tbs/contracts';
import { escapeHtml } from '@tbs/rules';

const paragraphsHtml = (paragraphs: string[]) =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');

/**
 * The welcome mail of an approved registration: the free trial runs until `trialUntil`, and the link (a
 * password-reset token valid `validDays` days, single use) lets the new owner choose a password and sign in.
 */
export function registrationApprovedMail(props: {
  to: string;
  name: string;
  companyName: string;
  /** The last day of the free trial, for people ('25 December 2026'). */
  trialUntil: string;
  link: string;
  validDays: number;
}): MailMessageData {
  const { to, name, companyName, trialUntil, link, validDays } = props;
  const intro = [
    `Welcome to TBS! We verified the profile of ${companyName} and your free trial has started: it runs until ${trialUntil}.`,
    `Your login is this e-mail address (${to}). Open this link within ${validDays} days to choose your password:`,
  ];
  const outro = [
    'Once your password is set, sign in to see full company details, send requests for quote, upload your inventory and broadcast to more than 3000 verified traders.',
    'The link works once. If it has expired, use "Forgot password?" in the sign-in window to get a new one.',
  ];
  const text = [
    `Hello ${name},`,
    '',
    ...intro,
    '',
    link,
    '',
    ...outro.flatMap((line) => [line, '']),
    'TBS',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    paragraphsHtml(intro),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    paragraphsHtml(outro),
    '<p>TBS</p>',
  ].join('\n');
  return { to, subject: 'Your TBS free trial has started: choose your password', text, html };
}

/** The polite refusal of a registration, with the reason staff gave (if any). */
export function registrationDeclinedMail(props: {
  to: string;
  name: string;
  companyName: string;
  reason: string | null;
}): MailMessageData {
  const { to, name, companyName, reason } = props;
  const body = [
    `Thank you for your interest in TBS and for registering ${companyName} for a free trial.`,
    'After reviewing your registration we are unfortunately unable to approve it.',
    ...(reason ? [`Reason: ${reason}`] : []),
    'If you think this is a mistake or your situation changes, simply reply to this e-mail or contact us through the contact page: we are happy to take another look.',
  ];
  const text = [`Hello ${name},`, '', ...body.flatMap((line) => [line, '']), 'Kind regards,', 'TBS'].join(
    '\n',
  );
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    paragraphsHtml(body),
    '<p>Kind regards,<br>TBS</p>',
  ].join('\n');
  return { to, subject: 'Your TBS free trial registration', text, html };
}

/** What staff read of a new registration (the details as typed, and how to decide on it). */
export interface RegistrationSummary {
  id: number;
  company: string;
  countryName: string;
  name: string;
  function: string;
  email: string;
  tel: string;
  hear: string;
  website: string | null;
}

/** Tells the operator's inbox that a registration waits for approval. */
export function registrationWaitingMail(props: {
  to: string;
  request: RegistrationSummary;
}): MailMessageData {
  const { to, request } = props;
  const lines = [
    `Registration #${request.id} waits for approval:`,
    '',
    `Company: ${request.company} (${request.countryName})`,
    `Contact: ${request.name}, ${request.function}`,
    `E-mail: ${request.email}`,
    `Phone: ${request.tel}`,
    `Website: ${request.website ?? '-'}`,
    `Heard from: ${request.hear}`,
    '',
    `Review it with: npm run staff -- registration show ${request.id}`,
    `Approve: npm run staff -- registration approve ${request.id}`,
    `Decline: npm run staff -- registration decline ${request.id} --reason "..."`,
  ];
  return {
    to,
    subject: `Free trial registration #${request.id} waits for approval`,
    text: lines.join('\n'),
    html: `<pre>${escapeHtml(lines.join('\n'))}</pre>`,
  };
}

/**
 * Tells an address that someone registered with it although it is a member's already (sign in, or choose a new
 * password) or waits for approval already. The registration form answers such a request like any other, so
 * only the owner of the address learns that it is known. Nothing typed into the form is repeated here: the mail
 * must not carry a stranger's words to a member.
 */
export function registrationAddressInUseMail(props: {
  to: string;
  isMember: boolean;
  /** The site's address, where a member signs in or asks for a new password. */
  siteUrl: string;
  /** Where to ask questions (the operator's inbox), when there is one. */
  inbox: string | null;
}): MailMessageData {
  const { to, isMember, siteUrl, inbox } = props;
  const body = [
    `Someone tried to register a company for a free trial on TBS with this e-mail address (${to}).`,
    isMember
      ? `This address already belongs to a TBS account. If it was you, sign in at ${siteUrl} with this address, or use "Forgot password?" in the sign-in window to choose a new password.`
      : 'A registration with this address is waiting for approval already. If it was you, there is no need to register again: we will write to you as soon as it is approved.',
    'If it was not you, you can ignore this e-mail: nothing has been changed.',
    ...(inbox ? [`Questions? Write to ${inbox}.`] : []),
  ];
  const text = ['Hello,', '', ...body.flatMap((line) => [line, '']), 'TBS'].join('\n');
  const html = ['<p>Hello,</p>', paragraphsHtml(body), '<p>TBS</p>'].join('\n');
  return { to, subject: 'A TBS free trial registration with your e-mail address', text, html };
}
