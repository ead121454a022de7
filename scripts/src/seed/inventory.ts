/**
 * Inventory parts: streamed row by row into COPY. Which companies hold how many parts is decided up
 * front (heavy-tailed, exact total); the parts themselves are drawn from the catalogue with Zipf-like
 * popularity, distinct per (company, part number, condition) as the unique constraint demands.
 */
import { STOCK_LINE_COLUMNS } from '@tbs/db';
import type { PartCondition } from '@tbs/rules';
import { CONDITIONS, listingPrice, listingQuantity, pickCondition, type Catalogue } from './catalogue.ts';
import type { CompanyRecord, DemoCompanyKey } from './companies.ts';
import { MANUFACTURERS } from './families.ts';
import type { Row } from './pgCopy.ts';
import { apportion, type Random } from './random.ts';
import type { Clock } from './time.ts';

export const INVENTORY_COLUMNS = [
  'id',
  'company_id',
  ...STOCK_LINE_COLUMNS,
  'is_rfq_disabled',
  'created_at',
  'updated_at',
] as const;

/** Parts of the demo companies when the world has at least 1,000 parts (fewer scale down). */
const DEMO_PARTS: Partial<Record<DemoCompanyKey, number>> = {
  trading: 50,
  twoFactor: 30,
  overdue: 15,
  trial: 5,
};

/** Holders remembered per catalogue item (for inventory hits). */
export const HOLDERS_PER_ITEM = 4;

/**
 * What the inventory load leaves behind for the later stages: listings per catalogue item, a few holders
 * per item, and every listing's item and condition by company (for WTS broadcasts of real stock).
 */
export class InventoryIndex {
  readonly listings: Uint32Array;
  readonly holders: Int32Array;
  /** Per company id: first listing index and count. */
  readonly companyStart: Int32Array;
  readonly companyCount: Int32Array;
  readonly listingItem: Int32Array;
  readonly listingCondition: Uint8Array;
  readonly listingQuantity: Int32Array;
  readonly listingPrice: Float64Array;
  rows = 0;

  constructor(catalogueSize: number, companies: number, parts: number) {
    this.listings = new Uint32Array(catalogueSize);
    this.holders = new Int32Array(catalogueSize * HOLDERS_PER_ITEM).fill(-1);
    this.companyStart = new Int32Array(companies + 1);
    this.companyCount = new Int32Array(companies + 1);
    this.listingItem = new Int32Array(parts);
    this.listingCondition = new Uint8Array(parts);
    this.listingQuantity = new Int32Array(parts);
    this.listingPrice = new Float64Array(parts);
  }

  /** Companies (ids) holding an item, at most HOLDERS_PER_ITEM. */
  holdersOf(item: number): number[] {
    const out: number[] = [];
    for (let k = 0; k < HOLDERS_PER_ITEM; k++) {
      const holder = this.holders[item * HOLDERS_PER_ITEM + k]!;
      if (holder >= 0) out.push(holder);
    }
    return out;
  }
}

/** How many parts each company holds (index = position in `companies`). Exact total. */
export function allocateParts(
  rng: Random,
  companies: readonly CompanyRecord[],
  total: number,
  cap: number,
): number[] {
  const counts = new Array<number>(companies.length).fill(0);
  const demoScale = total >= 1000 ? 1 : total / 1000;
  let rest = total;
  const weights: number[] = [];
  const pool: number[] = [];
  companies.forEach((company, index) => {
    const weight = rng.logNormal(1, 1.3) * tierBoost(company);
    const holds = !company.isServiceOnly && rng.chance(0.78);
    if (company.demo) {
      const fixed = Math.floor((DEMO_PARTS[company.demo] ?? 0) * demoScale);
      counts[index] = Math.min(fixed, rest);
      rest -= counts[index]!;
    } else if (holds) {
      pool.push(index);
      weights.push(weight);
    }
  });
  // Water-filling: share the rest by weight, clamp at the cap and share again among the others.
  let open = pool.map((index, k) => [index, weights[k]!] as const);
  while (rest > 0 && open.length > 0) {
    const share = apportion(
      rest,
      open.map(([, weight]) => weight),
    );
    const over = share.some((count) => count > cap);
    if (!over) {
      open.forEach(([index], k) => (counts[index] = share[k]!));
      rest = 0;
      break;
    }
    const next: Array<readonly [number, number]> = [];
    open.forEach(([index, weight], k) => {
      if (share[k]! > cap) {
        counts[index] = cap;
        rest -= cap;
      } else next.push([index, weight]);
    });
    open = next;
  }
  if (rest > 0)
    throw new Error(`cannot place ${total} parts: too few companies for the catalogue (raise --companies)`);
  return counts;
}

function tierBoost(company: CompanyRecord): number {
  return { Trial: 0.3, Regular: 0.7, Trusted: 1, Gold: 1.3, Diamond: 1.5 }[company.tier];
}

const DESCRIPTION_NOTES = [
  ' - tested',
  ' (bulk)',
  ' - spare',
  ' - new retail box',
  ' - pulled from working system',
  ' - 90 days warranty',
  ' - ex lease',
  ' - original packaging',
];

/** The rows of inventory_part, generated lazily; fills `index` as it goes. */
export function* inventoryRows(
  rng: Random,
  companies: readonly CompanyRecord[],
  counts: readonly number[],
  catalogue: Catalogue,
  clock: Clock,
  index: InventoryIndex,
): Generator<Row> {
  const items = catalogue.items;
  const size = catalogue.size;
  const taken = new Set<number>();
  let id = 0;
  for (let c = 0; c < companies.length; c++) {
    const company = companies[c]!;
    const count = counts[c]!;
    index.companyStart[company.id] = id;
    index.companyCount[company.id] = count;
    if (count === 0) continue;
    taken.clear();
    const focus = company.focus;
    const focusShare = focus.length ? 0.55 + rng.next() * 0.3 : 0;
    const oldest = Math.max(company.createdAt, clock.ago(3 * 365));
    for (let k = 0; k < count; k++) {
      let item = -1;
      let condition: PartCondition = 'REF';
      let key = -1;
      for (let attempt = 0; attempt < 30; attempt++) {
        const maker =
          focusShare && rng.next() < focusShare ? focus[(rng.next() * focus.length) | 0] : undefined;
        item = catalogue.pickItem(rng, maker);
        condition = pickCondition(rng, items[item]!);
        key = item * 6 + CONDITIONS.indexOf(condition);
        if (!taken.has(key)) break;
        key = -1;
      }
      while (key < 0 || taken.has(key)) {
        item = (rng.next() * size) | 0;
        condition = CONDITIONS[(rng.next() * 6) | 0]!;
        key = item * 6 + CONDITIONS.indexOf(condition);
      }
      taken.add(key);
      const entry = items[item]!;
      const quantity = listingQuantity(rng, entry);
      const price = rng.next() < 0.08 ? 0 : listingPrice(rng, entry, condition);
      const createdAt = oldest + rng.next() * (clock.now - oldest);
      const updatedAt =
        rng.next() < 0.8
          ? Math.max(createdAt, clock.ago(rng.next() * 14))
          : createdAt + rng.next() * (clock.now - createdAt);

      index.listingItem[id] = item;
      index.listingCondition[id] = CONDITIONS.indexOf(condition);
      index.listingQuantity[id] = quantity;
      index.listingPrice[id] = price;
      const seen = ++index.listings[item]!;
      if (seen <= HOLDERS_PER_ITEM) index.holders[item * HOLDERS_PER_ITEM + seen - 1] = company.id;
      else if (rng.next() * seen < HOLDERS_PER_ITEM)
        index.holders[item * HOLDERS_PER_ITEM + ((rng.next() * HOLDERS_PER_ITEM) | 0)] = company.id;

      id++;
      yield [
        id,
        company.id,
        partNumberAsTyped(rng, entry.partNumber),
        rng.next() < 0.05 ? aliasOf(rng, entry.maker, entry.manufacturer) : entry.manufacturer,
        describe(rng, entry.description),
        quantity,
        condition,
        price,
        rng.next() < 0.02,
        new Date(createdAt),
        new Date(updatedAt),
      ];
    }
  }
  index.rows = id;
}

/** Traders' own spelling now and then: no dashes, lower case. The normalised number stays the same. */
function partNumberAsTyped(rng: Random, partNumber: string): string {
  const u = rng.next();
  if (u < 0.03 && partNumber.includes('-')) return partNumber.replace(/-/g, '');
  if (u < 0.04) return partNumber.toLowerCase();
  return partNumber;
}

function aliasOf(rng: Random, maker: number, fallback: string): string {
  const aliases = MANUFACTURERS[maker]?.aliases ?? [];
  return aliases.length ? rng.pick(aliases) : fallback;
}

function describe(rng: Random, description: string): string {
  const u = rng.next();
  if (u < 0.1) return `${description}${rng.pick(DESCRIPTION_NOTES)}`.slice(0, 300);
  if (u < 0.13) return description.toUpperCase();
  return description;
}

/** A random listing of a company (index into the listing arrays), or -1 when it holds none. */
export function randomListing(rng: Random, index: InventoryIndex, companyId: number): number {
  const count = index.companyCount[companyId] ?? 0;
  if (count <= 0) return -1;
  return index.companyStart[companyId]! + ((rng.next() * count) | 0);
}
