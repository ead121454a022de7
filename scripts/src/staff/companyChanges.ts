/**
 * `npm run staff -- company changes [<companyId>]`: every change of a company's billing country or VAT number
 * (they decide the VAT of its membership invoices), newest first, as the company_tax_change trigger recorded it:
 * when, who (the contact through the profile, or the database user for staff SQL), from what to what.
 */
import type pg from 'pg';
import { StaffCommandError } from './staffCommands.ts';
import { visible } from './visibleText.ts';

export const COMPANY_USAGE = `Usage: npm run staff -- company <command>
  company changes [<companyId>]   changes of billing country and VAT number, newest first (the last 100 of all)`;

/** The most rows `company changes` prints without a company id. */
const LATEST = 100;

type Command = (client: pg.Client) => Promise<string>;

interface ChangeRow {
  changed_at: string;
  company_id: number;
  company_name: string;
  changed_by: string;
  old_country: string;
  new_country: string;
  old_vat_nr: string | null;
  new_vat_nr: string | null;
}

const vatText = (vat: string | null) => (vat === null ? '(none)' : visible(vat));

function changeLine(row: ChangeRow): string {
  const what: string[] = [];
  if (row.old_country !== row.new_country) what.push(`country ${row.old_country} -> ${row.new_country}`);
  if (row.old_vat_nr !== row.new_vat_nr)
    what.push(`VAT ${vatText(row.old_vat_nr)} -> ${vatText(row.new_vat_nr)}`);
  return `${row.changed_at}  company ${row.company_id} ${visible(row.company_name)}  ${what.join(', ')}  by ${visible(row.changed_by)}`;
}

/** The recorded changes of one company, or the latest of all companies, newest first. */
export async function listCompanyTaxChanges(client: pg.Client, companyId?: number): Promise<string> {
  if (companyId !== undefined) {
    const found = await client.query('select 1 from company where id = $1', [companyId]);
    if (!found.rowCount) throw new StaffCommandError(`No company with id ${companyId}.`);
  }
  const { rows } = await client.query<ChangeRow>(
    `select to_char(t.changed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') as changed_at, t.company_id,
            c.name as company_name, t.changed_by, t.old_country, t.new_country, t.old_vat_nr, t.new_vat_nr
       from company_tax_change t join company c on c.id = t.company_id
      where $1::int is null or t.company_id = $1
      order by t.id desc limit $2`,
    [companyId ?? null, companyId === undefined ? LATEST : null],
  );
  if (!rows.length) {
    return companyId === undefined
      ? 'No billing country or VAT number was changed yet.'
      : `Company ${companyId}: its billing country and VAT number were never changed.`;
  }
  return rows.map(changeLine).join('\n');
}

/** The company command the arguments name. */
export function companyCommand(args: string[]): Command {
  const [command, id, ...extra] = args;
  if (command !== 'changes' || extra.length) throw new StaffCommandError(COMPANY_USAGE);
  if (id === undefined) return (client) => listCompanyTaxChanges(client);
  if (!/^\d{1,10}$/.test(id))
    throw new StaffCommandError(`Give the company id (digits).\n\n${COMPANY_USAGE}`);
  return (client) => listCompanyTaxChanges(client, Number(id));
}
