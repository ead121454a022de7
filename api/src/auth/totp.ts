import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'TBS';
/** Accept the previous and the next 30-second step, for clock drift. */
const EPOCH_TOLERANCE_S = 30;

/** A new Base32 TOTP secret of 20 random bytes. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// provisioning link for an authenticator app. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * Checks a 6-digit code. Returns the time step it belongs to, or null when it is wrong or its step is not
 * after `lastUsedStep` (a code is usable once).
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_S,
      ...(lastUsedStep !== null ? { afterTimeStep: lastUsedStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
