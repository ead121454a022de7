import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Contact, Setting } from '@tbs/db';
import type { TestSql } from '@tbs/db/testing';
import { buildCompany, buildContact, uniqueToken, useTestDatabase } from '@tbs/db/testing';
import { blocksInForce, loadBlockFacts } from '@tbs/api/testing';
import { runStaffCommand, testStaffServices } from './runStaff.ts';

let orm: MikroORM;
let sql: TestSql;
useTestDatabase((database) => ({ orm, sql } = database));

const staff = (...args: string[]) => runStaffCommand(args, testStaffServices({ client: sql.client, orm }));

/** The blocks the api finds for a contact, as it does on each of its requests. */
async function blocksOf(contactId: number) {
  const em = orm.em.fork();
  const contact = await em.findOneOrFail(Contact, contactId, { populate: ['company'] });
  return blocksInForce(await loadBlockFacts(em, { contact, company: contact.company }));
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function addInvoice(companyId: number, dueInDays: number): Promise<void> {
  await sql.rows(
    `insert into invoice (company_id, invoice_number, account, total, invoice_date, due_date)
     values ($1, $2, 'Plus', 675, $3, $4)`,
    [companyId, `INV-${uniqueToken()}`, isoDay(dueInDays - 15), isoDay(dueInDays)],
  );
}

describe('npm run staff', () => {
  it('blocks a company with force-pay or a custom message, and lifts both', async () => {
    const { contact, company } = await buildContact(orm);
    await addInvoice(company.id, -3);
    expect(await blocksOf(contact.id)).toEqual([]);

    const forcePay = await staff('block', String(company.id), 'force-pay');
    expect(forcePay.code).toBe(0);
    expect(forcePay.stdout).toContain('blocks the site once overdue');
    expect(await blocksOf(contact.id)).toEqual(['forcePay']);

    const custom = await staff('block', String(company.id), 'custom', '--message', '<p>Call us.</p>');
    expect(custom.code).toBe(0);
    expect(await blocksOf(contact.id)).toEqual(['forcePay', 'customFullBlock']);
    const [row] = await sql.rows<{ custom_full_block: string }>(
      'select custom_full_block from company where id = $1',
      [company.id],
    );
    expect(row?.custom_full_block).toBe('<p>Call us.</p>');

    expect((await staff('block', String(company.id), 'off')).code).toBe(0);
    expect(await blocksOf(contact.id)).toEqual([]);
  });

  it('refuses force-pay without an open invoice, and an unknown company', async () => {
    const company = await buildCompany(orm);
    const noInvoice = await staff('block', String(company.id), 'force-pay');
    expect(noInvoice.code).toBe(1);
    expect(noInvoice.stderr).toContain('has no open latest invoice');
    const unknown = await staff('block', '2000000000', 'off');
    expect(unknown).toMatchObject({ code: 1, stderr: 'No company with id 2000000000.\n' });
  });

  it('forces a contact to sign in again, by id or e-mail', async () => {
    const byId = await buildContact(orm);
    const byEmail = await buildContact(orm);
    expect((await staff('force-logout', String(byId.contact.id))).code).toBe(0);
    const run = await staff('force-logout', byEmail.email.toUpperCase());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(byEmail.email);
    expect(await blocksOf(byId.contact.id)).toEqual(['forcedLogout']);
    expect(await blocksOf(byEmail.contact.id)).toEqual(['forcedLogout']);
    expect((await staff('force-logout', 'nobody@example.com')).code).toBe(1);
  });

  it('makes 2FA mandatory for every member and optional again', async () => {
    const { contact } = await buildContact(orm);
    try {
      expect((await staff('require-2fa', 'on')).code).toBe(0);
      expect(await blocksOf(contact.id)).toEqual(['twoFactorRequired']);
    } finally {
      expect((await staff('require-2fa', 'off')).code).toBe(0);
    }
    expect(await blocksOf(contact.id)).toEqual([]);
    const setting = await orm.em.fork().findOneOrFail(Setting, { key: 'force2fa' });
    expect(setting.value).toBe(0);
  });

  it('answers a usage error with the usage and exit code 2', async () => {
    for (const args of [[], ['block', 'x', 'off'], ['require-2fa', 'maybe']]) {
      const run = await staff(...args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Usage: npm run staff -- <command>');
    }
  });
});
