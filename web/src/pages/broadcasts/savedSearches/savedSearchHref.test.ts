import { describe, expect, it } from 'vitest';
import { savedSearchHref, type SavedSearch } from '../../../queries/savedSearches.ts';

const saved = (overrides: Partial<SavedSearch>): SavedSearch => ({
  id: 1,
  search: '',
  q: '',
  listType: null,
  broadcastListName: null,
  broadcastType: null,
  companyId: null,
  companyName: null,
  isDigest: 0,
  doUpdateImmediately: 1,
  created: '2026-11-23T10:00:00.000Z',
  createdDT: '2026-11-23T10:00:00.000Z',
  lastHit: null,
  lastHitDT: null,
  ...overrides,
});

describe('running a saved search', () => {
  it('opens /broadcasts with its words and filters in the list URL names', () => {
    expect(
      savedSearchHref(saved({ search: '875490-B21 hp', listType: 2, broadcastType: 'WTB', companyId: 9 })),
    ).toBe('/broadcasts?query=875490-B21+hp&listType=2&type=WTB&companyId=9');
    expect(savedSearchHref(saved({ companyId: 4 }))).toBe('/broadcasts?companyId=4');
  });
});
