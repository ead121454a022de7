/** Where the embedding model's files are and how they are read. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TokenizerConfig } from './tokenizer.ts';

/** The model committed in the repository: models/ (model.onnx, tokenizer.json, MODEL_CARD.md). */
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('..', import.meta.url));

export const MODEL_FILE = 'model.onnx';
export const TOKENIZER_FILE = 'tokenizer.json';

/** The tokenizer settings of a model folder; throws with the path when missing or not of our kind. */
export function readTokenizerConfig(dir: string): TokenizerConfig {
  const path = `${dir.replace(/\/$/, '')}/${TOKENIZER_FILE}`;
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<TokenizerConfig> & { kind?: string };
  if (
    parsed.kind !== 'hashed-words-and-trigrams' ||
    !Number.isInteger(parsed.buckets) ||
    !Number.isInteger(parsed.maxTokens)
  )
    throw new Error(`${path}: not a tokenizer config of ours`);
  return { buckets: parsed.buckets!, maxTokens: parsed.maxTokens! };
}
