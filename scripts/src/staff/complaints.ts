/**
 * `npm run staff -- complaint ...`: staff review complaints. A new complaint is pending review and has no
 * effect; staff accept it (from then on it withholds the company's Trusted/Gold/Diamond tier everywhere, until
 * solved) or reject it, and the filer and the company are mailed. The decisions are the api's
 * (api/src/commands/complaintDecisions.ts); the complaint's update trigger queues the company's search
 * documents in the same transaction (docs/architecture.md).
 */
import { constants } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { enqueueMail } from '@tbs/contracts';
import {
  ComplaintDecisionError,
  complaintStatusName,
  decideComplaint,
  type ComplaintAction,
  type ComplaintDecision,
} from '@tbs/api/commands';
import { StaffCommandError, type StaffCommand, type StaffServices } from './staffCommands.ts';
import { visible, visibleBlock } from './visibleText.ts';

export const COMPLAINT_USAGE = `Usage: npm run staff -- complaint <command>
  complaint list                             complaints pending review (flagged ones first), then accepted unsolved ones
  complaint show <id> [--out <folder>]       one complaint; with --out, save its purchase order and invoice there
  complaint accept <id>                      accept a pending complaint: the company's tier is withheld until it is solved
  complaint reject <id> [--reason <text>]    reject a pending (or accepted) complaint: it has no effect (any more)
  complaint solve <id>                       close an accepted complaint as solved: the company's tier comes back
Accepting and rejecting mail the member who filed the complaint and the company it is against.`;

/**
 * A burst: this many complaints or more against one company (this one counted) filed within BURST_DAYS before
 * or after it. Like every complaint they wait for review without effect; the listing shows them first, with a
 * trial account's, since a competitor's campaign looks like that.
 */
const BURST_COMPLAINTS = 3;
const BURST_DAYS = 7;

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
  /** The filer's company never paid for a membership (a free trial). */
  trial_filer: boolean;
  /** Complaints against the company within BURST_DAYS of this one, this one included. */
  nearby: number;
  body: string;
  resolution: string;
  reviewed: string | null;
  reviewed_by: string | null;
  closed: string | null;
}

const COMPLAINT_SELECT = `
  select c.id, c.status, c.title, to_char(c.created_at, 'YYYY-MM-DD HH24:MI') as created,
         to_char(c.transaction_date, 'DD/MM/YYYY') as transaction_date,
         co.id as company_id, co.name as company_name,
         ct.name as filer_name, ct.email as filer_email, fco.name as filer_company,
         fco.member_since is null as trial_filer,
         (select count(*)::int from complaint b
           where b.company_id = c.company_id
             and b.created_at between c.created_at - interval '${BURST_DAYS} days'
                                  and c.created_at + interval '${BURST_DAYS} days') as nearby,
         c.body, c.resolution, to_char(c.reviewed_at, 'YYYY-MM-DD HH24:MI') as reviewed, c.reviewed_by,
         to_char(c.closed_at, 'YYYY-MM-DD HH24:MI') as closed
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

/** Why staff should look at the complaint first: a trial account filed it, or it is one of a burst. */
function flagsOf(row: ComplaintRow): string[] {
  const flags: string[] = [];
  if (row.trial_filer) flags.push('trial filer');
  if (row.nearby >= BURST_COMPLAINTS)
    flags.push(`burst: ${row.nearby} complaints against the company within ${BURST_DAYS} days`);
  return flags;
}

function listLine(row: ComplaintRow): string {
  const flags = flagsOf(row);
  return (
    `#${row.id}  ${row.created}  ${flags.length ? `[${flags.join('; ')}]  ` : ''}` +
    `against ${visible(row.company_name)} (${row.company_id})  ` +
    `by ${visible(row.filer_name)} <${visible(row.filer_email)}> of ${visible(row.filer_company)}: ${visible(row.title)}`
  );
}

/** The complaints staff still work on: pending review (flagged first, then oldest first), then accepted ones. */
export async function listComplaints(client: pg.Client): Promise<string> {
  const { rows } = await client.query<ComplaintRow>(
    `${COMPLAINT_SELECT} where c.status in ('pending', 'open') order by c.id`,
  );
  const flagged = (row: ComplaintRow) => (flagsOf(row).length ? 0 : 1);
  const pending = rows.filter((row) => row.status === 'pending').sort((a, b) => flagged(a) - flagged(b));
  const accepted = rows.filter((row) => row.status === 'open');
  if (!rows.length) return 'No complaint is pending review or accepted and unsolved.';
  return [
    `Pending review (${pending.length}): no effect on any tier until accepted; flagged ones first.`,
    ...pending.map(listLine),
    '',
    `Accepted, unsolved (${accepted.length}): the company's tier is withheld until solved or rejected.`,
    ...accepted.map(listLine),
  ].join('\n');
}

/** A file name of a member's choosing, reduced to what is safe in a folder of ours. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || 'file';

/** What happened to the complaint so far, in one line. */
function statusLine(row: ComplaintRow): string {
  const reviewed = row.reviewed
    ? `, reviewed ${row.reviewed}${row.reviewed_by ? ` by ${visible(row.reviewed_by)}` : ''}`
    : '';
  const closed = row.closed ? `, closed ${row.closed}` : '';
  return `Complaint #${row.id} (${complaintStatusName(row.status)}), filed ${row.created}${reviewed}${closed}`;
}

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
  const flags = flagsOf(row);
  const lines = [
    statusLine(row),
    ...(flags.length ? [`Flags: ${flags.join('; ')}`] : []),
    `Against: ${visible(row.company_name)} (company ${row.company_id})`,
    `Filed by: ${visible(row.filer_name)} <${visible(row.filer_email)}> of ${visible(row.filer_company)}`,
    `Title: ${visible(row.title)}`,
    `Transaction date: ${row.transaction_date}`,
    '',
    'Description:',
    visibleBlock(row.body),
    '',
    'Desired resolution:',
    visibleBlock(row.resolution),
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
          throw new StaffCommandError(`${visible(path)} exists already; choose another folder.`);
        throw error;
      });
      saved = ` -> ${visible(path)}`;
    }
    lines.push(
      `  ${file.kind}: ${visible(file.file_name)} (${visible(file.mime_type)}, ${file.size} bytes)${saved}`,
    );
  }
  return lines.join('\n');
}

/** What the decision did to the company's tier, in words. */
function tierOutcome(decision: ComplaintDecision): string {
  const company = visible(decision.company.name);
  if (decision.status === 'open')
    return `${company} shows no Trusted/Gold/Diamond tier until the complaint is solved or rejected.`;
  if (decision.previous === 'pending') return `It never affected the tier of ${company}.`;
  return decision.openLeft
    ? `${company} still has ${decision.openLeft} accepted complaint(s): no tier until they are closed.`
    : `${company} has no accepted complaint left: its tier is back everywhere.`;
}

/** Sends the decision's mails (after its commit); the decision stands when this fails, so say what to do. */
async function mailDecision(services: StaffServices, decision: ComplaintDecision): Promise<string> {
  if (!decision.mails.length) return '';
  const recipients = decision.mails.map((mail) => visible(mail.to)).join(' and ');
  try {
    const outbox = await services.mail();
    for (const mail of decision.mails) await enqueueMail(outbox, mail);
    return ` Mailed ${recipients}.`;
  } catch (error) {
    throw new StaffCommandError(
      `Complaint #${decision.complaintId} is ${complaintStatusName(decision.status)}, but the mails to ${recipients} could not be queued (${visible((error as Error).message)}). Please write to them yourself.`,
    );
  }
}

const DONE: Record<ComplaintAction, string> = { accept: 'accepted', reject: 'rejected', solve: 'solved' };

/** Accepts, rejects or solves a complaint and mails its parties; what became of it and of the tier. */
export async function decide(
  services: StaffServices,
  id: number,
  action: ComplaintAction,
  reason?: string,
): Promise<string> {
  const decision = await decideComplaint((await services.orm()).em.fork(), {
    complaintId: id,
    action,
    decidedBy: services.staffName,
    reason,
  }).catch((error: unknown) => {
    if (error instanceof ComplaintDecisionError) throw new StaffCommandError(error.message);
    throw error;
  });
  const mailed = await mailDecision(services, decision);
  return `Complaint #${id} ${DONE[action]}. ${tierOutcome(decision)}${mailed}`;
}

/** The complaint subcommand the arguments after `complaint` name (checked before the database is reached). */
export function complaintCommand(args: string[]): StaffCommand {
  const { values, positionals } = parseArgs({
    args,
    options: { out: { type: 'string' }, reason: { type: 'string' } },
    allowPositionals: true,
  });
  const [action, id, ...extra] = positionals;
  const usage = (message: string) => new StaffCommandError(`${message}\n\n${COMPLAINT_USAGE}`);
  if (extra.length) throw usage(`Unexpected '${extra.join(' ')}'.`);
  if (values.out !== undefined && action !== 'show') throw usage('--out goes with show.');
  if (values.reason !== undefined && action !== 'reject') throw usage('--reason goes with reject.');
  switch (action) {
    case 'list':
      if (id) throw usage(`Unexpected '${id}'.`);
      return async (services) => listComplaints(await services.client());
    case 'show': {
      const complaint = complaintId(id);
      return async (services) => showComplaint(await services.client(), complaint, values.out);
    }
    case 'accept':
    case 'reject':
    case 'solve': {
      const complaint = complaintId(id);
      const reason = values.reason?.trim() || undefined;
      return (services) => decide(services, complaint, action, reason);
    }
    default:
      throw new StaffCommandError(
        action ? `Unknown complaint command '${action}'.\n\n${COMPLAINT_USAGE}` : COMPLAINT_USAGE,
      );
  }
}
