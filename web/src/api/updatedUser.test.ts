import { describe, expect, it } from 'vitest';
import { decodeUpdatedUser } from './updatedUser.ts';

const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('decodeUpdatedUser', () => {
  it('decodes base64url JSON, including non-ASCII names', () => {
    expect(decodeUpdatedUser(encode({ id: 7, name: 'Jürgen Ørsted', enable2fa: 1 }))).toEqual({
      id: 7,
      name: 'Jürgen Ørsted',
      enable2fa: 1,
    });
  });

  it('returns null for malformed headers', () => {
    expect(decodeUpdatedUser('%%%')).toBeNull();
    expect(decodeUpdatedUser(encode('just a string'))).toBeNull();
  });
});
