/**
 * The broadcast embedding model, run with onnxruntime-node from local files only. A missing or broken model
 * turns the AI method off with one log line (`available: false`); nothing else stops.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { DEFAULT_MODEL_DIR, MODEL_FILE, readTokenizerConfig } from './modelFiles.ts';
import { tokenize, type TokenizerConfig } from './tokenizer.ts';

/** A loaded model: texts in, unit-length vectors out (cosine similarity is their dot product). */
export interface Embedder {
  readonly available: true;
  readonly dimensions: number;
  readonly dir: string;
  /** Names the model file (its SHA-256, first 16 hex digits): vectors of different versions never meet. */
  readonly version: string;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  close(): Promise<void>;
}

/** No model: the reason is what the log line said. */
export interface NoEmbedder {
  readonly available: false;
  readonly reason: string;
}

export type EmbeddingModel = Embedder | NoEmbedder;

/** Where the loader reports a model it cannot use (a pino logger fits). */
export interface EmbeddingLog {
  warn(message: string): void;
}

/**
 * Loads the model of `dir` (default: models/ of the repository) on one thread, as the worker and the api
 * run it, and checks it answers a probe.
 */
export async function loadEmbeddingModel(
  dir: string = DEFAULT_MODEL_DIR,
  log: EmbeddingLog = console,
): Promise<EmbeddingModel> {
  try {
    const config = readTokenizerConfig(dir);
    const path = join(dir, MODEL_FILE);
    if (!existsSync(path)) throw new Error(`${path} is missing`);
    const session = await ort.InferenceSession.create(path, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
    });
    const embed = (texts: readonly string[]) => runModel(session, config, texts);
    const [probe] = await embed(['probe']);
    const version = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
    return {
      available: true,
      dimensions: probe!.length,
      dir,
      version,
      embed,
      close: () => session.release(),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(`AI possible matches are off: the embedding model in ${dir} cannot be used: ${reason}`);
    return { available: false, reason };
  }
}

async function runModel(
  session: ort.InferenceSession,
  config: TokenizerConfig,
  texts: readonly string[],
): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const rows = texts.map((text) => tokenize(text, config));
  const width = Math.max(1, ...rows.map((ids) => ids.length));
  const ids = new BigInt64Array(rows.length * width);
  const mask = new Float32Array(rows.length * width);
  rows.forEach((row, r) =>
    row.forEach((id, i) => {
      ids[r * width + i] = BigInt(id);
      mask[r * width + i] = 1;
    }),
  );
  const output = await session.run({
    input_ids: new ort.Tensor('int64', ids, [rows.length, width]),
    attention_mask: new ort.Tensor('float32', mask, [rows.length, width]),
  });
  const result = output.embedding!;
  const data = result.data as Float32Array;
  const dimensions = result.dims[1]!;
  return rows.map((_, r) => data.slice(r * dimensions, (r + 1) * dimensions));
}

/** Cosine similarity of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** A vector as stored in broadcast_embedding.vector: float32 little-endian. */
export function vectorToBytes(vector: Float32Array): Buffer {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, i) => bytes.writeFloatLE(value, i * 4));
  return bytes;
}

/** The vector of a broadcast_embedding.vector. */
export function vectorFromBytes(bytes: Uint8Array): Float32Array {
  const vector = new Float32Array(bytes.length / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, true);
  return vector;
}
