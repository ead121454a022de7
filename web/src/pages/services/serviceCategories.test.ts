import { describe, expect, it } from 'vitest';
import { panelAfterIndex } from './gridColumns.ts';
import { categoryOfHash, groupByCategory, hashOfCategory, shortCountryName } from './serviceCategories.ts';

const categories = [
  { catId: 1, catName: 'Data Erasure Software', imgName: 'data-erasure-software.svg' },
  { catId: 3, catName: 'WEEE Recycling', imgName: 'weee-recycling.svg' },
  { catId: 10, catName: 'Escrow & Payments', imgName: 'escrow-payments.svg' },
  { catId: 2, catName: 'Transport', imgName: 'transport.svg' },
];

describe('categoryOfHash', () => {
  it('reads underscores as spaces, in any case', () => {
    expect(categoryOfHash('#data_erasure_software', categories)).toBe(1);
    expect(categoryOfHash('#DATA_ERASURE_SOFTWARE', categories)).toBe(1);
    expect(categoryOfHash('#Weee_Recycling', categories)).toBe(3);
    expect(categoryOfHash('transport', categories)).toBe(2);
  });

  it('reads escaped spaces and signs, and surrounding or doubled separators', () => {
    expect(categoryOfHash('#Data%20Erasure%20Software', categories)).toBe(1);
    expect(categoryOfHash('#escrow_%26_payments', categories)).toBe(10);
    expect(categoryOfHash('#escrow_&_payments', categories)).toBe(10);
    expect(categoryOfHash('#_data__erasure_software_', categories)).toBe(1);
  });

  it('names no category for an empty, unknown, partial or malformed hash', () => {
    expect(categoryOfHash('', categories)).toBeNull();
    expect(categoryOfHash('#', categories)).toBeNull();
    expect(categoryOfHash('#___', categories)).toBeNull();
    expect(categoryOfHash('#data_erasure', categories)).toBeNull();
    expect(categoryOfHash('#catering', categories)).toBeNull();
    expect(categoryOfHash('#%E0%A4%A', categories)).toBeNull();
  });

  it('reads back the hash the page writes', () => {
    for (const category of categories) {
      expect(categoryOfHash(hashOfCategory(category), categories)).toBe(category.catId);
    }
    expect(hashOfCategory(categories[0]!)).toBe('#Data_Erasure_Software');
    expect(hashOfCategory(categories[2]!)).toBe('#Escrow_&_Payments');
  });
});

describe('shortCountryName', () => {
  it('shortens the three long names the spec names and keeps every other', () => {
    expect(shortCountryName('United Arab Emirates')).toBe('UAE');
    expect(shortCountryName('United States')).toBe('USA');
    expect(shortCountryName('United States of America')).toBe('USA');
    expect(shortCountryName('United Kingdom')).toBe('UK');
    expect(shortCountryName('Netherlands')).toBe('Netherlands');
    expect(shortCountryName('United Republic of Tanzania')).toBe('United Republic of Tanzania');
  });
});

describe('groupByCategory', () => {
  it('keeps every category in id order, empty ones included, with its companies in the given order', () => {
    const companies = [
      { id: 7, name: 'Alpha', compCountry: 'Germany', catId: 1 },
      { id: 5, name: 'Beta', compCountry: 'United Kingdom', catId: 1 },
      { id: 5, name: 'Beta', compCountry: 'United Kingdom', catId: 3 },
      { id: 9, name: 'Orphan', compCountry: 'Spain', catId: 99 },
    ];
    const groups = groupByCategory(categories, companies);
    expect(groups.map((group) => [group.category.catId, group.companies.map((c) => c.name)])).toEqual([
      [1, ['Alpha', 'Beta']],
      [2, []],
      [3, ['Beta']],
      [10, []],
    ]);
  });
});

describe('panelAfterIndex', () => {
  it('puts the list of the open category after the last tile of its row', () => {
    expect(panelAfterIndex(0, 5, 16)).toBe(4);
    expect(panelAfterIndex(2, 5, 16)).toBe(4);
    expect(panelAfterIndex(5, 5, 16)).toBe(9);
    expect(panelAfterIndex(15, 5, 16)).toBe(15);
    expect(panelAfterIndex(13, 4, 16)).toBe(15);
    expect(panelAfterIndex(7, 1, 16)).toBe(7);
  });
});
