import { describe, expect, it } from 'vitest';
import { headerKey, mapColumns, quoteCell, shortCell, type ColumnMap } from './columns.ts';

describe('header mapping', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(headerKey(' P/N ')).toBe('pn');
    expect(headerKey('Unit Price (€)')).toBe('unitprice');
  });

  it.each([
    [['Part Number', 'Manufacturer', 'Description', 'Quantity', 'Condition', 'Price']],
    [['PN', 'MFR', 'DESC', 'QTY', 'COND', 'UNIT PRICE']],
    [['partno', 'mfg', 'desc.', 'stock', 'cond.', 'Price EUR']],
    [['Part No.', 'Brand', 'Description', 'Qty', 'Condition', 'Unit price']],
    [['MPN', 'Make', 'Desc', 'Qty', 'Cond', 'price €']],
    [['p/n', 'manufacturer', 'description', 'quantity available', 'condition', 'price']],
  ])('maps %j', (header) => {
    const mapped = mapColumns(header);
    expect(mapped).toHaveProperty('columns');
    const { columns } = mapped as Extract<typeof mapped, { columns: unknown }>;
    expect(Object.values(columns).map((column) => column?.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(columns.partNumber!.name).toBe(header[0]!.trim());
  });

  it('finds columns in any order and leaves out quantity and price when absent', () => {
    const mapped = mapColumns(['Cond', 'Notes', 'Brand', 'PN', 'Description']);
    expect(mapped).toEqual({
      columns: {
        partNumber: { index: 3, name: 'PN' },
        manufacturer: { index: 2, name: 'Brand' },
        description: { index: 4, name: 'Description' },
        quantity: undefined,
        condition: { index: 0, name: 'Cond' },
        price: undefined,
      },
    });
  });

  it('names the missing columns and the ones found', () => {
    expect(mapColumns(['Item', 'Maker', 'Text', 'Cond'])).toEqual({
      error:
        'No part number or description column found: expected headers like part number ("Part Number", "PN", "MPN"); description ("Description", "Desc"). Columns found: "Item", "Maker", "Text", "Cond".',
    });
  });

  it('quotes the columns found cut short and lists at most 20 of them (a 0.9 MB header)', () => {
    const header = ['Item', 'Z'.repeat(900_000), ...Array.from({ length: 30 }, (_, at) => `Col ${at}`)];
    const mapped = mapColumns(header) as { error: string };
    expect(mapped.error.length).toBeLessThan(1_000);
    expect(mapped.error).toContain(`Columns found: "Item", "${'Z'.repeat(50)}…", "Col 0", `);
    expect(mapped.error).toMatch(/"Col 17", and 12 more\.$/);
  });

  it('cuts a long column name short, as the rejections quote it', () => {
    const mapped = mapColumns(['PN', 'Brand', 'Description', 'Condition', `Price ${'€'.repeat(1_000)}`]);
    expect((mapped as { columns: ColumnMap }).columns.price!.name).toBe(`Price ${'€'.repeat(44)}…`);
  });

  it('quotes a cell cut to 50 characters, whole characters', () => {
    expect(quoteCell('mint')).toBe('"mint"');
    expect(quoteCell('😀'.repeat(60))).toBe(`"${'😀'.repeat(50)}…"`);
    expect(shortCell('x'.repeat(50))).toBe('x'.repeat(50));
  });
});
