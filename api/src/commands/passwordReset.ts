import type { ServerResponse } from 'node:http';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { Contact, PasswordResetToken, Session } from '@tbs/db';
import { enqueueMail, type MailMessageData, type MailTarget } from '@tbs/contracts';
import { hashPassword } from '../auth/password.ts';
import { isStrongEnough, PASSWORD_STRENGTH_MESSAGE } from '@tbs/rules/passwordStrength';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import type { PasswordResetTokenEntity } from '../entities.ts';
import { InvalidRequestError, ValidationError } from '../errors.ts';
import { passwordResetMail } from '../mail/passwordResetMail.ts';
import { findContactByEmail } from '../queries/contacts.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** The answer to every reset request, whether the address is known or not. */
export const RESET_REQUESTED_MSG =
  'If we have your email-address on file, you will receive an email with instructions soon.';

export const RESET_LINK_MESSAGES = {
  valid: 'This password reset link is valid.',
  expired: 'This password reset link has expired.',
  invalid: 'This password reset link is invalid or has already been used.',
} as const;

export type ResetTokenState = keyof typeof RESET_LINK_MESSAGES;

/** The link the e-mail carries: the web app opens the new-password modal for `?reset=`. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/?reset=${encodeURIComponent(token)}`;
}

/**
 * Creates a one-hour reset token for an active contact with this address and returns the e-mail to send
 * (after the commit); returns null for unknown addresses, which the caller must not reveal.
 */
export async function requestPasswordReset(
  em: EntityManager,
  props: { email: string; publicUrl: string },
): Promise<MailMessageData | null> {
  const contact = await findContactByEmail(em, props.email);
  if (!contact || !contact.isActive) return null;
  const token = newOpaqueToken();
  em.create(PasswordResetToken, {
    contact,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await em.flush();
  return passwordResetMail({
    to: contact.email,
    name: contact.name,
    link: resetLink(props.publicUrl, token),
  });
}

/** Reset requests whose work has not finished yet. */
const pendingRequests = new Set<Promise<void>>();

/**
 * Does the work of a reset request once its answer has gone out (requestPasswordReset, then the mail), so known
 * and unknown addresses are answered alike and in the same time. Failures are logged, never answered.
 */
export function requestPasswordResetAfterAnswer(
  response: ServerResponse,
  deps: { orm: MikroORM; mailQueue: MailTarget; log: Logger },
  props: { email: string; publicUrl: string },
): void {
  const answered = new Promise<void>((resolve) => {
    // 'close' also comes when the client hung up first.
    response.once('finish', resolve);
    response.once('close', resolve);
  });
  const work = answered
    .then(async () => {
      const mail = await requestPasswordReset(deps.orm.em.fork(), props);
      if (mail) await enqueueMail(deps.mailQueue, mail);
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'password reset request failed'))
    .finally(() => pendingRequests.delete(work));
  pendingRequests.add(work);
}

/** Resolves once the work of every reset request answered so far is done (tests, shutdown). */
export async function passwordResetRequestsSettled(): Promise<void> {
  while (pendingRequests.size) await Promise.all([...pendingRequests]);
}

/** Whether a stored token can still be used. */
export function resetTokenState(
  row: PasswordResetTokenEntity | null,
  now: Date = new Date(),
): ResetTokenState {
  if (!row || row.usedAt) return 'invalid';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** Looks a token up without using it (the web app checks the link before showing the form). */
export async function checkResetToken(em: EntityManager, token: string): Promise<ResetTokenState> {
  const row = await em.findOne(PasswordResetToken, { tokenHash: hashToken(token) });
  return resetTokenState(row);
}

const invalidLink = (state: ResetTokenState) =>
  InvalidRequestError(RESET_LINK_MESSAGES[state], 'invalid_reset_token');

/**
 * Sets a new password with a reset token: the token is checked first, so an invalid link costs no password
 * hashing; then, in one transaction, the token is locked, checked again and marked used, the contact's other
 * outstanding tokens are invalidated and all its sessions are revoked.
 * Throws 400 with the link's message when the token is not valid, and naming the password when it scores
 * below 2 (the web's strength meter, checked again here). `hash` is argon2id (tests count its calls).
 */
export async function resetPasswordWithToken(
  em: EntityManager,
  props: { token: string; password: string },
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<void> {
  const before = await checkResetToken(em.fork(), props.token);
  if (before !== 'valid') throw invalidLink(before);
  if (!(await isStrongEnough(props.password)))
    throw ValidationError([{ param: 'password', msg: PASSWORD_STRENGTH_MESSAGE }]);
  const passwordHash = await hash(props.password);
  await em.transactional(async (tx) => {
    const row = await tx.findOne(
      PasswordResetToken,
      { tokenHash: hashToken(props.token) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const state = resetTokenState(row);
    // A parallel reset may have used the token meanwhile.
    if (!row || state !== 'valid') throw invalidLink(state);
    const now = new Date();
    const contactId = row.contact.id;
    row.usedAt = now;
    await tx.nativeUpdate(Contact, { id: contactId }, { passwordHash });
    await tx.nativeUpdate(
      PasswordResetToken,
      { contact: contactId, usedAt: null, id: { $ne: row.id } },
      { usedAt: now },
    );
    await tx.nativeUpdate(Session, { contact: contactId, revokedAt: null }, { revokedAt: now });
  });
}
