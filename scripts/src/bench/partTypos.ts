/** One-edit typos of part numbers for the benchmarks (bench:typos, bench:peer), from a seeded PRNG. */

/** The characters people confuse, each with what it is mistaken for. */
const CONFUSIONS: Record<string, string> = {
  O: '0',
  '0': 'O',
  I: '1',
  '1': 'I',
  L: '1',
  S: '5',
  '5': 'S',
  B: '8',
  '8': 'B',
  Z: '2',
  '2': 'Z',
};
const ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY0123456789';
export const EDITS = ['confusion', 'wrong', 'missing', 'extra', 'swapped'] as const;
export type Edit = (typeof EDITS)[number];

/** A small seeded PRNG (mulberry32): the same seed gives the same typos. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One typo of the given kind in a part number as displayed (separators kept), or null when it cannot apply. */
export function typo(partNumber: string, edit: Edit, next: () => number): string | null {
  const positions = [...partNumber].flatMap((char, at) => (/[A-Za-z0-9]/.test(char) ? [at] : []));
  const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)]!;
  const at = pick(positions);
  const char = partNumber[at]!.toUpperCase();
  const replace = (position: number, text: string, length = 1) =>
    partNumber.slice(0, position) + text + partNumber.slice(position + length);
  switch (edit) {
    case 'confusion': {
      const confusable = positions.filter((position) => CONFUSIONS[partNumber[position]!.toUpperCase()]);
      if (!confusable.length) return null;
      const position = pick(confusable);
      return replace(position, CONFUSIONS[partNumber[position]!.toUpperCase()]!);
    }
    case 'wrong':
      return replace(at, pick([...ALPHABET].filter((other) => other !== char)));
    case 'missing':
      return replace(at, '');
    case 'extra':
      return replace(at, pick([...ALPHABET]) + partNumber[at]!);
    case 'swapped': {
      const pairs = positions.filter((position) => positions.includes(position + 1));
      const pairs2 = pairs.filter((position) => partNumber[position] !== partNumber[position + 1]);
      if (!pairs2.length) return null;
      const position = pick(pairs2);
      return replace(position, partNumber[position + 1]! + partNumber[position]!, 2);
    }
  }
}
