/**
 * The part catalogue of the demo world: a few thousand distinct part numbers per big manufacturer, each
 * with a description, a broadcast list and a typical price. Inventories and broadcasts draw from it with
 * Zipf-like popularity, so the popular part numbers are stocked by many companies.
 */
import { normalisePartNumber, type PartCondition } from '@tbs/rules';
import { FAMILIES, MANUFACTURERS, type ConditionProfile, type QuantityProfile } from './families.ts';
import { WeightedSampler, zipfWeights, type Random } from './random.ts';

export interface CatalogueItem {
  readonly partNumber: string;
  /** Upper-case letters and digits of the part number, as the database's generated column. */
  readonly norm: string;
  readonly manufacturer: string;
  readonly description: string;
  readonly list: number;
  /** Typical price of a new unit in EUR. */
  readonly price: number;
  readonly quantity: QuantityProfile;
  readonly conditions: ConditionProfile;
  /** Index of the manufacturer in MANUFACTURERS. */
  readonly maker: number;
}

export class Catalogue {
  readonly items: CatalogueItem[];
  /** Per manufacturer: a sampler over its families and the families' item ranges. */
  private readonly makers: Array<{
    families: WeightedSampler;
    ranges: Array<{ start: number; sampler: WeightedSampler }>;
  }>;
  private readonly makerSampler: WeightedSampler;

  private constructor(
    items: CatalogueItem[],
    makers: Array<{ families: WeightedSampler; ranges: Array<{ start: number; sampler: WeightedSampler }> }>,
  ) {
    this.items = items;
    this.makers = makers;
    this.makerSampler = new WeightedSampler(MANUFACTURERS.map((maker) => maker.weight));
  }

  /** Generates the catalogue: deterministic for the random stream given. */
  static build(rng: Random): Catalogue {
    const items: CatalogueItem[] = [];
    const seen = new Set<string>();
    const makerIndex = new Map(MANUFACTURERS.map((maker, index) => [maker.name, index]));
    const makers = MANUFACTURERS.map(() => ({
      weights: [] as number[],
      ranges: [] as Array<{ start: number; sampler: WeightedSampler }>,
    }));
    for (const family of FAMILIES) {
      const maker = makerIndex.get(family.manufacturer);
      if (maker === undefined) throw new Error(`family of unknown manufacturer ${family.manufacturer}`);
      const start = items.length;
      for (let attempt = 0; attempt < family.size * 4 && items.length - start < family.size; attempt++) {
        const [partNumber, description, price, list] = family.make(rng);
        const norm = normalisePartNumber(partNumber);
        if (norm.length < 4 || seen.has(norm)) continue;
        seen.add(norm);
        items.push({
          partNumber,
          norm,
          manufacturer: family.manufacturer,
          description: description.length > 300 ? description.slice(0, 300) : description,
          list: list ?? family.list,
          price: Math.max(1, Math.round(price * rng.float(0.85, 1.2))),
          quantity: family.quantity,
          conditions: family.conditions,
          maker,
        });
      }
      const count = items.length - start;
      if (count === 0) continue;
      // Popularity inside a family: Zipf over the items in the order they were made (a random order).
      makers[maker]!.weights.push(family.weight);
      makers[maker]!.ranges.push({ start, sampler: new WeightedSampler(zipfWeights(count, 0.95, 4)) });
    }
    return new Catalogue(
      items,
      makers.map((maker) => ({ families: new WeightedSampler(maker.weights), ranges: maker.ranges })),
    );
  }

  get size(): number {
    return this.items.length;
  }

  /** A manufacturer index, by share of the market. */
  pickMaker(rng: Random): number {
    return this.makerSampler.sample(rng);
  }

  /** An item index: of the given manufacturer, or of any by market share; popular items more often. */
  pickItem(rng: Random, maker = this.pickMaker(rng)): number {
    const entry = this.makers[maker]!;
    const range = entry.ranges[entry.families.sample(rng)]!;
    return range.start + range.sampler.sample(rng);
  }
}

const CONDITION_WEIGHTS: Readonly<Record<ConditionProfile, ReadonlyArray<readonly [PartCondition, number]>>> =
  {
    enterprise: [
      ['F/S', 8],
      ['NOB', 10],
      ['NEW', 14],
      ['REF', 40],
      ['USED', 24],
      ['ASIS', 4],
    ],
    client: [
      ['F/S', 8],
      ['NOB', 6],
      ['NEW', 14],
      ['REF', 42],
      ['USED', 24],
      ['ASIS', 6],
    ],
    supply: [
      ['F/S', 30],
      ['NOB', 6],
      ['NEW', 58],
      ['REF', 2],
      ['USED', 2],
      ['ASIS', 2],
    ],
    current: [
      ['F/S', 28],
      ['NOB', 14],
      ['NEW', 34],
      ['REF', 12],
      ['USED', 9],
      ['ASIS', 3],
    ],
  };

/** Price of a condition relative to a new unit. */
export const CONDITION_FACTOR: Readonly<Record<PartCondition, number>> = {
  'F/S': 1,
  NEW: 0.95,
  NOB: 0.85,
  REF: 0.6,
  USED: 0.45,
  ASIS: 0.2,
};

export const CONDITIONS: readonly PartCondition[] = ['F/S', 'NOB', 'NEW', 'REF', 'USED', 'ASIS'];

export function pickCondition(rng: Random, item: CatalogueItem): PartCondition {
  return rng.weighted(CONDITION_WEIGHTS[item.conditions]);
}

/** A unit price in EUR for a listing, whole euros above 20, cents below. */
export function listingPrice(rng: Random, item: CatalogueItem, condition: PartCondition): number {
  const price = item.price * CONDITION_FACTOR[condition] * rng.logNormal(1, 0.2);
  return price >= 20 ? Math.round(price) : Math.max(0.5, Math.round(price * 100) / 100);
}

/** Units in a listing: mostly 1-50, bulk goods in the hundreds or thousands. */
export function listingQuantity(rng: Random, item: CatalogueItem): number {
  const u = rng.next();
  switch (item.quantity) {
    case 'system':
      return u < 0.55 ? 1 : u < 0.85 ? rng.int(2, 5) : u < 0.97 ? rng.int(6, 20) : rng.int(21, 80);
    case 'unit':
      return u < 0.3
        ? rng.int(1, 3)
        : u < 0.8
          ? rng.int(4, 50)
          : u < 0.96
            ? rng.int(51, 200)
            : rng.int(201, 1000);
    case 'bulk':
      return u < 0.22
        ? rng.int(1, 9)
        : u < 0.7
          ? rng.int(10, 50)
          : u < 0.94
            ? rng.int(51, 500)
            : rng.int(501, 2500);
  }
}
