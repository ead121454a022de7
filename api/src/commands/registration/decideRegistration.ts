import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Company, Contact, PasswordResetToken, RegistrationRequest } from '@tbs/db';
import type { MailMessageData } from '@tbs/contracts';
import { hashToken, newOpaqueToken } from '../../auth/tokens.ts';
import { businessToday, humanDate } from '../../dates.ts';
import { registrationApprovedMail, registrationDeclinedMail } from '../../mail/registrationMail.ts';
import { resetLink } from '../passwordReset.ts';
import { conflictMessages, registrationConflicts } from './submitRegistration.ts';

/**
 * The welcome link is a password-reset token (same table, same single-use rules, same /?reset= page) that stays
 * valid for a week instead of an hour: a new member may not read the mail the same day.
 */
export const WELCOME_LINK_VALID_DAYS = 7;

/** A decision staff cannot make (unknown request, decided already, a duplicate since): the message says why. */
export class RegistrationDecisionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistrationDecisionError';
  }
}

/** 'YYYY-MM-DD' a calendar month later; the 31st of a shorter month becomes its last day (as PostgreSQL). */
export function oneMonthLater(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastOfNext))).toISOString().slice(0, 10);
}

/**
 * A login name for the company from its name: lower-case letters and digits (accents dropped), at most 20
 * characters, with the lowest free number appended when taken ('acmetrading', 'acmetrading2').
 */
export async function deriveUsername(em: EntityManager, companyName: string): Promise<string> {
  const base =
    companyName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 20) || 'company';
  const rows = await em
    .getConnection()
    .execute<{ username: string }[]>(
      `select username from company where username = ? or username ~ ('^' || ? || '[0-9]+$')`,
      [base, base],
    );
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    if (!taken.has(`${base}${suffix}`)) return `${base}${suffix}`;
  }
}

/** A request's status as staff say it: a 'rejected' request was declined. */
export const decisionName = (status: string): string => (status === 'rejected' ? 'declined' : status);

async function lockRequest(em: EntityManager, requestId: number) {
  const request = await em.findOne(
    RegistrationRequest,
    { id: requestId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['country'] },
  );
  if (!request) throw new RegistrationDecisionError(`No registration with id ${requestId}.`);
  if (request.status !== 'pending') {
    const when = request.decidedAt
      ? ` on ${request.decidedAt.toISOString().slice(0, 16).replace('T', ' ')}`
      : '';
    const by = request.decidedBy ? ` by ${request.decidedBy}` : '';
    throw new RegistrationDecisionError(
      `Registration #${requestId} was ${decisionName(request.status)}${when}${by} already: nothing changed.`,
    );
  }
  return request;
}

export interface ApprovalResult {
  companyId: number;
  contactId: number;
  username: string;
  trialUntil: string;
  /** The welcome mail with the set-password link: send it once the transaction committed. */
  mail: MailMessageData;
}

/**
 * Approves a pending registration in one transaction: the company (country, address, city, zip, website, VAT,
 * description, phone), its owner contact (Main contact, no password yet), a one-month free trial from today,
 * a welcome token valid WELCOME_LINK_VALID_DAYS days, and the request marked approved. Refused (nothing
 * changes) when the request is not pending, or when the e-mail address or company name has become a member's
 * since it was sent. The caller sends the returned mail after the commit.
 */
export async function approveRegistration(
  em: EntityManager,
  props: { requestId: number; decidedBy: string; publicUrl: string; now?: Date },
): Promise<ApprovalResult> {
  const now = props.now ?? new Date();
  return em.transactional(async (tx) => {
    const request = await lockRequest(tx, props.requestId);
    const conflicts = conflictMessages(await registrationConflicts(tx, request, { pendingRequests: false }));
    if (conflicts.length) {
      throw new RegistrationDecisionError(
        `Registration #${request.id} cannot be approved: ${conflicts.join(' ')}`,
      );
    }
    const today = businessToday(now);
    const trialUntil = oneMonthLater(today);
    const username = await deriveUsername(tx, request.company);
    const company = tx.create(Company, {
      name: request.company,
      username,
      website: request.website ?? null,
      tel: request.tel,
      address: request.address,
      city: request.city ?? null,
      zip: request.zip ?? null,
      country: request.country,
      vatNr: request.vat ?? null,
      description: request.description ?? null,
      freeTrialUntil: trialUntil,
      memberSince: null,
    });
    const contact = tx.create(Contact, {
      company,
      name: request.name,
      function: request.function,
      position: 1,
      email: request.email,
      tel: request.tel,
      isOwner: true,
      passwordHash: null,
    });
    const token = newOpaqueToken();
    tx.create(PasswordResetToken, {
      contact,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + WELCOME_LINK_VALID_DAYS * 86_400_000),
    });
    request.status = 'approved';
    request.decidedAt = now;
    request.decidedBy = props.decidedBy.slice(0, 100);
    request.createdCompany = company;
    await tx.flush();
    return {
      companyId: company.id,
      contactId: contact.id,
      username,
      trialUntil,
      mail: registrationApprovedMail({
        to: contact.email,
        name: contact.name,
        companyName: company.name,
        trialUntil: humanDate(trialUntil),
        link: resetLink(props.publicUrl, token),
        validDays: WELCOME_LINK_VALID_DAYS,
      }),
    };
  });
}

/**
 * Declines a pending registration (with an optional reason, sent to the applicant) and returns the polite
 * refusal to mail after the commit. Refused when the request is not pending.
 */
export async function declineRegistration(
  em: EntityManager,
  props: { requestId: number; decidedBy: string; reason?: string | null; now?: Date },
): Promise<{ mail: MailMessageData }> {
  const reason = props.reason?.trim() ? props.reason.trim().slice(0, 1000) : null;
  return em.transactional(async (tx) => {
    const request = await lockRequest(tx, props.requestId);
    request.status = 'rejected';
    request.decidedAt = props.now ?? new Date();
    request.decidedBy = props.decidedBy.slice(0, 100);
    request.reason = reason;
    await tx.flush();
    return {
      mail: registrationDeclinedMail({
        to: request.email,
        name: request.name,
        companyName: request.company,
        reason,
      }),
    };
  });
}
