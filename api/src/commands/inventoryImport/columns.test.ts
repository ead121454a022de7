import { describe, expect, it } from 'vitest';
import { headerKey, mapColumns } from './columns.ts';

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
});
