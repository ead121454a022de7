/**
 * `npm run staff -- reminders <companyId> on|off`: whether a company's members are reminded of a due or overdue
 * invoice (the invoice status's isNoNotif, spec part 1 section 3). Staff switch them off for a company that
 * pays by arrangement; force-pay still blocks, since it is a block and not a reminder.
 */
import type pg from 'pg';
import { StaffCommandError } from './staffCommands.ts';

export const REMINDERS_USAGE = `Usage: npm run staff -- reminders <companyId> on|off
  reminders <companyId> off   no due or overdue invoice reminder for the company's members (force-pay still blocks)
  reminders <companyId> on    remind them again`;

type Command = (client: pg.Client) => Promise<string>;

/** Switches the invoice reminders of a company on or off; says what its members see from their next page. */
export async function setInvoiceReminders(
  client: pg.Client,
  companyId: number,
  on: boolean,
): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    'update company set no_invoice_reminders = $2 where id = $1 returning name',
    [companyId, !on],
  );
  const company = rows[0];
  if (!company) throw new StaffCommandError(`No company with id ${companyId}.`);
  return on
    ? `${company.name}: invoice reminders are on again.`
    : `${company.name}: invoice reminders are off; its members see no due or overdue reminder (force-pay still blocks).`;
}

/** The reminders command the arguments name; a usage mistake is a StaffCommandError with the usage. */
export function invoiceRemindersCommand(args: string[]): Command {
  const [companyIdText, state, ...extra] = args;
  const usage = (message: string) => new StaffCommandError(`${message}\n\n${REMINDERS_USAGE}`);
  if (extra.length) throw usage(`Unexpected '${extra.join(' ')}'.`);
  if (!companyIdText || !/^\d{1,9}$/.test(companyIdText)) throw usage('Give the company id (digits).');
  if (state !== 'on' && state !== 'off') throw usage('Say on or off.');
  const companyId = Number(companyIdText);
  return (client) => setInvoiceReminders(client, companyId, state === 'on');
}
