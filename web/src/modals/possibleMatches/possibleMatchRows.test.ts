import { describe, expect, it } from 'vitest';
import type { PossibleMatch } from '../../queries/possibleMatches.ts';
import { methodNotice, possibleMatchRows, staysShut } from './possibleMatchRows.ts';

const match = (broadcastId: number, similarity: number): PossibleMatch => ({
  broadcastId,
  similarity,
  broadcast: {
    id: broadcastId,
    date: '2026-11-23T10:00:00.000Z',
    subject: `WTB ${broadcastId}x 875518-B21`,
    side: 'WTB',
    listId: 2,
    broadcastListName: 'Server/Storage',
    company: { id: 7, name: 'Buyers BV' },
  },
});

describe('possibleMatchRows', () => {
  it('keeps the order, shows at most 10 with the similarity in percent, each linking to its broadcast', () => {
    const results = Array.from({ length: 12 }, (_, index) => match(100 + index, 95 - index));
    const rows = possibleMatchRows(results);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({
      broadcastId: 100,
      href: '/broadcasts/100',
      subject: 'WTB 100x 875518-B21',
      side: 'WTB',
      companyName: 'Buyers BV',
      date: '2026-11-23T10:00:00.000Z',
      similarity: '95%',
    });
    expect(rows.map((row) => row.similarity).slice(-1)).toEqual(['86%']);
  });
});

describe('methodNotice', () => {
  it('says why a method shows no rows', () => {
    expect(methodNotice({ strategy: 'ai', available: false, disabled: false, results: [] }, false)).toBe(
      'Not available yet.',
    );
    expect(methodNotice({ strategy: 'old', available: true, disabled: false, results: [] }, false)).toBe(
      'No possible matches found.',
    );
    expect(methodNotice(undefined, true)).toBe('No possible matches found.');
    const withRows = { strategy: 'old' as const, available: true, disabled: false, results: [match(1, 80)] };
    expect(methodNotice(withRows, false)).toBeNull();
  });
});

describe('staysShut', () => {
  const member = { disabled: false, serviceOnly: false };
  const turnedOff = { disabled: true, serviceOnly: false };
  it('keeps the modal after sending shut for a member who turned possible matches off, not the menu’s', () => {
    expect(staysShut(turnedOff, false)).toBe(true);
    const answer = { strategy: 'old' as const, available: true, disabled: true, results: [] };
    expect(staysShut(member, false, answer)).toBe(true);
    expect(staysShut(turnedOff, true)).toBe(false);
    expect(staysShut(member, false)).toBe(false);
  });

  it('keeps it shut for service-only members, from the menu too', () => {
    expect(staysShut({ disabled: false, serviceOnly: true }, true)).toBe(true);
  });
});
