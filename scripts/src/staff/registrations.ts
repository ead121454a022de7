/**
 * `npm run staff -- registration ...`: staff decide on free-trial registrations without SQL. Approval creates
 * the company, its owner and the one-month trial in one transaction and mails the owner a link to choose a
 * password (api/src/commands/registration/decideRegistration.ts); declining mails a polite refusal.
 */
import { parseArgs } from 'node:util';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { enqueueMail, type MailMessageData } from '@tbs/contracts';
import {
  approveRegistration,
  decisionName,
  declineRegistration,
  RegistrationDecisionError,
} from '@tbs/api/commands';
import { StaffCommandError, type StaffCommand, type StaffServices } from './staffCommands.ts';
import { visible, visibleBlock } from './visibleText.ts';

export const REGISTRATION_USAGE = `Usage: npm run staff -- registration <command>
  registration list [--all]                  the pending registrations, oldest first (--all: every one, newest first)
  registration show <id>                     one registration in full
  registration approve <id>                  create the company, its owner and a one-month free trial; mail the owner a link to set a password
  registration decline <id> [--reason <text>] decline it; the applicant gets a polite refusal (with the reason)`;

/** What approving and declining work with: the database, how mail leaves, and who decides. */
export interface DecisionDeps {
  /** Sends a mail after the decision committed (the staff CLI: the PostgreSQL mail outbox). */
  sendMail: (mail: MailMessageData) => Promise<void>;
  /** Recorded on the request as decided_by. */
  decidedBy: string;
  publicUrl: string;
  /** The ORM of the decision; its owner closes it. */
  orm: MikroORM;
}

interface RegistrationRow {
  id: number;
  status: string;
  created: string;
  company: string;
  address: string;
  city: string | null;
  zip: string | null;
  country_code: string;
  country_name: string;
  description: string | null;
  website: string | null;
  vat: string | null;
  hear: string;
  name: string;
  function: string;
  email: string;
  tel: string;
  is_from_qr_code: boolean;
  ip: string | null;
  decided: string | null;
  decided_by: string | null;
  reason: string | null;
  company_id: number | null;
}

const REGISTRATION_SELECT = `
  select r.id, r.status, to_char(r.created_at, 'YYYY-MM-DD HH24:MI') as created, r.company, r.address, r.city,
         r.zip, r.country_code, k.name as country_name, r.description, r.website, r.vat, r.hear, r.name,
         r.function, r.email, r.tel, r.is_from_qr_code, r.ip,
         to_char(r.decided_at, 'YYYY-MM-DD HH24:MI') as decided, r.decided_by, r.reason, r.company_id
    from registration_request r
    join country k on k.code = r.country_code`;

function registrationId(text: string | undefined): number {
  const id = text && /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > 2_147_483_647)
    throw new StaffCommandError(`Give the registration id (digits).\n\n${REGISTRATION_USAGE}`);
  return id;
}

/** The pending registrations, oldest first (or every registration, newest first), one line each. */
export async function listRegistrations(client: pg.Client, all = false): Promise<string> {
  const { rows } = await client.query<RegistrationRow>(
    all
      ? `${REGISTRATION_SELECT} order by r.id desc limit 500`
      : `${REGISTRATION_SELECT} where r.status = 'pending' order by r.id`,
  );
  if (!rows.length) return all ? 'No registrations.' : 'No pending registrations.';
  return rows
    .map(
      (row) =>
        `#${row.id}  ${row.created}  ${all ? `${decisionName(row.status).padEnd(8)}  ` : ''}${visible(row.company)} (${row.country_name})  ${visible(row.name)} <${visible(row.email)}>  heard from: ${visible(row.hear)}`,
    )
    .join('\n');
}

/** One registration in full. */
export async function showRegistration(client: pg.Client, id: number): Promise<string> {
  const { rows } = await client.query<RegistrationRow>(`${REGISTRATION_SELECT} where r.id = $1`, [id]);
  const row = rows[0];
  if (!row) throw new StaffCommandError(`No registration with id ${id}.`);
  const decision =
    row.status === 'pending'
      ? 'pending: approve or decline it'
      : `${decisionName(row.status)} ${row.decided ?? ''}${row.decided_by ? ` by ${visible(row.decided_by)}` : ''}` +
        (row.company_id ? ` (company ${row.company_id})` : '') +
        (row.reason ? `, reason: ${visible(row.reason)}` : '');
  return [
    `Registration #${row.id}, sent ${row.created}${row.ip ? ` from ${row.ip}` : ''}: ${decision}`,
    `Company: ${visible(row.company)}`,
    `Address: ${visible([row.address, row.zip, row.city].filter(Boolean).join(', '))}`,
    `Country: ${row.country_name} (${row.country_code})`,
    `Website: ${visible(row.website ?? '-')}`,
    `${row.country_code === 'GB' ? 'EORI' : 'VAT'}: ${visible(row.vat ?? '-')}`,
    `Contact: ${visible(row.name)}, ${visible(row.function)}`,
    `E-mail: ${visible(row.email)}`,
    `Phone: ${visible(row.tel)}`,
    `Heard from: ${visible(row.hear)}${row.is_from_qr_code ? ' (QR code sign-up)' : ''}`,
    '',
    'Description:',
    visibleBlock(row.description ?? '-'),
  ].join('\n');
}

/** Runs a decision; a refused decision becomes the CLI's message (exit 1). */
async function decide<T>(deps: DecisionDeps, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  try {
    return await work(deps.orm);
  } catch (error) {
    if (error instanceof RegistrationDecisionError) throw new StaffCommandError(visible(error.message));
    throw error;
  }
}

/** Sends the decision's mail; the decision stands when this fails, so say what to do instead. */
async function sendAfterCommit(deps: DecisionDeps, mail: MailMessageData, fallback: string): Promise<string> {
  try {
    await deps.sendMail(mail);
    return `Mailed ${visible(mail.to)}.`;
  } catch (error) {
    throw new StaffCommandError(
      `The decision is saved, but the mail to ${visible(mail.to)} could not be queued (${visible((error as Error).message)}). ${fallback}`,
    );
  }
}

/** Approves a pending registration and mails the set-password link. */
export async function approve(id: number, deps: DecisionDeps): Promise<string> {
  const result = await decide(deps, (orm) =>
    approveRegistration(orm.em.fork(), {
      requestId: id,
      decidedBy: deps.decidedBy,
      publicUrl: deps.publicUrl,
    }),
  );
  const mailed = await sendAfterCommit(
    deps,
    result.mail,
    'The new owner can get a link with "Forgot password?" in the sign-in window.',
  );
  return (
    `Registration #${id} approved: company ${result.companyId} (username ${result.username}), owner contact ` +
    `${result.contactId}, free trial until ${result.trialUntil}. ${mailed} The set-password link is valid 7 days.`
  );
}

/** Declines a pending registration and mails the refusal. */
export async function decline(id: number, reason: string | undefined, deps: DecisionDeps): Promise<string> {
  const result = await decide(deps, (orm) =>
    declineRegistration(orm.em.fork(), { requestId: id, decidedBy: deps.decidedBy, reason }),
  );
  const mailed = await sendAfterCommit(deps, result.mail, 'Please write to the applicant yourself.');
  return `Registration #${id} declined. ${mailed}`;
}

/** The decision's dependencies from the staff command's services. */
async function decisionDeps(services: StaffServices): Promise<DecisionDeps> {
  const mail = await services.mail();
  return {
    sendMail: (message) => enqueueMail(mail, message),
    decidedBy: services.staffName,
    publicUrl: services.publicUrl,
    orm: await services.orm(),
  };
}

/** The registration subcommand the arguments after `registration` name (checked before the database is reached). */
export function registrationCommand(args: string[]): StaffCommand {
  const { values, positionals } = parseArgs({
    args,
    options: { reason: { type: 'string' }, all: { type: 'boolean' } },
    allowPositionals: true,
  });
  const [action, id, ...extra] = positionals;
  const usage = (message: string) => new StaffCommandError(`${message}\n\n${REGISTRATION_USAGE}`);
  if (extra.length) throw usage(`Unexpected '${extra.join(' ')}'.`);
  if (values.reason !== undefined && action !== 'decline') throw usage('--reason goes with decline.');
  if (values.all && action !== 'list') throw usage('--all goes with list.');
  switch (action) {
    case 'list':
      if (id) throw usage(`Unexpected '${id}'.`);
      return async (services) => listRegistrations(await services.client(), values.all ?? false);
    case 'show': {
      const registration = registrationId(id);
      return async (services) => showRegistration(await services.client(), registration);
    }
    case 'approve': {
      const registration = registrationId(id);
      return async (services) => approve(registration, await decisionDeps(services));
    }
    case 'decline': {
      const registration = registrationId(id);
      return async (services) => decline(registration, values.reason, await decisionDeps(services));
    }
    default:
      throw new StaffCommandError(
        action ? `Unknown registration command '${action}'.\n\n${REGISTRATION_USAGE}` : REGISTRATION_USAGE,
      );
  }
}
