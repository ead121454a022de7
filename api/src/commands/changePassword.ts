import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact, PasswordResetToken, Session } from '@tbs/db';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { isStrongEnough, PASSWORD_STRENGTH_MESSAGE } from '@tbs/rules/passwordStrength';
import type { SignedIn } from '../context.ts';
import { ApiError, ValidationError } from '../errors.ts';

export const CHANGE_PASSWORD_MESSAGES = {
  /** The spec's success snackbar (its spelling). */
  changed: 'Password succesfully updated',
  wrongCurrent: 'Your current password is not correct.',
  tooWeak: PASSWORD_STRENGTH_MESSAGE,
  unchanged: 'Your new password must be different from your current password.',
} as const;

/**
 * 400 for a wrong current password, named after the field. Its id is the one the failure limit counts
 * (wrong passwords and wrong 2FA codes share the per-contact limit), so a stolen session cannot guess on.
 */
export const WrongCurrentPasswordError = () =>
  new ApiError('wrong_password', 400, CHANGE_PASSWORD_MESSAGES.wrongCurrent, {
    errors: [{ param: 'currentPassword', msg: CHANGE_PASSWORD_MESSAGES.wrongCurrent }],
  });

export interface ChangePasswordProps {
  currentPassword: string;
  newPassword: string;
}

/**
 * Changes the signed-in contact's password: the current password is checked with the sign-in's argon2 helper
 * (400 on currentPassword when wrong), the new one must score at least 2 and differ from it (400 on
 * newPassword). Then, in one transaction: the new argon2id hash, every other session of the contact revoked
 * (the one that made the change stays signed in) and outstanding reset links invalidated.
 */
export async function changePassword(
  em: EntityManager,
  auth: SignedIn,
  props: ChangePasswordProps,
): Promise<void> {
  const contact = await em.findOneOrFail(Contact, auth.contact.id);
  if (!(await verifyPassword(contact.passwordHash, props.currentPassword))) {
    throw WrongCurrentPasswordError();
  }
  if (props.newPassword === props.currentPassword) {
    throw ValidationError([{ param: 'newPassword', msg: CHANGE_PASSWORD_MESSAGES.unchanged }]);
  }
  if (!(await isStrongEnough(props.newPassword))) {
    throw ValidationError([{ param: 'newPassword', msg: CHANGE_PASSWORD_MESSAGES.tooWeak }]);
  }
  const passwordHash = await hashPassword(props.newPassword);
  await em.transactional(async (tx) => {
    const now = new Date();
    await tx.nativeUpdate(Contact, { id: contact.id }, { passwordHash });
    await tx.nativeUpdate(
      Session,
      { contact: contact.id, revokedAt: null, id: { $ne: auth.session.id } },
      { revokedAt: now },
    );
    await tx.nativeUpdate(PasswordResetToken, { contact: contact.id, usedAt: null }, { usedAt: now });
  });
  // The request's contact (and the one the auth middleware holds) must not keep the old hash.
  contact.passwordHash = passwordHash;
}
