import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { Contact, PasswordResetToken, Session } from '@tbs/db';
import type { MailMessageData } from '@tbs/indexer/mail/jobs';
import { hashPassword } from '../auth/password.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import type { PasswordResetTokenEntity } from '../entities.ts';
import { InvalidRequestError } from '../errors.ts';
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

/**
 * Sets a new password with a reset token, in one transaction: the token is locked and marked used, the
 * contact's other outstanding tokens are invalidated and all its sessions are revoked.
 * Throws 400 with the link's message when the token is not valid.
 */
export async function resetPasswordWithToken(
  em: EntityManager,
  props: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(props.password);
  await em.transactional(async (tx) => {
    const row = await tx.findOne(
      PasswordResetToken,
      { tokenHash: hashToken(props.token) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const state = resetTokenState(row);
    if (!row || state !== 'valid')
      throw InvalidRequestError(RESET_LINK_MESSAGES[state], 'invalid_reset_token');
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
