import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestSql } from '@tbs/db/testing';
import { buildContact, useTestDatabase } from '@tbs/db/testing';
import { runStaffCommand, testStaffServices } from './runStaff.ts';

let orm: MikroORM;
let sql: TestSql;
useTestDatabase((database) => ({ orm, sql } = database));

/** Runs `npm run staff -- role <args>`. */
const role = (...args: string[]) =>
  runStaffCommand(['role', ...args], testStaffServices({ client: sql.client, orm }));

const isStaff = async (contactId: number) =>
  (await sql.rows<{ is_staff: boolean }>('select is_staff from contact where id = $1', [contactId]))[0]!
    .is_staff;

describe('npm run staff -- role', () => {
  it('grants the staff role by e-mail (any case), lists it and revokes it', async () => {
    const { contact, email } = await buildContact(orm, { name: 'Ana Lyst' });
    expect(await isStaff(contact.id)).toBe(false);

    const grant = await role('grant', email.toUpperCase());
    expect(grant.stderr).toBe('');
    expect(grant.code).toBe(0);
    expect(grant.stdout).toMatch(/Ana Lyst .* is staff now/);
    expect(await isStaff(contact.id)).toBe(true);

    expect((await role('grant', email)).stdout).toMatch(/is already staff/);
    const list = await role('list');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`${email}  Ana Lyst`);

    const revoke = await role('revoke', email);
    expect(revoke.code).toBe(0);
    expect(revoke.stdout).toMatch(/is no longer staff/);
    expect(await isStaff(contact.id)).toBe(false);
    expect((await role('list')).stdout).not.toContain(email);
  });

  it('has the worker fold the statistics again from the contact’s first search, to leave it out', async () => {
    const { contact, company, email } = await buildContact(orm);
    await sql.rows(
      `insert into search_log (query, query_norm, result_count, contact_id, company_id, created_at)
       values ('x1', 'X1', 1, $1, $2, now() - interval '10 days')`,
      [contact.id, company.id],
    );
    await sql.rows(
      `insert into analytics_rollup_state (name, folded_through, demand_day) values ('analytics', now(), current_date)
       on conflict (name) do update set folded_through = now(), demand_day = current_date`,
    );
    const firstDay = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const grant = await role('grant', email);
    expect(grant.code).toBe(0);
    expect(grant.stdout).toContain(
      `The worker folds the statistics from ${firstDay} again, without its searches`,
    );
    const [state] = await sql.rows<{ day: string; demand_day: string | null }>(
      `select to_char((folded_through at time zone 'utc')::date, 'YYYY-MM-DD') as day, demand_day
         from analytics_rollup_state where name = 'analytics'`,
    );
    expect(state!.day <= firstDay).toBe(true);
    expect(state!.demand_day).toBeNull();
  });

  it('shows control and bidi characters of a contact’s name visibly', async () => {
    const { email } = await buildContact(orm, { name: 'Ana\u202E tsyl\nana@evil.example  Mallory' });
    const grant = await role('grant', email);
    expect(grant.stdout).toContain('Ana<U+202E> tsyl<U+000A>ana@evil.example  Mallory <');
    expect((await role('list')).stdout).toContain(`${email}  Ana<U+202E> tsyl<U+000A>ana@evil.example`);
    expect((await role('revoke', email)).code).toBe(0);
  });

  it('refuses an unknown address and usage mistakes without changing anyone', async () => {
    const unknown = await role('grant', 'nobody-here@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No contact with e-mail 'nobody-here@example.com'.");

    for (const args of [[], ['promote', 'a@b.c'], ['grant'], ['grant', 'not-an-address'], ['list', 'x']]) {
      const run = await role(...args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr).toContain('Usage: npm run staff -- role');
    }
  });
});
