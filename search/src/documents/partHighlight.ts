import { normalisePartNumber } from '@tbs/rules';
import type { PartDocument, PartHighlight } from './partDocument.ts';
import { termWords } from './partTypos.ts';

/** What a hit is highlighted for: normalised part numbers (the term's, or its corrections) and words. */
export interface HighlightTerms {
  partNumbers: string[];
  words: string[];
}

/** The highlight terms of a typed term (and the corrections its typo matches came from). */
export function highlightTermsOf(term: string, corrections: HighlightTerms | null): HighlightTerms {
  const norm = normalisePartNumber(term);
  return {
    partNumbers: [norm, ...(corrections?.partNumbers ?? [])].filter((value) => value.length >= 2),
    words: [...termWords(term), ...(corrections?.words ?? [])],
  };
}

const PART_NUMBER_CHAR = /[A-Za-z0-9]/;

/** Ranges of the displayed part number where a normalised part number occurs (separators inside included). */
function partNumberRanges(partNumber: string, partNumbers: string[]): [number, number][] {
  // Display position of each character of the normalised form.
  const positions: number[] = [];
  for (let at = 0; at < partNumber.length; at++)
    if (PART_NUMBER_CHAR.test(partNumber[at]!)) positions.push(at);
  const norm = normalisePartNumber(partNumber);
  const ranges: [number, number][] = [];
  for (const wanted of partNumbers) {
    const start = norm.indexOf(wanted);
    if (start < 0 || !wanted) continue;
    ranges.push([positions[start]!, positions[start + wanted.length - 1]! + 1]);
  }
  return mergeRanges(ranges);
}

/** Ranges of the words of a text that are one of `words`, or a part number sought. */
function wordRanges(text: string, words: string[], partNumbers: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (words.includes(word.toLowerCase()) || partNumbers.includes(normalisePartNumber(word)))
      ranges.push([match.index, match.index + word.length]);
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Where a part matched: its part number, manufacturer and description, as [start, end) ranges. */
export function highlightPart(doc: PartDocument, terms: HighlightTerms): PartHighlight {
  return {
    partNumber: partNumberRanges(doc.partNumber, terms.partNumbers),
    manufacturer: wordRanges(doc.manufacturer, terms.words, terms.partNumbers),
    description: wordRanges(doc.description, terms.words, terms.partNumbers),
  };
}
