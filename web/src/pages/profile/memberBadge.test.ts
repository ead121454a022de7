import { describe, expect, it } from 'vitest';
import { downloadFileName, hasMemberBadge, memberBadgePath } from './memberBadge.ts';

describe('member badge', () => {
  it('is offered to a paying member only (the badge states the first year)', () => {
    expect(hasMemberBadge({ memberSince: '2012-03-01' })).toBe(true);
    expect(hasMemberBadge({ memberSince: null })).toBe(false);
    expect(hasMemberBadge({})).toBe(false);
  });

  it('downloads in the format asked under the name the server gives', () => {
    expect(memberBadgePath('svg')).toBe('/api/companies/me/memberBadge?format=svg');
    expect(downloadFileName('attachment; filename="tbs-member-badge-gold.png"', 'x.png')).toBe(
      'tbs-member-badge-gold.png',
    );
    expect(downloadFileName(null, 'tbs-member-badge.png')).toBe('tbs-member-badge.png');
  });
});
