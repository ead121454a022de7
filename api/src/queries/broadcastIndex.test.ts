import { mkdtemp, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BroadcastIndex } from './broadcastIndex.ts';

const DIMENSIONS = 16;
const DAY = 86_400_000;
const now = Date.now();

/** A unit vector near one of a few directions (clustered, as broadcasts of the same goods are). */
function vectorNear(cluster: number, noise: number, seed: number): Float32Array {
  const vector = new Float32Array(DIMENSIONS);
  for (let d = 0; d < DIMENSIONS; d++)
    vector[d] = (d === cluster ? 1 : 0) + noise * Math.sin(seed * 12.9898 + d * 78.233);
  const norm = Math.hypot(...vector);
  return vector.map((value) => value / norm);
}

function sampleIndex(): BroadcastIndex {
  const index = new BroadcastIndex('test-model', DIMENSIONS, 16);
  for (let id = 1; id <= 300; id++)
    index.put(
      id,
      id % 2 ? 'WTS' : 'WTB',
      { companyId: id % 7, createdAt: now - (id % 40) * DAY },
      vectorNear(id % 8, 0.2, id),
    );
  return index;
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('BroadcastIndex', () => {
  it('finds the nearest of the asked side, other companies and the window only, best first', () => {
    const index = sampleIndex();
    expect(index.count).toBe(300);
    const found = index.nearest(vectorNear(3, 0, 0), {
      side: 'WTS',
      excludeCompanyId: 1,
      excludeId: 11,
      since: now - 30 * DAY,
      limit: 10,
    });
    expect(found).toHaveLength(10);
    for (const { id, score } of found) {
      expect(id % 2).toBe(1);
      expect(id % 7).not.toBe(1);
      expect(id % 40).toBeLessThanOrEqual(30);
      expect(id % 8).toBe(3);
      expect(score).toBeGreaterThan(0.8);
    }
    const scores = found.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('forgets removed and expired broadcasts and takes a resend’s new vector and date', () => {
    const index = sampleIndex();
    const query = { side: 'WTS' as const, excludeCompanyId: -1, excludeId: -1, since: 0, limit: 300 };
    const first = index.nearest(vectorNear(3, 0, 0), { ...query, limit: 1 })[0]!.id;
    index.remove(first);
    expect(index.nearest(vectorNear(3, 0, 0), query).map((m) => m.id)).not.toContain(first);
    expect(index.expire(now - 30 * DAY)).toBeGreaterThan(0);
    expect(index.nearest(vectorNear(3, 0, 0), query).every((m) => m.id % 40 <= 30)).toBe(true);
    // Removed, then sent again with other words: back, under its new vector.
    index.put(first, 'WTS', { companyId: 1, createdAt: now }, vectorNear(5, 0, 0));
    expect(index.nearest(vectorNear(5, 0, 0), { ...query, limit: 1 })[0]).toMatchObject({ id: first });
    expect(index.deletedCount).toBeGreaterThan(0);
  });

  it('grows past its first capacity', () => {
    const index = new BroadcastIndex('test-model', DIMENSIONS, 16);
    for (let id = 1; id <= 5000; id++)
      index.put(id, 'WTB', { companyId: 1, createdAt: now }, vectorNear(id % 8, 0.3, id));
    expect(index.count).toBe(5000);
  });

  it('is saved and read back; a saved copy that is corrupt, truncated or of another model is refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tbs-index-test-'));
    dirs.push(dir);
    const index = sampleIndex();
    index.remove(5);
    index.embeddedUntil = '2026-11-28 10:00:00+00';
    await index.save(dir, 'world');
    await index.save(dir, 'world');
    // The older generation's graphs are removed once the header names the new one.
    expect((await readdir(dir)).filter((name) => name.endsWith('.hnsw'))).toHaveLength(2);
    const read = await BroadcastIndex.load(dir, 'world', 'test-model', DIMENSIONS);
    expect(read.count).toBe(index.count);
    expect(read.embeddedUntil).toBe('2026-11-28 10:00:00+00');
    const query = {
      side: 'WTS' as const,
      excludeCompanyId: 2,
      excludeId: -1,
      since: now - 30 * DAY,
      limit: 10,
    };
    expect(read.nearest(vectorNear(5, 0, 0), query)).toEqual(index.nearest(vectorNear(5, 0, 0), query));
    expect(read.nearest(vectorNear(5, 0, 0), { ...query, limit: 300 }).map((m) => m.id)).not.toContain(5);

    await expect(BroadcastIndex.load(dir, 'world', 'other-model', DIMENSIONS)).rejects.toThrow(
      /another model/,
    );
    await expect(BroadcastIndex.load(dir, 'nothing', 'test-model', DIMENSIONS)).rejects.toThrow(/ENOENT/);
    const graph = (await readdir(dir)).find((name) => name.endsWith('.WTS.hnsw'))!;
    await truncate(join(dir, graph), 100);
    await expect(BroadcastIndex.load(dir, 'world', 'test-model', DIMENSIONS)).rejects.toThrow();
    await writeFile(join(dir, 'world.json'), '{"format":1,');
    await expect(BroadcastIndex.load(dir, 'world', 'test-model', DIMENSIONS)).rejects.toThrow();
  });
});
