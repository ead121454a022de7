import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { MailTarget } from '@tbs/contracts';
import { visible } from './visibleText.ts';

/** A mistake in what staff typed (unknown company, wrong state): exit 1 with the message. */
export class StaffCommandError extends Error {}

/**
 * What a staff command works with, opened by whoever runs it (main.ts on the product's database, tests on
 * theirs) and only when the command asks for it: a usage mistake never reaches the database.
 */
export interface StaffServices {
  /** One connection to the product's database (what most commands need). */
  client(): Promise<pg.Client>;
  /** The ORM on the same database, for the api's own commands (decisions, attaching orders). */
  orm(): Promise<MikroORM>;
  /** Where a command's mails go: the PostgreSQL mail outbox that the worker forwards. */
  mail(): Promise<MailTarget>;
  /** Who runs the command, recorded with decisions (staff:<login>). */
  readonly staffName: string;
  /** The product's address, for links in mails. */
  readonly publicUrl: string;
}

/** A parsed staff command: runs on the services and answers what to print. */
export type StaffCommand = (services: StaffServices) => Promise<string>;

interface CompanyRow {
  id: number;
  name: string;
}

interface ContactRow {
  id: number;
  name: string;
  email: string;
  company_name: string;
}

async function findCompany(client: pg.Client, companyId: number): Promise<CompanyRow> {
  const { rows } = await client.query<CompanyRow>('select id, name from company where id = $1', [companyId]);
  if (!rows[0]) throw new StaffCommandError(`No company with id ${companyId}.`);
  return rows[0];
}

/**
 * Force-pay: marks the company's latest invoice, which must be open, so that it blocks the whole site for the
 * company's members once it is overdue (the block the server and the overlay read from the latest invoice).
 */
export async function blockForcePay(client: pg.Client, companyId: number): Promise<string> {
  const company = await findCompany(client, companyId);
  const { rows } = await client.query<{
    id: number;
    invoice_number: string;
    due_date: string;
    open: boolean;
  }>(
    `select id, invoice_number, to_char(due_date, 'YYYY-MM-DD') as due_date, payment_status is null as open
       from invoice where company_id = $1 order by invoice_date desc, id desc limit 1`,
    [company.id],
  );
  const invoice = rows[0];
  if (!invoice?.open) {
    throw new StaffCommandError(
      `${visible(company.name)} has no open latest invoice: force-pay blocks only while the latest invoice is unpaid.`,
    );
  }
  await client.query('update invoice set force_pay = true where id = $1', [invoice.id]);
  return `${visible(company.name)}: invoice ${invoice.invoice_number} (due ${invoice.due_date}) blocks the site once overdue, until it is paid.`;
}

/** Custom full block: the company's members see only this (staff-written HTML) until it is lifted. */
export async function blockCustom(client: pg.Client, companyId: number, html: string): Promise<string> {
  if (!html.trim()) throw new StaffCommandError('The block needs a message: --message "<p>...</p>".');
  const company = await findCompany(client, companyId);
  await client.query('update company set custom_full_block = $2 where id = $1', [company.id, html]);
  return `${visible(company.name)}: fully blocked with the custom message.`;
}

/** Lifts the custom full block and the force-pay marks of the company's invoices. */
export async function unblock(client: pg.Client, companyId: number): Promise<string> {
  const company = await findCompany(client, companyId);
  await client.query('update company set custom_full_block = null where id = $1', [company.id]);
  const { rowCount } = await client.query(
    'update invoice set force_pay = false where company_id = $1 and force_pay',
    [company.id],
  );
  return `${visible(company.name)}: custom block lifted, force-pay removed from ${rowCount ?? 0} invoice(s).`;
}

/**
 * Forced logout of a contact (by id or e-mail): from its next call every session of it can only sign out, and
 * the web app shows the forced-logout notice; signing in again ends those sessions and clears the flag.
 */
export async function forceLogout(client: pg.Client, contactIdOrEmail: string): Promise<string> {
  const byId = /^\d+$/.test(contactIdOrEmail);
  const { rows } = await client.query<ContactRow>(
    `update contact set force_logout = true from company
      where company.id = contact.company_id and ${byId ? 'contact.id = $1' : 'lower(contact.email) = lower($1)'}
      returning contact.id, contact.name, contact.email, company.name as company_name`,
    [byId ? Number(contactIdOrEmail) : contactIdOrEmail],
  );
  const contact = rows[0];
  if (!contact)
    throw new StaffCommandError(`No contact with ${byId ? 'id' : 'e-mail'} '${visible(contactIdOrEmail)}'.`);
  return `${visible(contact.name)} <${visible(contact.email)}> of ${visible(contact.company_name)} is signed out at the next request.`;
}

/** Mandatory 2FA for every member (the spec's site-wide setting force2fa). */
export async function requireTwoFactor(client: pg.Client, on: boolean): Promise<string> {
  await client.query(
    `insert into setting (key, value) values ('force2fa', $1::jsonb)
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [JSON.stringify(on ? 1 : 0)],
  );
  return on
    ? '2FA is mandatory: members without it can only set it up until they do.'
    : '2FA is optional again.';
}
