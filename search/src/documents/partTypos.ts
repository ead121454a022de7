/**
 * Typo tolerance of the parts search, engine-neutral: which terms may be corrected, the folded form of a
 * part number (the characters people confuse made one) and the edit distance that decides a correction.
 */

/** Terms (normalised part numbers, words) shorter than this are never corrected. */
export const TYPO_MIN_LENGTH = 5;
/** Corrections taken per term, nearest first. */
export const MAX_CORRECTIONS = 5;

const CONFUSED = 'OILSBZ';
const FOLDED_TO = '011582';

/** A normalised part number with O→0, I and L→1, S→5, B→8, Z→2: confusing them costs nothing. */
export function foldPartNumber(norm: string): string {
  let folded = '';
  for (const char of norm) {
    const at = CONFUSED.indexOf(char);
    folded += at < 0 ? char : FOLDED_TO[at];
  }
  return folded;
}

/**
 * The Damerau-Levenshtein distance (optimal string alignment) of two strings, counting one wrong, missing,
 * extra or swapped (adjacent) character as one edit; stops early once it exceeds `limit` (returns limit + 1).
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Where to look for part numbers one edit from `folded`: those starting with its first half, and those
 * ending with its end after the first half (one edit cannot touch both), as prefixes of the folded form
 * and of the folded form reversed. Lengths stay within one of the term's.
 */
export function partNumberProbes(folded: string): { prefix: string; reversedPrefix: string } {
  const half = Math.floor(folded.length / 2);
  return {
    prefix: folded.slice(0, half),
    reversedPrefix: [...folded.slice(half + 1)].reverse().join(''),
  };
}

/** The candidates within one edit of the folded term, nearest first (exact folds first), at most MAX_CORRECTIONS. */
export function nearestPartNumbers(norm: string, candidates: readonly string[]): string[] {
  const folded = foldPartNumber(norm);
  return candidates
    .filter((candidate) => candidate !== norm)
    .map((candidate) => ({
      candidate,
      distance: editDistance(foldPartNumber(candidate), folded, 1),
      raw: editDistance(candidate, norm, 2),
    }))
    .filter(({ distance }) => distance <= 1)
    .sort((a, b) => a.distance - b.distance || a.raw - b.raw || a.candidate.localeCompare(b.candidate))
    .slice(0, MAX_CORRECTIONS)
    .map(({ candidate }) => candidate);
}

/** The words of a term as the full-text index splits them (letters and digits, lower case). */
export function termWords(term: string): string[] {
  return term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
