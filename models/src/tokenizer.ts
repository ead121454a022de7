/**
 * The embedding model's tokenizer: hashed words, letter/digit runs, joined part numbers and character
 * trigrams, each mapped into a fixed number of buckets. models/training/tokenizer.py is the same function
 * in Python (the trainer's); tokenizer.test.ts checks both give the same ids for models/tokenizer-golden.json.
 */

/** Settings of the tokenizer, as models/tokenizer.json stores them beside the model. */
export interface TokenizerConfig {
  /** Number of buckets, id 0 included (the padding id). */
  readonly buckets: number;
  /** At most this many ids per text, first occurrences first. */
  readonly maxTokens: number;
}

/** FNV-1a, 32 bits, of an ASCII string. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i) & 0xff;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Chunks: runs of ASCII letters, digits and the separators part numbers use, lower-cased. */
const CHUNK = /[a-z0-9./#+_-]+/g;
const WORD = /[a-z0-9]+/g;
const RUN = /[a-z]+|[0-9]+/g;

/** The string tokens of a text, in order, with repeats (before hashing). */
export function textTokens(text: string): string[] {
  const lower = text.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32));
  const tokens: string[] = [];
  for (const chunk of lower.match(CHUNK) ?? []) {
    const words = chunk.match(WORD) ?? [];
    // '875490-B21' and '875490B21' share the joined word.
    if (words.length > 1 && /[0-9]/.test(chunk)) tokens.push(`w:${words.join('')}`);
    for (const word of words) {
      tokens.push(`w:${word}`);
      const runs = word.match(RUN) ?? [];
      // '960GB' also says '960' and 'gb'; 'Gen10' says 'gen' and '10'.
      if (runs.length > 1) for (const run of runs) tokens.push(`w:${run}`);
      if (word.length >= 2) {
        const padded = `<${word}>`;
        for (let i = 0; i + 3 <= padded.length; i++) tokens.push(`c:${padded.slice(i, i + 3)}`);
      }
    }
  }
  return tokens;
}

/** The ids of a text: distinct tokens in the order first seen, each hashed to 1..buckets-1, at most maxTokens. */
export function tokenize(text: string, config: TokenizerConfig): number[] {
  const seen = new Set<string>();
  const ids: number[] = [];
  for (const token of textTokens(text)) {
    if (seen.has(token)) continue;
    seen.add(token);
    ids.push(1 + (fnv1a(token) % (config.buckets - 1)));
    if (ids.length >= config.maxTokens) break;
  }
  return ids;
}
