import type { User } from './types.ts';

/** Decode the `X-Updated-User` header (base64url-encoded UTF-8 JSON); null when it is malformed. */
export function decodeUpdatedUser(header: string): User | null {
  try {
    const base64 = header.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' && parsed !== null && 'id' in parsed ? (parsed as User) : null;
  } catch {
    return null;
  }
}
