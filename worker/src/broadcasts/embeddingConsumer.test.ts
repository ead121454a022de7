import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM, requeueBroadcast } from '@tbs/db';
import { buildBroadcast, buildContact, TestSql } from '@tbs/db/testing';
import { cosine, loadEmbeddingModel, vectorFromBytes, type Embedder } from '@tbs/models';
import { embedBroadcasts } from './embedBroadcasts.ts';
import { backfillEmbeddings } from './embeddingBackfill.ts';
import { createBroadcastConsumer } from './pendingConsumer.ts';

const databaseUrl = process.env.DATABASE_URL!;
const logger = pino({ level: 'silent' });
let orm: MikroORM;
let sql: TestSql;
let model: Embedder;
let sender: { id: number; company: { id: number } };

beforeAll(async () => {
  orm = await initORM(databaseUrl);
  sql = await TestSql.connect();
  const loaded = await loadEmbeddingModel();
  if (!loaded.available) throw new Error(loaded.reason);
  model = loaded;
  const built = await buildContact(orm);
  sender = { id: built.contact.id, company: { id: built.company.id } };
});
afterAll(async () => {
  await model.close();
  await sql.end();
  await orm.close(true);
});

const vectorsOf = async (ids: number[]) =>
  sql.rows<{ broadcast_id: number; model: string; vector: Buffer }>(
    `select broadcast_id::int, model, vector from broadcast_embedding where broadcast_id = any($1) order by 1`,
    [ids],
  );

describe("the pipeline's embedding consumer", () => {
  it('embeds each new broadcast once with the real model, and a resent one again, the same rows each time', async () => {
    const wtb = await buildBroadcast(orm, sender, {
      side: 'WTB',
      subject: 'WTB 20x 875490-B21 HPE 960GB SATA MU SFF SSD',
    });
    const wts = await buildBroadcast(orm, sender, {
      subject: 'WTS 960 GB solid state drives for ProLiant Gen10, mixed use',
    });
    const consumer = createBroadcastConsumer({
      databaseUrl,
      consumer: 'embedding',
      logger,
      handle: async (ids, client) => void (await embedBroadcasts(client, model, ids)),
    });
    try {
      await consumer.drainUntilEmpty();
      const first = await vectorsOf([wtb, wts]);
      expect(first.map((row) => [row.broadcast_id, row.model])).toEqual([
        [wtb, model.version],
        [wts, model.version],
      ]);
      const [a, b] = first.map((row) => vectorFromBytes(row.vector));
      expect(a).toHaveLength(model.dimensions);
      expect(cosine(a!, b!)).toBeGreaterThan(0.5);

      // At least once: a resend (or a replayed batch) writes the same vector again, never a second row.
      await requeueBroadcast(sql.client, wts, ['embedding']);
      await consumer.drainUntilEmpty();
      const again = await vectorsOf([wtb, wts]);
      expect(again.map((row) => row.broadcast_id)).toEqual([wtb, wts]);
      // The same text again (in a batch of another width, so the last float bits may differ).
      expect(cosine(vectorFromBytes(again[1]!.vector), b!)).toBeCloseTo(1, 5);
    } finally {
      await consumer.close();
    }
  });

  it('skips a broadcast deleted before its turn', async () => {
    const id = await buildBroadcast(orm, sender);
    await sql.rows('update broadcast set deleted_at = now() where id = $1', [id]);
    expect(await embedBroadcasts(sql.client, model, [id])).toBe(0);
    expect(await vectorsOf([id])).toEqual([]);
  });

  it('backfills the broadcasts without a vector of this model, and a second run finds none left', async () => {
    const since = new Date(Date.now() - 60_000);
    const ids = [await buildBroadcast(orm, sender), await buildBroadcast(orm, sender)];
    await sql.rows(`delete from broadcast_pending where consumer = 'embedding' and broadcast_id = any($1)`, [
      ids,
    ]);
    expect(await backfillEmbeddings({ databaseUrl, model, since })).toBeGreaterThanOrEqual(2);
    expect((await vectorsOf(ids)).map((row) => row.broadcast_id)).toEqual(ids);
    expect(await backfillEmbeddings({ databaseUrl, model, since })).toBe(0);
  });
});
