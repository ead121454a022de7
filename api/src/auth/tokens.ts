import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret: 32 random bytes, base64url (safe in URLs and headers). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest under which a token is stored; the token itself is never stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
