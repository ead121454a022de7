import { describe, expect, it } from 'vitest';
import { broadcastTerms, savedSearchTerms } from './savedSearchTerms.ts';

const matches = (query: string, subject: string, message = '') => {
  const offered = new Set(broadcastTerms(subject, message));
  const wanted = savedSearchTerms(query);
  return wanted.length > 0 && wanted.every((term) => offered.has(term));
};

describe('saved-search terms', () => {
  it('finds a part number typed with or without separators', () => {
    expect(matches('875490-B21', 'WTS 875490B21 x10')).toBe(true);
    expect(matches('875490b21', 'WTS 875490-b21 x10')).toBe(true);
    expect(matches('875490.B21', 'WTB', 'need 875490/B21 urgently')).toBe(true);
    expect(matches('875490', 'WTS 875490-B21')).toBe(true);
  });

  it('needs every word, in any case, in subject or message', () => {
    expect(matches('dl380 gen10', 'WTS DL380', 'Gen10 servers, tested')).toBe(true);
    expect(matches('DL380 Gen9', 'WTS DL380 Gen10')).toBe(false);
    expect(matches('hp-compaq', 'HP Compaq desktops')).toBe(true);
  });

  it('gives a query of punctuation only no terms', () => {
    expect(savedSearchTerms(' -- / ')).toEqual([]);
  });
});
