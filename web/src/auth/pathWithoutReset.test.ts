import { describe, expect, it } from 'vitest';
import { pathWithoutReset } from './pathWithoutReset.ts';

describe('pathWithoutReset', () => {
  it('drops only the reset parameter', () => {
    expect(pathWithoutReset({ pathname: '/parts', search: '?query=x&reset=abc', hash: '#top' })).toBe(
      '/parts?query=x#top',
    );
    expect(pathWithoutReset({ pathname: '/', search: '?reset=abc', hash: '' })).toBe('/');
  });
});
