/**
 * Deterministic pseudo-random numbers for the demo world: xoshiro128** seeded through splitmix32.
 * One master seed; every stage forks its own stream by label, so e.g. changing --parts does not change
 * the companies.
 */

/** 32-bit FNV-1a of a string, for deriving stream seeds from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  readonly seed: number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    const sm = splitmix32(this.seed);
    this.a = sm();
    this.b = sm();
    this.c = sm();
    this.d = sm();
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  /** An independent stream for a named stage, derived from this generator's seed (not its state). */
  fork(label: string): Random {
    return new Random(hashString(`${this.seed}:${label}`));
  }

  /** Next 32-bit unsigned integer (xoshiro128**). */
  uint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks from [value, weight] pairs. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of items) total += weight;
    let r = this.next() * total;
    for (const [value, weight] of items) {
      r -= weight;
      if (r < 0) return value;
    }
    return items[items.length - 1]![0];
  }

  /** Fisher-Yates in place; returns the array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** k distinct items (k capped at the list length), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** Standard normal (Box-Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median and shape. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  /** Random bytes (for deterministic salts). */
  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) out[i] = this.uint32() & 0xff;
    return out;
  }

  /** Fills a pattern: 9 digit, A letter, X letter or digit, anything else literal. */
  pattern(template: string): string {
    let out = '';
    for (const ch of template) {
      if (ch === '9') out += DIGITS[Math.floor(this.next() * 10)];
      else if (ch === 'A') out += LETTERS[Math.floor(this.next() * LETTERS.length)];
      else if (ch === 'X') out += ALNUM[Math.floor(this.next() * ALNUM.length)];
      else out += ch;
    }
    return out;
  }
}

const DIGITS = '0123456789';
/** Upper-case letters without I and O, as most vendors avoid them in part numbers. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ALNUM = `${LETTERS}${DIGITS}`;

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/**
 * Samples indexes 0..n-1 with the given non-negative weights in O(log n): cumulative sums and a binary
 * search.
 */
export class WeightedSampler {
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += weights[i]!;
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  get size(): number {
    return this.cumulative.length;
  }

  sample(rng: Random): number {
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Zipf-Mandelbrot weights 1 / (rank + q)^s for ranks 1..n: a popular head without one item taking all. */
export function zipfWeights(n: number, s = 1, q = 0): Float64Array {
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) weights[i] = 1 / Math.pow(i + 1 + q, s);
  return weights;
}

/**
 * Splits a total into integer parts proportional to the weights (largest remainder), so the parts add up
 * exactly. With `minimum`, every entry gets at least that many first (when the total allows it).
 */
export function apportion(total: number, weights: readonly number[], minimum = 0): number[] {
  const n = weights.length;
  const base = total >= minimum * n ? minimum : 0;
  const rest = total - base * n;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (rest * w) / sum : 0));
  const counts = exact.map((x) => Math.floor(x));
  let left = rest - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((p, q) => q[0] - p[0] || p[1] - q[1])
    .map(([, i]) => i);
  for (let k = 0; left > 0; k = (k + 1) % n, left--) counts[order[k]!]! += 1;
  return counts.map((c) => c + base);
}
