import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM } from './orm.ts';
import { tierOfRank, trustTier } from '@tbs/rules';
import { tierRankSql } from './tierRankSql.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
});
afterAll(() => orm.close(true));

const todays = ['2026-11-21', '2024-02-29', '2027-02-28', '2027-03-01', '2045-02-28'];
const memberSinces = [
  null,
  '2024-02-29',
  '2023-11-21',
  '2023-11-22',
  '2016-11-21',
  '2016-11-22',
  '2006-11-21',
  '2006-11-22',
  '2004-02-29',
  '2025-02-28',
  '1990-06-30',
];

describe('tierRankSql', () => {
  it('agrees with trustTier() on sample dates, with and without open complaints', async () => {
    const em = orm.em.fork();
    for (const open of [false, true]) {
      const company = (
        await em.execute(
          `insert into company (name, country_code) values ('Tier Sql ${String(open)}', 'NL') returning id`,
        )
      )[0] as { id: number };
      if (open) {
        const contact = (
          await em.execute(
            `insert into contact (company_id, name, email) values (?, 'T', 'tier-sql@example.com') returning id`,
            [company.id],
          )
        )[0] as { id: number };
        await em.execute(
          `insert into complaint (company_id, filed_by_id, title, transaction_date, body, resolution, status) values (?, ?, 't', '2020-01-01', 'b', 'r', 'open')`,
          [company.id, contact.id],
        );
      }
      for (const today of todays) {
        for (const since of memberSinces) {
          const sql = tierRankSql({
            memberSince: since === null ? 'null::date' : `'${since}'::date`,
            companyId: String(company.id),
            today: `'${today}'::date`,
          });
          const [row] = (await em.execute(`select ${sql} as rank`)) as { rank: number }[];
          const expected = trustTier(
            since === null ? null : new Date(since),
            open ? 1 : 0,
            new Date(`${today}T12:00:00Z`),
          );
          expect(`${since} on ${today}: ${tierOfRank(row!.rank)}`).toBe(`${since} on ${today}: ${expected}`);
        }
      }
    }
  });
});
