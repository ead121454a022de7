import { describe, expect, it } from 'vitest';
import type { TraderRow } from '../../api/types.ts';
import { sortTraders } from './traderSort.ts';

const trader = (id: number, Price: number, inv_companyname: string): TraderRow => ({
  id,
  Partnumber: 'ABC',
  Description: 'Disk',
  Manufacturer: 'HP',
  Quantity: id,
  PartCondition: 'NEW',
  Price,
  inv_companyname,
});

const traders = [trader(1, 50, 'beta'), trader(2, 5, 'Alpha'), trader(3, 500, 'gamma')];

describe('sortTraders', () => {
  it('sorts numbers numerically', () => {
    expect(sortTraders(traders, 'Price', 'asc').map((t) => t.id)).toEqual([2, 1, 3]);
    expect(sortTraders(traders, 'Price', 'desc').map((t) => t.id)).toEqual([3, 1, 2]);
  });

  it('sorts text without regard to case', () => {
    expect(sortTraders(traders, 'inv_companyname', 'asc').map((t) => t.id)).toEqual([2, 1, 3]);
  });

  it('keeps the order without a sort and does not change its input', () => {
    expect(sortTraders(traders, null, 'asc')).toEqual(traders);
    sortTraders(traders, 'Price', 'desc');
    expect(traders.map((t) => t.id)).toEqual([1, 2, 3]);
  });
});
