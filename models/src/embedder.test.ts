import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosine, loadEmbeddingModel, type Embedder } from './embedder.ts';
import { DEFAULT_MODEL_DIR } from './modelFiles.ts';

/** Written by models/training/train.py: PyTorch's embeddings of a few texts with the exported weights. */
const golden = JSON.parse(
  readFileSync(new URL('../embedding-golden.json', import.meta.url), 'utf8'),
) as Array<{ text: string; embedding: number[] }>;

function collectingLog() {
  const lines: string[] = [];
  return { lines, warn: (line: string) => void lines.push(line) };
}

describe('the committed embedding model, run by onnxruntime-node', () => {
  let model: Embedder;
  beforeAll(async () => {
    const loaded = await loadEmbeddingModel(DEFAULT_MODEL_DIR, collectingLog());
    if (!loaded.available) throw new Error(loaded.reason);
    model = loaded;
  });
  afterAll(() => model.close());

  it('gives the embeddings PyTorch gave when it was trained', async () => {
    const vectors = await model.embed(golden.map((row) => row.text));
    golden.forEach((row, index) => {
      const vector = Array.from(vectors[index]!);
      vector.forEach((value, i) => expect(value).toBeCloseTo(row.embedding[i]!, 4));
    });
  });

  it('puts a WTB near the WTS of the same goods worded differently, and far from other goods', async () => {
    const [wtb, wts, other] = await model.embed([
      'WTB: 20x 875490-B21 HPE 960GB SATA MU SFF SSD',
      'WTS 960 GB solid state drives for ProLiant Gen10, mixed use, 2.5", 40 pcs refurbished',
      'WTS Cisco Catalyst 9300 48 port PoE+ switch C9300-48P-E new sealed',
    ]);
    expect(model.dimensions).toBe(wtb!.length);
    expect(cosine(wtb!, wtb!)).toBeCloseTo(1, 4);
    expect(cosine(wtb!, wts!)).toBeGreaterThan(cosine(wtb!, other!) + 0.2);
  });
});

describe('a model folder that cannot be used', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tbs-model-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('turns the AI method off with one log line when the model file is missing', async () => {
    copyFileSync(join(DEFAULT_MODEL_DIR, 'tokenizer.json'), join(dir, 'tokenizer.json'));
    const log = collectingLog();
    const loaded = await loadEmbeddingModel(dir, log);
    expect(loaded.available).toBe(false);
    expect(log.lines).toEqual([expect.stringMatching(/AI possible matches are off.*model\.onnx is missing/)]);
  });

  it('turns the AI method off when the model file is corrupt', async () => {
    copyFileSync(join(DEFAULT_MODEL_DIR, 'tokenizer.json'), join(dir, 'tokenizer.json'));
    writeFileSync(
      join(dir, 'model.onnx'),
      readFileSync(join(DEFAULT_MODEL_DIR, 'model.onnx')).subarray(0, 5000),
    );
    const log = collectingLog();
    expect((await loadEmbeddingModel(dir, log)).available).toBe(false);
    expect(log.lines).toEqual([
      expect.stringContaining(`AI possible matches are off: the embedding model in ${dir}`),
    ]);
  });
});
