/**
 * A warehouse export as uploaders send them, from the demo world's part catalogue: deterministic, streamed,
 * every (part number, condition) distinct, written by csv-stringify. Conditions and prices are written the ways
 * traders write them, so the import's normalisation works at scale.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type { PartCondition } from '@tbs/rules';
import { CONDITIONS, Catalogue, listingPrice, listingQuantity } from '../seed/catalogue.ts';
import { Random } from '../seed/random.ts';

const INVENTORY_CSV_COLUMNS = ['Part Number', 'Manufacturer', 'Description', 'Qty', 'Condition', 'Price'];

/** Spellings seen in exports, per condition code. */
const SPELLINGS: Record<PartCondition, readonly string[]> = {
  'F/S': ['F/S', 'Factory Sealed', 'New Sealed', 'sealed'],
  NOB: ['NOB', 'New Open Box', 'Open Box'],
  NEW: ['NEW', 'New', 'new'],
  REF: ['REF', 'Refurbished', 'Refurb'],
  USED: ['USED', 'Used', 'Pulled'],
  ASIS: ['ASIS', 'As Is', 'as-is'],
};

/** Region and kit suffixes: the same product sold under further part numbers (more keys than the catalogue). */
const VARIANT_SUFFIXES = [
  '#ABB',
  '-B21',
  '#ABA',
  '-001',
  '#UUG',
  '-S01',
  '#ABD',
  '-R',
  '#ABF',
  '-002',
  '#ABU',
];

const NOTES = [' - tested', ' (bulk)', ', 90 days warranty', ' - ex lease', ', original packaging'];

function priceText(rng: Random, price: number): string {
  const u = rng.next();
  if (u < 0.06) return '';
  if (u < 0.08) return 'call';
  const fixed = price.toFixed(2);
  if (u < 0.18) return fixed.replace('.', ',').replace(/\B(?=(\d{3})+,)/g, '.'); // 1.234,50
  if (u < 0.23) return `€ ${fixed}`;
  if (u < 0.26) return `${fixed} EUR`;
  return fixed;
}

/** The records of a CSV of `rows` parts, the header first. */
function* inventoryCsvRecords(rows: number, seed: number): Generator<readonly (string | number)[]> {
  const rng = new Random(seed);
  const catalogue = Catalogue.build(rng.fork('catalogue'));
  const size = catalogue.size;
  const order = rng.shuffle(Array.from({ length: size }, (_, index) => index));
  const block = size * CONDITIONS.length;
  if (rows > block * (VARIANT_SUFFIXES.length + 1)) throw new Error(`at most ${block * 12} rows`);
  yield INVENTORY_CSV_COLUMNS;
  for (let row = 0; row < rows; row++) {
    // Row → (variant, item, condition) is one-to-one, so no two rows share a key.
    const variant = Math.floor(row / block);
    const position = row % block;
    const itemIndex = order[position % size]!;
    const item = catalogue.items[itemIndex]!;
    const condition = CONDITIONS[(Math.floor(position / size) + itemIndex) % CONDITIONS.length]!;
    const partNumber = variant ? `${item.partNumber}${VARIANT_SUFFIXES[variant - 1]}` : item.partNumber;
    const description =
      rng.next() < 0.1 ? `${item.description}${rng.pick(NOTES)}`.slice(0, 300) : item.description;
    yield [
      partNumber,
      item.manufacturer,
      description,
      listingQuantity(rng, item),
      rng.pick(SPELLINGS[condition]),
      priceText(rng, listingPrice(rng, item, condition)),
    ];
  }
}

/** The CSV text of `rows` parts, in chunks of whole lines (about 160 KB) for the file stream. */
export function* inventoryCsvText(rows: number, seed = 42): Generator<string> {
  let batch: (readonly (string | number)[])[] = [];
  for (const record of inventoryCsvRecords(rows, seed)) {
    batch.push(record);
    // csv-stringify prepares its options on each call: a call per line takes a third longer.
    if (batch.length === 2_000) {
      yield stringify(batch);
      batch = [];
    }
  }
  if (batch.length) yield stringify(batch);
}

/** Writes the CSV of `rows` parts to `path`, streamed. */
export async function writeInventoryCsv(path: string, rows: number, seed = 42): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await pipeline(Readable.from(inventoryCsvText(rows, seed)), createWriteStream(path));
}
