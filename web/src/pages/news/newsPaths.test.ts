import { describe, expect, it } from 'vitest';
import { newsCategoryPath, newsSearchPath, pageOf, positiveIdOf } from './newsPaths.ts';

describe('news paths', () => {
  it('searches across every category (a search resets the category)', () => {
    expect(newsSearchPath('  fake escrow ')).toBe('/news?query=fake%20escrow');
    expect(newsSearchPath('a&b=c')).toBe('/news?query=a%26b%3Dc');
    expect(newsSearchPath('   ')).toBe('/news');
  });

  it('names a category by its catUrl', () => {
    expect(newsCategoryPath({ catUrl: 'fraud-warnings' })).toBe('/news/fraud-warnings');
  });

  it('takes only digits within the id range as an id, and page 1 for anything else', () => {
    expect(positiveIdOf('42')).toBe(42);
    for (const value of ['0', '-1', '1.5', '12abc', '2147483648', '99999999999', '', null, undefined]) {
      expect(positiveIdOf(value)).toBeNull();
    }
    expect(pageOf('3')).toBe(3);
    expect(pageOf('x')).toBe(1);
    expect(pageOf(null)).toBe(1);
  });
});
