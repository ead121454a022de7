import type { EntityManager } from '@mikro-orm/postgresql';
import { TwoFactorSecret } from '@tbs/db';
import type { TwoFactorSecretEntity } from '../entities.ts';
import { verifyTotp } from './totp.ts';

/**
 * Accepts a code once: checks it against the secret and records its time step, atomically, so the same code
 * (or an older one) is rejected afterwards, even by a concurrent request.
 */
export async function consumeTotpCode(
  em: EntityManager,
  secret: TwoFactorSecretEntity,
  code: string,
): Promise<boolean> {
  const step = await verifyTotp(secret.secret, code, secret.lastUsedStep ?? null);
  if (step === null) return false;
  const updated = await em.nativeUpdate(
    TwoFactorSecret,
    { contact: secret.contact, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
    { lastUsedStep: step },
  );
  if (updated !== 1) return false;
  secret.lastUsedStep = step;
  return true;
}

/** The contact's two-factor secret when 2FA is enabled, else null. */
export function findEnabledSecret(
  em: EntityManager,
  contactId: number,
): Promise<TwoFactorSecretEntity | null> {
  return em.findOne(TwoFactorSecret, { contact: contactId, enabledAt: { $ne: null } });
}
