import { normalisePartNumber } from './partNumber.ts';

/**
 * Saved-search matching terms: the broadcast search's rule (every word and part number of the query must be
 * in the subject or message; a part number matches typed with or without separators) as sets of normalised
 * strings, so a new broadcast is tested against every saved search at once with `terms <@ broadcast terms`.
 * Both sides use normalisePartNumber: "875490-b21", "875490B21" and "875490.B21" are one term.
 */

/** A token as the broadcast search splits text: letters, digits and the part-number separators - / . _ #. */
const TOKEN_SPLIT = /[^A-Za-z0-9\-/._#]+/;
const WORD_SPLIT = /[^A-Za-z0-9]+/;

/** At most this many terms in a saved search (a longer query is refused). */
export const MAX_SAVED_SEARCH_TERMS = 20;

/**
 * The terms of a saved search's query, sorted. A token with a digit is a part number and stays one term
 * ("875490-B21" → 875490B21); any other token is its words ("hp-compaq" → HP, COMPAQ).
 */
export function savedSearchTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const token of query.split(TOKEN_SPLIT)) {
    const pieces = /\d/.test(token) ? [token] : token.split(WORD_SPLIT);
    for (const piece of pieces) {
      const term = normalisePartNumber(piece);
      if (term) terms.add(term);
    }
  }
  // Sorted: the same words in another order are the same saved search.
  return [...terms].sort();
}

/**
 * The term a saved search is looked up by: its longest (a part number before a brand), so a new broadcast
 * reads only the saved searches anchored on one of its own terms. Null when there is none (company only).
 */
export function savedSearchAnchor(terms: readonly string[]): string | null {
  let anchor: string | null = null;
  for (const term of terms) {
    if (anchor === null || term.length > anchor.length || (term.length === anchor.length && term < anchor)) {
      anchor = term;
    }
  }
  return anchor;
}

/**
 * The terms a broadcast offers: each token whole, normalised (a part number with its separators taken out),
 * and each of its words, so a query naming "875490-b21", "875490B21" or just "875490" finds it.
 */
export function broadcastTerms(subject: string, message: string): string[] {
  const terms = new Set<string>();
  for (const token of `${subject}\n${message}`.split(TOKEN_SPLIT)) {
    const whole = normalisePartNumber(token);
    if (!whole) continue;
    terms.add(whole);
    for (const word of token.split(WORD_SPLIT)) {
      const term = normalisePartNumber(word);
      if (term) terms.add(term);
    }
  }
  return [...terms];
}
