import { describe, expect, it } from 'vitest';
import { headerSearchPath, searchCategoriesFor, searchCategoryForPage } from './headerSearchPath.ts';

describe('headerSearchPath', () => {
  it('adds the query, and showSearch for companies', () => {
    expect(headerSearchPath('parts', 'DL380 G10')).toBe('/parts?query=DL380%20G10');
    expect(headerSearchPath('broadcasts', '"x1c7"')).toBe('/broadcasts?query=x1c7');
    expect(headerSearchPath('companies', 'acme')).toBe('/companies?query=acme&showSearch=true');
  });

  it('goes to the plain list for empty text', () => {
    expect(headerSearchPath('companies', '  ')).toBe('/companies');
  });

  it('starts on the list the page shows, else on the first category offered', () => {
    const member = searchCategoriesFor(true);
    expect(searchCategoryForPage('/parts', member)).toBe('parts');
    expect(searchCategoryForPage('/parts/12', member)).toBe('parts');
    expect(searchCategoryForPage('/companies', member)).toBe('companies');
    expect(searchCategoryForPage('/news', member)).toBe('broadcasts');
    expect(searchCategoryForPage('/partsx', member)).toBe('broadcasts');
    expect(searchCategoryForPage('/broadcasts', searchCategoriesFor(false))).toBe('parts');
  });

  it('offers broadcasts first to members and parts first to visitors', () => {
    expect(searchCategoriesFor(true)).toEqual(['broadcasts', 'parts', 'companies']);
    expect(searchCategoriesFor(false)).toEqual(['parts', 'companies']);
  });
});
