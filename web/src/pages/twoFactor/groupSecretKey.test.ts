import { describe, expect, it } from 'vitest';
import { groupSecretKey } from './groupSecretKey.ts';

describe('groupSecretKey', () => {
  it('groups the key by four characters', () => {
    expect(groupSecretKey('JBSWY3DPEHPK3PXPJB')).toBe('JBSW Y3DP EHPK 3PXP JB');
  });
});
