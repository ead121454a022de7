/**
 * `npm run staff -- complaint ...`: staff work through complaints. An open complaint withholds the company's
 * Trusted/Gold/Diamond tier everywhere; solving or rejecting it gives the tier back (the complaint's update
 * trigger queues the company's search documents in the same transaction, docs/architecture.md).
 */
import { constants } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { StaffCommandError, type StaffCommand } from './staffCommands.ts';

export const COMPLAINT_USAGE = `Usage: npm run staff -- complaint <command>
  complaint list                        the open complaints, oldest first
  complaint show <id> [--out <folder>]  one complaint; with --out, save its purchase order and invoice there
  complaint solve <id>                  close it as solved: the company's tier comes back
  complaint reject <id>                 close it as rejected: the company's tier comes back`;

interface ComplaintRow {
  id: number;
  status: string;
  title: string;
  created: string;
  transaction_date: string;
  company_id: number;
  company_name: string;
  filer_name: string;
  filer_email: string;
  filer_company: string;
  body: string;
  resolution: string;
  closed: string | null;
}

const COMPLAINT_SELECT = `
  select c.id, c.status, c.title, to_char(c.created_at, 'YYYY-MM-DD HH24:MI') as created,
         to_char(c.transaction_date, 'DD/MM/YYYY') as transaction_date,
         co.id as company_id, co.name as company_name,
         ct.name as filer_name, ct.email as filer_email, fco.name as filer_company,
         c.body, c.resolution, to_char(c.closed_at, 'YYYY-MM-DD HH24:MI') as closed
    from complaint c
    join company co on co.id = c.company_id
    join contact ct on ct.id = c.filed_by_id
    join company fco on fco.id = ct.company_id`;

function complaintId(text: string | undefined): number {
  const id = text && /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > 2_147_483_647)
    throw new StaffCommandError(`Give the complaint id (digits).\n\n${COMPLAINT_USAGE}`);
  return id;
}

async function findComplaint(client: pg.Client, id: number): Promise<ComplaintRow> {
  const { rows } = await client.query<ComplaintRow>(`${COMPLAINT_SELECT} where c.id = $1`, [id]);
  if (!rows[0]) throw new StaffCommandError(`No complaint with id ${id}.`);
  return rows[0];
}

/** The open complaints, oldest first, one line each. */
export async function listOpenComplaints(client: pg.Client): Promise<string> {
  const { rows } = await client.query<ComplaintRow>(
    `${COMPLAINT_SELECT} where c.status = 'open' order by c.id`,
  );
  if (!rows.length) return 'No open complaints.';
  return rows
    .map(
      (row) =>
        `#${row.id}  ${row.created}  against ${row.company_name} (${row.company_id})  by ${row.filer_name} <${row.filer_email}> of ${row.filer_company}: ${row.title}`,
    )
    .join('\n');
}

/** A file name of a member's choosing, reduced to what is safe in a folder of ours. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || 'file';

/** One complaint in full; with `outDir`, its files written there (never over an existing file). */
export async function showComplaint(client: pg.Client, id: number, outDir?: string): Promise<string> {
  const row = await findComplaint(client, id);
  const { rows: files } = await client.query<{
    kind: string;
    file_name: string;
    mime_type: string;
    size: number;
    content: Buffer;
  }>(
    `select kind, file_name, mime_type, size, ${outDir ? 'content' : "''::bytea as content"}
       from complaint_file where complaint_id = $1 order by kind desc`,
    [id],
  );
  const lines = [
    `Complaint #${row.id} (${row.status}${row.closed ? ` ${row.closed}` : ''}), filed ${row.created}`,
    `Against: ${row.company_name} (company ${row.company_id})`,
    `Filed by: ${row.filer_name} <${row.filer_email}> of ${row.filer_company}`,
    `Title: ${row.title}`,
    `Transaction date: ${row.transaction_date}`,
    '',
    'Description:',
    row.body,
    '',
    'Desired resolution:',
    row.resolution,
    '',
    'Files:',
  ];
  if (outDir) await mkdir(resolve(outDir), { recursive: true });
  for (const file of files) {
    let saved = '';
    if (outDir) {
      const path = join(resolve(outDir), `complaint-${row.id}-${file.kind}-${safeName(file.file_name)}`);
      // wx: never overwrite; a second export of the same complaint says so instead.
      await writeFile(path, file.content, {
        flag: constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY,
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST')
          throw new StaffCommandError(`${path} exists already; choose another folder.`);
        throw error;
      });
      saved = ` -> ${path}`;
    }
    lines.push(`  ${file.kind}: ${file.file_name} (${file.mime_type}, ${file.size} bytes)${saved}`);
  }
  return lines.join('\n');
}

/** Closes an open complaint as solved or rejected; the company's tier comes back if nothing else is open. */
export async function closeComplaint(
  client: pg.Client,
  id: number,
  status: 'solved' | 'rejected',
): Promise<string> {
  const row = await findComplaint(client, id);
  const { rowCount } = await client.query(
    `update complaint set status = $2, closed_at = now() where id = $1 and status = 'open'`,
    [id, status],
  );
  if (!rowCount) throw new StaffCommandError(`Complaint #${id} is not open (it is ${row.status}).`);
  const { rows } = await client.query<{ open: string }>(
    `select count(*) as open from complaint where company_id = $1 and status = 'open'`,
    [row.company_id],
  );
  const open = Number(rows[0]!.open);
  return open
    ? `Complaint #${id} ${status}. ${row.company_name} still has ${open} open complaint(s): no tier until they are closed.`
    : `Complaint #${id} ${status}. ${row.company_name} has no open complaint left: its tier is back everywhere.`;
}

/** The complaint subcommand the arguments after `complaint` name (checked before the database is reached). */
export function complaintCommand(args: string[]): StaffCommand {
  const { values, positionals } = parseArgs({
    args,
    options: { out: { type: 'string' } },
    allowPositionals: true,
  });
  const [action, id, ...extra] = positionals;
  if (extra.length) throw new StaffCommandError(`Unexpected '${extra.join(' ')}'.\n\n${COMPLAINT_USAGE}`);
  if (values.out !== undefined && action !== 'show')
    throw new StaffCommandError(`--out goes with show.\n\n${COMPLAINT_USAGE}`);
  switch (action) {
    case 'list':
      if (id) throw new StaffCommandError(`Unexpected '${id}'.\n\n${COMPLAINT_USAGE}`);
      return async (services) => listOpenComplaints(await services.client());
    case 'show': {
      const complaint = complaintId(id);
      return async (services) => showComplaint(await services.client(), complaint, values.out);
    }
    case 'solve':
    case 'reject': {
      const complaint = complaintId(id);
      return async (services) =>
        closeComplaint(await services.client(), complaint, action === 'solve' ? 'solved' : 'rejected');
    }
    default:
      throw new StaffCommandError(
        action ? `Unknown complaint command '${action}'.\n\n${COMPLAINT_USAGE}` : COMPLAINT_USAGE,
      );
  }
}
