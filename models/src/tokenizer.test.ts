import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTokenizerConfig, DEFAULT_MODEL_DIR } from './modelFiles.ts';
import { textTokens, tokenize } from './tokenizer.ts';

/** Written by models/training/tokenizer.py (the trainer's tokenizer) from its GOLDEN_TEXTS. */
const golden = JSON.parse(
  readFileSync(new URL('../tokenizer-golden.json', import.meta.url), 'utf8'),
) as Array<{
  text: string;
  ids: number[];
}>;

describe('tokenizer', () => {
  const config = readTokenizerConfig(DEFAULT_MODEL_DIR);

  it('gives the ids the Python trainer gives, text by text', () => {
    expect(golden.length).toBeGreaterThanOrEqual(8);
    for (const row of golden) expect({ text: row.text, ids: tokenize(row.text, config) }).toEqual(row);
  });

  it('reads a part number the same with or without separators', () => {
    expect(textTokens('875490-B21')).toContain('w:875490b21');
    expect(textTokens('875490B21')).toContain('w:875490b21');
  });

  it('splits units and generations from their numbers', () => {
    expect(textTokens('960GB Gen10')).toEqual(expect.arrayContaining(['w:960', 'w:gb', 'w:gen', 'w:10']));
  });

  it('keeps at most maxTokens ids, each a bucket other than padding', () => {
    const ids = tokenize(golden.at(-1)!.text, config);
    expect(ids).toHaveLength(config.maxTokens);
    expect(ids.every((id) => id >= 1 && id < config.buckets)).toBe(true);
  });
});
