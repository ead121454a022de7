/** The drainer losing its connection mid-batch: nothing applied twice, nothing lost, the next run finishes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { buildCompany, buildPart, uniqueToken, TestSql } from '@tbs/db/testing';
import { createSearchWriter } from '@tbs/search/writer';
import type { SearchWriter } from '@tbs/search';
import { OutboxDrainer } from './outboxDrainer.ts';
import { initORM } from '@tbs/db';
import type { MikroORM } from '@mikro-orm/postgresql';

const databaseUrl = process.env.DATABASE_URL!;
const logger = pino({ level: 'silent' });
let sql: TestSql;
let orm: MikroORM;
let writer: SearchWriter;

beforeAll(async () => {
  [sql, orm] = await Promise.all([TestSql.connect(databaseUrl), initORM(databaseUrl)]);
  writer = createSearchWriter();
  // Whatever other tests of this database left in the outbox is not this test's business.
  const drainer = new OutboxDrainer({ databaseUrl, writer, logger });
  await drainer.drainUntilEmpty();
  await drainer.close();
});
afterAll(async () => {
  await writer.close();
  await orm.close(true);
  await sql.client.end();
});

/** The parts of the company as the index holds them, and the outbox rows naming them. */
async function state(companyId: number) {
  const [indexed] = await sql.rows<{ n: number; quantities: number }>(
    `select count(*)::int as n, coalesce(sum(quantity), 0)::int as quantities from search_part where company_id = $1`,
    [companyId],
  );
  const [pending] = await sql.rows<{ n: number }>(
    `select count(*)::int as n from index_outbox o join inventory_part p on p.id = o.doc_id
      where o.doc_type = 'part' and p.company_id = $1`,
    [companyId],
  );
  return { indexed: indexed!.n, quantities: indexed!.quantities, outbox: pending!.n };
}

describe('the outbox drainer', () => {
  it('keeps a batch whose connection was lost before its commit, and applies it once on the next run', async () => {
    const company = await buildCompany(orm, { name: `Lost connection ${uniqueToken()}` });
    for (let i = 0; i < 5; i += 1)
      await buildPart(orm, company.id, `${uniqueToken()}-LOST`, { quantity: 10 });
    expect(await state(company.id)).toMatchObject({ indexed: 0, outbox: 5 });

    // The engine is handed the documents; then the claiming connection dies (a restart, a network cut).
    let cut = false;
    const cutting: SearchWriter = {
      ...writer,
      upsert: async (kind, documents) => {
        await writer.upsert(kind, documents);
        if (cut) return;
        cut = true;
        await sql.rows(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query like '%delete from index_outbox%'`,
        );
      },
    };
    const crashing = new OutboxDrainer({ databaseUrl, writer: cutting, logger });
    await expect(crashing.drainUntilEmpty()).rejects.toThrow();
    await crashing.close();
    // The delete was rolled back with the connection: the rows wait for the next run.
    expect((await state(company.id)).outbox).toBe(5);

    const next = new OutboxDrainer({ databaseUrl, writer, logger });
    await next.drainUntilEmpty();
    // Applied again, harmlessly: each part once in the index, the outbox empty.
    expect(await state(company.id)).toEqual({ indexed: 5, quantities: 50, outbox: 0 });
    // The same drainer goes on after its connection was lost: a new write is applied by it.
    await buildPart(orm, company.id, `${uniqueToken()}-AFTER`, { quantity: 7 });
    await next.drainUntilEmpty();
    expect(await state(company.id)).toEqual({ indexed: 6, quantities: 57, outbox: 0 });
    await next.close();
  });
});
