import type { EntityManager } from '@mikro-orm/postgresql';
import { verifyPassword } from '../auth/password.ts';
import { createSession } from '../auth/sessions.ts';
import { consumeTotpCode, findEnabledSecret } from '../auth/twoFactor.ts';
import type { ContactEntity, SessionEntity } from '../entities.ts';
import { InvalidCredentialsError, InvalidTwoFactorCodeError } from '../errors.ts';
import type { RateLimits } from '../rateLimit/limiter.ts';
import type { LoginOutcome } from '../rateLimit/loginLimiter.ts';
import { findContactByEmail } from '../queries/contacts.ts';

export interface SignInProps {
  email: string;
  password: string;
  /** The authenticator code, when the contact has 2FA enabled. */
  code?: string;
  client: { ip: string; userAgent?: string };
  /** Failed sign-ins (per account and IP, account, IP) and failed codes (per contact); 429 once exhausted. */
  limits: Pick<RateLimits, 'login' | 'twoFactor'>;
}

export type SignInResult =
  | { kind: 'requires2FA' }
  | { kind: 'signedIn'; contact: ContactEntity; session: SessionEntity; token: string };

/**
 * Signs a contact in: argon2id password check (a dummy hash for unknown addresses, one message for every
 * credential failure), then the 2FA code when enabled (single use), then a new session. The attempt is reserved
 * with the sign-in limits before the password is checked and settled by its outcome (see LoginLimiter).
 */
export async function signIn(em: EntityManager, props: SignInProps): Promise<SignInResult> {
  const attempt = await props.limits.login.begin(props.email, props.client.ip);
  let outcome: LoginOutcome = 'other';
  try {
    const contact = await findContactByEmail(em, props.email);
    const passwordMatches = await verifyPassword(contact?.passwordHash, props.password);
    if (!contact || !passwordMatches || !contact.isActive || !contact.company.isActive) {
      outcome = 'failed';
      throw InvalidCredentialsError();
    }

    const secret = await findEnabledSecret(em, contact.id);
    if (secret) {
      // The right password with no or a wrong code is no password failure: the code has its own limit.
      if (!props.code) return { kind: 'requires2FA' };
      const limiterKeys = [`contact:${contact.id}`];
      await props.limits.twoFactor.consume(limiterKeys);
      if (!(await consumeTotpCode(em, secret, props.code))) throw InvalidTwoFactorCodeError();
      await props.limits.twoFactor.reward(limiterKeys);
    }

    contact.lastLoginAt = new Date();
    const { session, token } = await createSession(em, contact, props.client);
    outcome = 'succeeded';
    return { kind: 'signedIn', contact, session, token };
  } finally {
    await attempt.settle(outcome);
  }
}
