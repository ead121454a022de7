import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invoice } from '@tbs/db';
import { buildContact, TestSql } from '@tbs/db/testing';
import { type TestServer, useTestServer } from '@tbs/api/testing';
import { StaffCommandError } from './staffCommands.ts';
import { invoiceRemindersCommand } from './invoiceReminders.ts';

let server: TestServer;
let sql: TestSql;
useTestServer((started) => (server = started));
beforeAll(async () => {
  sql = await TestSql.connect();
});
afterAll(() => sql.end());

/** Runs `npm run staff -- reminders <args>` in this process. */
const reminders = (...args: string[]) => invoiceRemindersCommand(args)(sql.client);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A member of a company whose latest invoice is overdue; its token. */
async function memberWithOverdueInvoice() {
  const built = await buildContact(server.orm);
  const em = server.orm.em.fork();
  em.create(Invoice, {
    company: built.company.id,
    invoiceNumber: `R-${built.company.id}`,
    account: 'Plus',
    total: '675.00',
    invoiceDate: day(-20),
    dueDate: day(-5),
  } as never);
  await em.flush();
  return { ...built, token: await server.signIn(built) };
}

const invoiceStatus = async (token: string) =>
  (
    await server.request<{ payload: { isNoNotif: boolean; isPastDue: boolean } }>(
      'GET',
      '/api/companies/getLastInvoiceStatus',
      { token },
    )
  ).body.payload;

describe('npm run staff -- reminders', () => {
  it("switches a company's invoice reminders off (isNoNotif) and on again", async () => {
    const { company, token } = await memberWithOverdueInvoice();
    expect(await invoiceStatus(token)).toMatchObject({ isPastDue: true, isNoNotif: false });

    expect(await reminders(String(company.id), 'off')).toBe(
      `${company.name}: invoice reminders are off; its members see no due or overdue reminder (force-pay still blocks).`,
    );
    expect(await invoiceStatus(token)).toMatchObject({ isPastDue: true, isNoNotif: true });

    expect(await reminders(String(company.id), 'on')).toBe(
      `${company.name}: invoice reminders are on again.`,
    );
    expect(await invoiceStatus(token)).toMatchObject({ isNoNotif: false });
  });

  it('names an unknown company, and refuses what is not a company id and on or off, with the usage', async () => {
    await expect(reminders('999999999', 'off')).rejects.toThrow('No company with id 999999999.');
    for (const args of [[], ['12'], ['x', 'off'], ['12', 'maybe'], ['12', 'off', 'now']]) {
      expect(() => invoiceRemindersCommand(args), args.join(' ')).toThrow(StaffCommandError);
      expect(() => invoiceRemindersCommand(args)).toThrow(/Usage: npm run staff -- reminders/);
    }
  });
});
