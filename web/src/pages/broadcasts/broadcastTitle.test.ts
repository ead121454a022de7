import { describe, expect, it } from 'vitest';
import { broadcastDocumentTitle, broadcastTitle } from './broadcastTitle.ts';

describe('broadcastTitle', () => {
  it('keeps a subject of up to 60 characters whole', () => {
    const sixty = 'x'.repeat(60);
    expect(broadcastTitle(sixty)).toBe(sixty);
    expect(broadcastTitle('WTS 10x HPE DL380 Gen10')).toBe('WTS 10x HPE DL380 Gen10');
  });

  it("cuts a longer subject to 57 characters plus '...'", () => {
    const sixtyOne = `${'a'.repeat(57)}bcde`;
    expect(broadcastTitle(sixtyOne)).toBe(`${'a'.repeat(57)}...`);
    expect(broadcastTitle(sixtyOne)).toHaveLength(60);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const subject = `${'é'.repeat(56)}😀${'z'.repeat(10)}`;
    expect(broadcastTitle(subject)).toBe(`${'é'.repeat(56)}😀...`);
  });

  it('is followed by the product name', () => {
    expect(broadcastDocumentTitle('WTB 5x Dell R740')).toBe('WTB 5x Dell R740 | TBS');
  });
});
