import { describe, expect, it } from 'vitest';
import { mapColumns, type ColumnMap, csvRows, normaliseRow } from '@tbs/api/commands';
import { inventoryCsvText } from './inventoryCsv.ts';

describe('the generated inventory CSV', () => {
  it('is deterministic for a seed', () => {
    const first = (seed: number) => [...inventoryCsvText(200, seed)].join('');
    expect(first(7)).toBe(first(7));
    expect(first(7)).not.toBe(first(8));
  });

  it('has rows the import takes without a rejection, every part number and condition once', async () => {
    const rows = 250_000; // past one pass over the catalogue's part numbers and conditions
    const keys = new Set<string>();
    let columns: ColumnMap | undefined;
    let rejected = 0;
    async function* text() {
      yield* inventoryCsvText(rows);
    }
    for await (const batch of csvRows()(text())) {
      for (const row of batch) {
        if (!columns) {
          columns = (mapColumns(row.fields) as { columns: ColumnMap }).columns;
          continue;
        }
        const result = normaliseRow(row.fields, columns);
        if ('part' in result) keys.add(`${result.part.partNumberNorm} ${result.part.condition}`);
        else rejected++;
      }
    }
    expect(rejected).toBe(0);
    expect(keys.size).toBe(rows);
    // A quarter of a million rows through the import's parser: CPU-bound, a bound for a loaded machine.
  }, 120_000);
});
