import { verify } from '@node-rs/argon2';
import { dropDatabase, withDefaultUser, companyNameKey } from '@tbs/db';
import { testDatabaseUrl } from '@tbs/db/testing';
import { cloneTemplateDatabase } from '@tbs/db/testDatabase';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET, seedDemoWorld, type SeedOptions } from './index.ts';

/** A database of its own, so the truncating seed never touches the data of the other test files. */
const databaseName = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_seed`;
const databaseUrl = testDatabaseUrl(databaseName);
const NOW = new Date('2026-03-15T00:20:00Z');
const SMALL: SeedOptions = {
  databaseUrl,
  companies: 60,
  parts: 2000,
  broadcasts: 500,
  seed: 7,
  now: NOW,
  reset: true,
  log: () => {},
};

let client: pg.Client;

beforeAll(async () => {
  await dropDatabase(databaseUrl);
  await cloneTemplateDatabase(databaseName);
  await seedDemoWorld(SMALL);
  client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await dropDatabase(databaseUrl);
});

/** md5 over the rows of a table in id order, with the columns given. */
async function digest(table: string, columns = '*'): Promise<string> {
  const result = await client.query<{ md5: string; count: string }>(
    `select md5(coalesce(string_agg(t::text, E'\\n' order by t.id), '')) as md5, count(*) as count
       from (select ${columns} from ${table}) t`,
  );
  const row = result.rows[0]!;
  return `${row.count}:${row.md5}`;
}

async function digests(): Promise<Record<string, string>> {
  return {
    company: await digest('company'),
    contact: await digest('contact'),
    inventory_part: await digest('inventory_part'),
    broadcast: await digest('broadcast'),
    invoice: await digest('invoice'),
  };
}

/** The same tables without the columns that move with "now". */
async function relativeDigests(): Promise<Record<string, string>> {
  return {
    company: await digest(
      'company',
      'id, name, username, website, tel, address, city, zip, country_code, is_service_only, account_type, lat, lng',
    ),
    contact: await digest(
      'contact',
      'id, company_id, name, function, position, email, email_alt, tel, im_name, im_value, is_owner, is_active',
    ),
    inventory_part: await digest(
      'inventory_part',
      'id, company_id, part_number, part_number_norm, manufacturer, description, quantity, condition, price',
    ),
    broadcast: await digest(
      'broadcast',
      'id, list_id, company_id, contact_id, side, subject, message, quantity, brand, description, condition, price, currency, from_email',
    ),
  };
}

describe('seedDemoWorld', () => {
  it('seeds the sizes asked for', async () => {
    const counts = await client.query<{ companies: string; parts: string; broadcasts: string }>(
      'select (select count(*) from company) as companies, (select count(*) from inventory_part) as parts, (select count(*) from broadcast) as broadcasts',
    );
    expect(counts.rows[0]).toEqual({ companies: '60', parts: '2000', broadcasts: '500' });
  });

  it('has complaints of every status, with pending ones from a trial account and in a burst', async () => {
    const statuses = await client.query<{ status: string }>(
      'select distinct status from complaint order by 1',
    );
    expect(statuses.rows.map((row) => row.status)).toEqual(['open', 'pending', 'rejected', 'solved']);
    const trial = await client.query(
      `select 1 from complaint c join contact f on f.id = c.filed_by_id join company fc on fc.id = f.company_id
        where c.status = 'pending' and fc.member_since is null`,
    );
    expect(trial.rowCount).toBeGreaterThan(0);
    const burst = await client.query(
      `select company_id from complaint where status = 'pending'
        group by company_id having count(*) >= 3 and max(created_at) - min(created_at) <= interval '7 days'`,
    );
    expect(burst.rowCount).toBeGreaterThan(0);
    const unreviewed = await client.query(
      `select 1 from complaint where (status = 'pending') <> (reviewed_at is null)`,
    );
    expect(unreviewed.rowCount).toBe(0);
  });

  it('gives every staff member of the contact page a placeholder portrait, stored as staff photos are', async () => {
    const staff = await client.query<{
      id: number;
      pic_url: string | null;
      width: number;
      mime_type: string;
    }>(
      `select s.id, s.pic_url, i.width, i.mime_type from staff_contact s
         left join stored_image i on i.staff_contact_id = s.id and i.kind = 'staff_photo' order by s.id`,
    );
    expect(staff.rows).toHaveLength(8);
    for (const row of staff.rows) {
      expect(row.pic_url).toMatch(new RegExp(`^/api/misc/staffContacts/${row.id}/photo\\?v=\\d+$`));
      expect(row).toMatchObject({ width: 256, mime_type: 'image/jpeg' });
    }
  });

  it('keys every company and registration name for the duplicate check of registrations', async () => {
    const names = await client.query<{ name: string; name_key: string | null }>(
      `select name, name_key from company union all select company, name_key from registration_request`,
    );
    expect(names.rowCount).toBeGreaterThan(60);
    expect(names.rows.filter((row) => row.name_key !== companyNameKey(row.name))).toEqual([]);
  });

  it('seeds identical data twice for the same seed and now, and the same structure for another now', async () => {
    const first = await digests();
    const firstRelative = await relativeDigests();
    await seedDemoWorld(SMALL);
    expect(await digests()).toEqual(first);

    await seedDemoWorld({ ...SMALL, now: new Date('2027-07-01T23:59:00Z') });
    expect(await relativeDigests()).toEqual(firstRelative);
    expect((await digests()).company).not.toEqual(first.company);

    await seedDemoWorld(SMALL);
    expect(await digests()).toEqual(first);
    // Three whole seeds (each hashes the demo passwords with argon2id): a bound for a loaded machine.
  }, 90_000);

  it('creates the demo accounts with argon2id passwords that verify', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const found = await client.query<{
        password_hash: string;
        name: string;
        company: string;
        country_code: string;
      }>(
        `select c.password_hash, c.name, co.name as company, co.country_code
           from contact c join company co on co.id = c.company_id where c.email = $1`,
        [account.email],
      );
      expect(found.rows, account.email).toHaveLength(1);
      const row = found.rows[0]!;
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.password_hash, account.password)).toBe(true);
      expect(await verify(row.password_hash, `${account.password}x`)).toBe(false);
      expect([row.name, row.company, row.country_code]).toEqual([
        account.name,
        account.company,
        account.country,
      ]);
    }
    const others = await client.query(
      "select count(*)::int as n from contact where password_hash is not null and email not like '%@demo.tbs'",
    );
    expect(others.rows[0].n).toBe(0);
  });

  it('gives each demo account its situation', async () => {
    const facts = await client.query(
      `select c.email, c.position, c.is_owner, co.username, co.member_since::text, co.free_trial_until::text, co.is_service_only,
              (select count(*)::int from inventory_part p where p.company_id = co.id) as parts,
              (select count(*)::int from broadcast b where b.contact_id = c.id) as broadcasts,
              (select array_agg(category_id order by category_id) from company_service s where s.company_id = co.id) as services,
              (select count(*)::int from complaint x where x.company_id = co.id and x.status = 'open') as open_complaints
         from contact c join company co on co.id = c.company_id
        where c.email like '%@demo.tbs' order by c.email`,
    );
    const by = Object.fromEntries(facts.rows.map((row) => [row.email, row]));
    expect(by['owner@demo.tbs']).toMatchObject({
      position: 1,
      is_owner: true,
      username: 'demotrading',
      member_since: '2013-12-08',
    });
    expect(by['member@demo.tbs']).toMatchObject({ is_owner: false, username: 'demotrading', parts: 50 });
    expect(by['member@demo.tbs'].position).toBeGreaterThan(1);
    expect(by['member@demo.tbs'].broadcasts).toBeGreaterThan(0);
    expect(by['service@demo.tbs']).toMatchObject({ is_service_only: true, services: [1, 3], parts: 0 });
    expect(by['trial@demo.tbs']).toMatchObject({ member_since: null, free_trial_until: '2026-04-04' });
    for (const row of facts.rows) expect(row.open_complaints, row.email).toBe(0);

    const twoFactor = await client.query(
      'select c.email, t.secret, t.enabled_at from two_factor_secret t join contact c on c.id = t.contact_id',
    );
    expect(twoFactor.rows).toHaveLength(1);
    expect(twoFactor.rows[0]).toMatchObject({ email: '2fa@demo.tbs', secret: DEMO_TOTP_SECRET });
    expect(twoFactor.rows[0].enabled_at).toBeInstanceOf(Date);

    const latest = await client.query(
      `select distinct on (i.company_id) c.email, i.invoice_date::text, i.due_date::text, i.payment_status, i.force_pay
         from invoice i join contact c on c.company_id = i.company_id
        where c.email in ('overdue@demo.tbs', 'member@demo.tbs') order by i.company_id, i.invoice_date desc`,
    );
    const invoices = Object.fromEntries(latest.rows.map((row) => [row.email, row]));
    expect(invoices['overdue@demo.tbs']).toMatchObject({
      invoice_date: '2026-02-03',
      due_date: '2026-02-18',
      payment_status: null,
      force_pay: false,
    });
    expect(invoices['member@demo.tbs'].payment_status).toBe(1);
  });

  it("keeps the installation's own keys through a reset (running api processes hold them)", async () => {
    await client.query(
      `insert into installation_key (name, value) values ('PART_TOKEN_KEY', 'kept-through-reseeds') on conflict do nothing`,
    );
    await seedDemoWorld(SMALL);
    const kept = await client.query(`select value from installation_key where name = 'PART_TOKEN_KEY'`);
    expect(kept.rows).toEqual([{ value: 'kept-through-reseeds' }]);
  }, 60_000);

  it('does nothing with --if-empty on a seeded database, and refuses to seed over data without --reset', async () => {
    const before = await digests();
    const result = await seedDemoWorld({ ...SMALL, reset: false, ifEmpty: true, seed: 99, companies: 10 });
    expect(result.skipped).toBe(true);
    expect(await digests()).toEqual(before);
    await expect(seedDemoWorld({ ...SMALL, reset: false })).rejects.toThrow(/--reset/);
    expect(await digests()).toEqual(before);
  });
});
