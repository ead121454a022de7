import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { companyNameKey } from './companyNameKey.ts';
import { createDatabaseIfMissing, dropDatabase, initORM } from './orm.ts';
import { testDatabaseUrl } from './test/globalSetup.ts';

/** The migration before Migration20261128040000CompanyNameKey. */
const BEFORE = 'Migration20261127050000MailPending';

// A database of its own, migrated to BEFORE: the migration must key the rows an installation already has.
const url = testDatabaseUrl(`${process.env.TBS_TEST_RUN}_w${process.env.VITEST_POOL_ID ?? '1'}_namekey`);
let orm: MikroORM;

const rows = <T>(query: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(query, params);

const request = (company: string, status: string, email: string) =>
  rows(
    `insert into registration_request (company, address, country_code, hear, name, function, email, tel, is_contract_agreed, status)
     values (?, 'Kade 1', 'NL', 'LinkedIn', 'Rosa', 'Owner', ?, '+31 1', true, ?) returning id`,
    [company, email, status],
  );

beforeAll(async () => {
  await dropDatabase(url);
  await createDatabaseIfMissing(url);
  orm = await initORM(url);
  await orm.migrator.up({ to: BEFORE });
});
afterAll(async () => {
  await orm.close(true);
  await dropDatabase(url);
});

describe('Migration20261128040000CompanyNameKey', () => {
  it('keys existing companies and requests; a pending look-alike of an earlier pending request keeps none', async () => {
    await rows(
      `insert into company (name, country_code) values ('Demo Trading B.V.', 'NL'), ('Other Co', 'DE')`,
    );
    await request('Acme Handel GmbH', 'pending', 'a@acme.example.com');
    await request('ACME HANDEL', 'pending', 'b@acme.example.com');
    await request('Acme Handel', 'approved', 'c@acme.example.com');

    await orm.migrator.up();

    const companies = await rows<{ name: string; name_key: string }>(
      'select name, name_key from company order by id',
    );
    expect(companies).toEqual([
      { name: 'Demo Trading B.V.', name_key: companyNameKey('Demo Trading BV') },
      { name: 'Other Co', name_key: companyNameKey('Other') },
    ]);
    const requests = await rows<{ company: string; name_key: string | null }>(
      'select company, name_key from registration_request order by id',
    );
    const acme = companyNameKey('Acme Handel');
    expect(requests).toEqual([
      { company: 'Acme Handel GmbH', name_key: acme },
      { company: 'ACME HANDEL', name_key: null },
      { company: 'Acme Handel', name_key: acme },
    ]);
    // From now on the index refuses a second pending look-alike.
    await expect(
      rows(`update registration_request set name_key = ? where company = 'ACME HANDEL'`, [acme]),
    ).rejects.toThrow(/registration_request_pending_name_key/);
  });

  it('goes down again to the lower-case index of pending names', async () => {
    await orm.migrator.down({ to: BEFORE });
    const columns = await rows(
      `select 1 from information_schema.columns where column_name = 'name_key' and table_name in ('company', 'registration_request')`,
    );
    expect(columns).toEqual([]);
    const indexes = await rows<{ indexname: string }>(
      `select indexname from pg_indexes where indexname like 'registration_request_pending%' order by indexname`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'registration_request_pending_company',
      'registration_request_pending_email',
    ]);
  });
});
