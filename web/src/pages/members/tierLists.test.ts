import { describe, expect, it } from 'vitest';
import { formatMemberSince, tierCountText, tierMeaning } from './tierLists.ts';

describe('tier list texts', () => {
  it('says what each tier means: years, no unsolved complaints, the warranty', () => {
    expect(tierMeaning('diamond')).toBe(
      'Diamond members have been TBS members for 20 years or more and have no unsolved complaints. ' +
        'They give buyers a 1-month return-to-base warranty.',
    );
    expect(tierMeaning('gold')).toContain('10 years or more');
    expect(tierMeaning('trusted')).toContain('3 years or more');
  });

  it('counts members in words', () => {
    expect(tierCountText('gold', 1)).toBe('1 Gold member');
    expect(tierCountText('trusted', 1234)).toBe('1,234 Trusted members');
  });

  it('shows the member-since day as it is stored, whatever the time zone', () => {
    expect(formatMemberSince('2013-12-08')).toBe('8 December 2013');
    expect(formatMemberSince('2001-01-01')).toBe('1 January 2001');
    expect(formatMemberSince('not a date')).toBe('not a date');
  });
});
