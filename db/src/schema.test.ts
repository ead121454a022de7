import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM } from './orm.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
});
afterAll(() => orm.close(true));

/** Runs SQL and returns the first row (the tests insert or count one thing at a time). */
async function sql(query: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return orm.em.getConnection().execute(query, params);
}
const one = async (query: string, params: unknown[] = []) => (await sql(query, params))[0]!;

describe('database schema', () => {
  it('has no difference between the entities and the checked-in migrations', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('ships the reference data and pg_trgm', async () => {
    const lists = await one('select count(*)::int as n from broadcast_list');
    expect(lists.n).toBe(13);
    const trgm = await one(`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`);
    expect(trgm.n).toBe(1);
    const eu = await one(`select count(*)::int as n from country where is_eu and code <> 'NL'`);
    expect(eu.n).toBe(26);
  });

  it('rejects values outside the spec enums in the database itself', async () => {
    const company = await one(
      `insert into company (name, country_code) values ('Check Co', 'NL') returning id`,
    );
    await expect(
      sql(
        `insert into inventory_part (company_id, part_number, manufacturer, description, condition, price) values (?, 'X1', 'HPE', 'd', 'BROKEN', 1)`,
        [company.id],
      ),
    ).rejects.toThrow(/inventory_part_condition_check/);
    await expect(
      sql(`insert into contact (company_id, name, email) values (?, 'A', 'dup@x.nl'), (?, 'B', 'DUP@x.nl')`, [
        company.id,
        company.id,
      ]),
    ).rejects.toThrow(/contact_email_lower_unique/);
  });

  it('normalises part numbers in a generated column', async () => {
    const company = await one(
      `insert into company (name, country_code) values ('Norm Co', 'DE') returning id`,
    );
    const part = await one(
      `insert into inventory_part (company_id, part_number, manufacturer, description, condition, price) values (?, '875490-b21', 'HPE', 'd', 'REF', 10) returning part_number_norm`,
      [company.id],
    );
    expect(part.part_number_norm).toBe('875490B21');
  });
});
