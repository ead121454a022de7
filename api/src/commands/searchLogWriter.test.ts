import { afterAll, beforeAll, expect, it } from 'vitest';
import { pino } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM } from '@tbs/db';
import type { PartDocument } from '@tbs/search';
import { buildCompany, buildContact, uniqueToken } from '@tbs/db/testing';
import { SearchLogWriter } from './searchLogWriter.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
});
afterAll(() => orm.close(true));

/** A hit as the search answers it; only the fields the log reads matter. */
const hitOf = (companyId: number, partNumber: string) => ({ companyId, partNumber }) as PartDocument;

it('keeps the search and the other hits when a company found by the search was removed before the write', async () => {
  const searcher = await buildContact(orm);
  const [kept, removed] = await Promise.all([buildCompany(orm), buildCompany(orm)]);
  await orm.em.fork().getConnection().execute('delete from company where id = ?', [removed.id]);
  const query = `PN-${uniqueToken()}`;

  const writer = new SearchLogWriter(orm, pino({ level: 'silent' }));
  writer.record({
    contactId: searcher.contact.id,
    companyId: searcher.company.id,
    sections: [{ query, numResults: 2, hits: [hitOf(removed.id, query), hitOf(kept.id, query)] }],
  });
  await writer.idle();

  const connection = orm.em.fork().getConnection();
  expect(await connection.execute('select result_count from search_log where query = ?', [query])).toEqual([
    { result_count: 2 },
  ]);
  expect(
    await connection.execute('select company_id from inventory_hit where search_terms = ?', [query]),
  ).toEqual([{ company_id: kept.id }]);
});
