import { describe, expect, it } from 'vitest';
import { mapColumns, type ColumnMap } from './columns.ts';
import { normaliseCondition, normaliseRow, parsePrice, parseQuantity } from './normaliseRow.ts';

describe('conditions as traders write them', () => {
  it.each([
    ['F/S', 'F/S'],
    ['new sealed', 'F/S'],
    ['Factory Sealed', 'F/S'],
    ['SEALED', 'F/S'],
    ['fs', 'F/S'],
    ['New Open Box', 'NOB'],
    ['open box', 'NOB'],
    ['nob', 'NOB'],
    ['New', 'NEW'],
    ['brand new', 'NEW'],
    ['Refurbished', 'REF'],
    ['refurb', 'REF'],
    ['REF', 'REF'],
    ['used', 'USED'],
    ['Pulled', 'USED'],
    ['as is', 'ASIS'],
    ['As-Is', 'ASIS'],
    ['ASIS', 'ASIS'],
  ])('%s is %s', (written, code) => {
    expect(normaliseCondition(written)).toBe(code);
  });

  it('knows no others', () => {
    expect(normaliseCondition('mint')).toBeUndefined();
    expect(normaliseCondition('')).toBeUndefined();
  });
});

describe('prices', () => {
  it.each([
    ['99', 99],
    ['99.5', 99.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['€ 99', 99],
    ['€99,95', 99.95],
    ['99 EUR', 99],
    ['99,-', 99],
    ['1.500', 1500],
    ['1,500', 1500],
    ['0,125', 0.13],
    ['1 234,56', 1234.56],
    ['1.234.567', 1234567],
    ['', 0],
    ['call', 0],
    ['CALL', 0],
  ])('%j is %d', (written, amount) => {
    expect(parsePrice(written)).toBe(amount);
  });

  it.each(['$99', '-5', 'abc', '12.34.56,7.8', '1,2,3.4.5'])('%j is no amount', (written) => {
    expect(parsePrice(written)).toBeUndefined();
  });
});

describe('quantities', () => {
  it.each([
    ['', 1],
    ['5', 5],
    ['0', 0],
    ['1,000', 1000],
    ['1.000', 1000],
    ['5.00', 5],
  ])('%j is %d', (written, quantity) => {
    expect(parseQuantity(written)).toBe(quantity);
  });

  it.each(['-1', '1,5', 'ten', '2.5'])('%j is refused', (written) => {
    expect(parseQuantity(written)).toBeUndefined();
  });
});

describe('normaliseRow', () => {
  const columns = (mapColumns(['PN', 'Brand', 'Desc', 'Qty', 'Cond', 'Price']) as { columns: ColumnMap })
    .columns;
  const row = (overrides: Partial<Record<'pn' | 'mfr' | 'desc' | 'qty' | 'cond' | 'price', string>> = {}) => {
    const cells = {
      pn: '875490-B21',
      mfr: 'HPE',
      desc: 'HPE 900GB SAS',
      qty: '3',
      cond: 'refurb',
      price: '1.234,50',
      ...overrides,
    };
    return normaliseRow([cells.pn, cells.mfr, cells.desc, cells.qty, cells.cond, cells.price], columns);
  };

  it('strips hyphens from the part number and normalises every field', () => {
    expect(row()).toEqual({
      part: {
        partNumber: '875490B21',
        partNumberNorm: '875490B21',
        manufacturer: 'HPE',
        description: 'HPE 900GB SAS',
        quantity: 3,
        condition: 'REF',
        price: 1234.5,
      },
    });
  });

  it('defaults the quantity to 1, an empty price to 0 (CALL), and flattens line breaks', () => {
    const result = row({ qty: '', price: '', desc: ' Two\r\nlines\t ' });
    expect(result).toMatchObject({ part: { quantity: 1, price: 0, description: 'Two lines' } });
  });

  it.each([
    [{ pn: '' }, 'partNumber', 'The part number is missing'],
    [{ pn: '--' }, 'partNumber', 'The part number is missing'],
    [{ pn: '#/.' }, 'partNumber', 'The part number must contain letters or digits'],
    [{ pn: 'X'.repeat(81) }, 'partNumber', 'The part number is longer than 80 characters'],
    [{ mfr: ' ' }, 'manufacturer', 'The manufacturer is missing'],
    [{ mfr: 'M'.repeat(81) }, 'manufacturer', 'The manufacturer is longer than 80 characters'],
    [{ desc: '' }, 'description', 'The description is missing'],
    [{ desc: 'd'.repeat(301) }, 'description', 'The description is longer than 300 characters'],
    [{ qty: '-2' }, 'quantity', 'The quantity "-2" is not a whole number of 0 or more'],
    [{ qty: '99999999999' }, 'quantity', 'The quantity "99999999999" is not a whole number of 0 or more'],
    [{ cond: '' }, 'condition', 'The condition is missing: use F/S, NOB, NEW, REF, USED or ASIS'],
    [{ cond: 'mint' }, 'condition', 'Unknown condition "mint": use F/S, NOB, NEW, REF, USED or ASIS'],
    [{ price: '$5' }, 'price', 'The price "$5" is not an amount in EUR'],
    [{ price: '10000000000' }, 'price', 'The price must be less than 10,000,000,000'],
  ])('refuses %j (%s)', (overrides, field, reason) => {
    expect(row(overrides)).toEqual({ field, reason });
  });

  it.each([
    [
      'quantity',
      { qty: '9'.repeat(100_000) },
      `The quantity "${'9'.repeat(50)}…" is not a whole number of 0 or more`,
    ],
    [
      'condition',
      { cond: 'c'.repeat(100_000) },
      `Unknown condition "${'c'.repeat(50)}…": use F/S, NOB, NEW, REF, USED or ASIS`,
    ],
    ['price', { price: '=1+'.repeat(100_000) }, `The price "${'=1+'.repeat(16)}=1…" is not an amount in EUR`],
  ])('quotes a long %s cut to 50 characters', (field, overrides, reason) => {
    expect(row(overrides)).toEqual({ field, reason });
  });

  it('counts characters as the database does', () => {
    expect(row({ mfr: '€'.repeat(80) })).toMatchObject({ part: { manufacturer: '€'.repeat(80) } });
    expect(row({ mfr: '😀'.repeat(80) })).toMatchObject({ part: { manufacturer: '😀'.repeat(80) } });
  });
});
