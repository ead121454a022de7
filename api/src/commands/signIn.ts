import type { EntityManager } from '@mikro-orm/postgresql';
import { verifyPassword } from '../auth/password.ts';
import { createSession } from '../auth/sessions.ts';
import { consumeTotpCode, findEnabledSecret } from '../auth/twoFactor.ts';
import type { ContactEntity, SessionEntity } from '../entities.ts';
import { InvalidCredentialsError, InvalidTwoFactorCodeError } from '../errors.ts';
import type { RateLimiter } from '../rateLimit/limiter.ts';
import { findContactByEmail } from '../queries/contacts.ts';

export interface SignInProps {
  email: string;
  password: string;
  /** The authenticator code, when the contact has 2FA enabled. */
  code?: string;
  client: { ip?: string; userAgent?: string };
  /** Failed codes per contact; 429 once exhausted. */
  twoFactorLimiter: RateLimiter;
}

export type SignInResult =
  | { kind: 'requires2FA' }
  | { kind: 'signedIn'; contact: ContactEntity; session: SessionEntity; token: string };

/**
 * Signs a contact in: argon2id password check (a dummy hash for unknown addresses, one message for every
 * credential failure), then the 2FA code when enabled (single use), then a new session.
 */
export async function signIn(em: EntityManager, props: SignInProps): Promise<SignInResult> {
  const contact = await findContactByEmail(em, props.email);
  const passwordMatches = await verifyPassword(contact?.passwordHash, props.password);
  if (!contact || !passwordMatches || !contact.isActive || !contact.company.isActive) {
    throw InvalidCredentialsError();
  }

  const secret = await findEnabledSecret(em, contact.id);
  if (secret) {
    if (!props.code) return { kind: 'requires2FA' };
    const limiterKeys = [`contact:${contact.id}`];
    await props.twoFactorLimiter.check(limiterKeys);
    if (!(await consumeTotpCode(em, secret, props.code))) {
      await props.twoFactorLimiter.hit(limiterKeys);
      throw InvalidTwoFactorCodeError();
    }
  }

  contact.lastLoginAt = new Date();
  const { session, token } = await createSession(em, contact, props.client);
  return { kind: 'signedIn', contact, session, token };
}
