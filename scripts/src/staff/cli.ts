/**
 * `npm run staff -- <command>` in-process: the arguments are parsed here, the command runs on the services it
 * is given and prints to the output it is given. main.ts only opens the product's database for it; tests
 * call runStaff() on theirs. Exit codes: 0 done, 1 the command cannot be done (unknown company, no open
 * invoice), 2 a usage error.
 */
import { parseArgs } from 'node:util';
import type pg from 'pg';
import type { CliOutput } from '../cli/output.ts';
import {
  blockCustom,
  blockForcePay,
  forceLogout,
  requireTwoFactor,
  StaffCommandError,
  unblock,
  type StaffCommand,
  type StaffServices,
} from './staffCommands.ts';
import { complaintCommand } from './complaints.ts';
import { registrationCommand } from './registrations.ts';
import { orderCommand } from './orders.ts';
import { pipelineCommand } from './pipeline.ts';
import { roleCommand } from './roles.ts';
import { invoiceRemindersCommand } from './invoiceReminders.ts';
import { staffPhotoCommand } from './staffPhotos.ts';
import { companyCommand } from './companyChanges.ts';

export const USAGE = `Usage: npm run staff -- <command>
  block <companyId> force-pay               the company's open latest invoice blocks the site once overdue
  block <companyId> custom --message <html> block the company's members with this message
  block <companyId> off                     lift the custom block and force-pay
  force-logout <contactId|email>            sign the contact out everywhere at its next request
  require-2fa on|off                        make 2FA mandatory for every member, or optional again
  complaint list|show|accept|reject|solve   complaints: staff review each first (npm run staff -- complaint)
  registration list|show|approve|decline    free-trial registrations (npm run staff -- registration)
  pipeline failed|retry ...                 broadcasts a pipeline consumer failed (npm run staff -- pipeline)
  order unattached|attach ...               visitors' paid orders, given to their company (npm run staff -- order)
  role grant|revoke <email> | role list     staff contacts: they reach the analytics area (npm run staff -- role)
  reminders <companyId> on|off              the company's invoice reminders (off: isNoNotif; force-pay still blocks)
  staff-photo list|set|remove ...           photos of the contact page's staff (npm run staff -- staff-photo)
  company changes [<companyId>]             changes of billing country and VAT number, newest first`;

class UsageError extends Error {}

function companyId(text: string | undefined): number {
  if (!text || !/^\d+$/.test(text)) throw new UsageError('Give the company id (digits).');
  return Number(text);
}

function onOff(text: string | undefined): boolean {
  if (text !== 'on' && text !== 'off') throw new UsageError('Say on or off.');
  return text === 'on';
}

/** A command that needs only the database connection, as a staff command. */
function onClient(command: (client: pg.Client) => Promise<string>): StaffCommand {
  return async (services) => command(await services.client());
}

/** The command the arguments name (checked before the database is reached). */
export function parseStaffCommand(args: string[]): StaffCommand {
  if (args[0] === 'complaint') return complaintCommand(args.slice(1));
  if (args[0] === 'registration') return registrationCommand(args.slice(1));
  if (args[0] === 'pipeline') return pipelineCommand(args.slice(1));
  if (args[0] === 'order') return orderCommand(args.slice(1));
  if (args[0] === 'role') return roleCommand(args.slice(1));
  if (args[0] === 'reminders') return onClient(invoiceRemindersCommand(args.slice(1)));
  if (args[0] === 'staff-photo') return onClient(staffPhotoCommand(args.slice(1)));
  if (args[0] === 'company') return onClient(companyCommand(args.slice(1)));
  const { values, positionals } = parseArgs({
    args,
    options: { message: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const [command, first, second, ...extra] = positionals;
  if (values.help) throw new UsageError('');
  if (extra.length) throw new UsageError(`Unexpected '${extra.join(' ')}'.`);
  switch (command) {
    case 'block': {
      const id = companyId(first);
      if (second === 'force-pay') return async (services) => blockForcePay(await services.client(), id);
      if (second === 'custom')
        return async (services) => blockCustom(await services.client(), id, values.message ?? '');
      if (second === 'off') return async (services) => unblock(await services.client(), id);
      throw new UsageError('block takes force-pay, custom --message <html> or off.');
    }
    case 'force-logout':
      if (!first || second) throw new UsageError('Give one contact id or e-mail address.');
      return async (services) => forceLogout(await services.client(), first);
    case 'require-2fa': {
      if (second) throw new UsageError(`Unexpected '${second}'.`);
      const on = onOff(first);
      return async (services) => requireTwoFactor(await services.client(), on);
    }
    default:
      throw new UsageError(command ? `Unknown command '${command}'.` : 'Give a command.');
  }
}

/** Prints why the command failed; its exit code (2 for a usage error, else 1). */
function reportFailure(error: unknown, output: CliOutput): number {
  const usage =
    error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  const message = (error as Error).message;
  if (usage) output.error(message ? `${message}\n\n${USAGE}` : USAGE);
  else if (error instanceof StaffCommandError) output.error(message);
  else output.error(error instanceof Error ? (error.stack ?? message) : String(error));
  return usage ? 2 : 1;
}

/** Runs `npm run staff -- <args>` on these services, printing to `output`; answers the exit code. */
export async function runStaff(
  args: readonly string[],
  output: CliOutput,
  services: StaffServices,
): Promise<number> {
  try {
    const command = parseStaffCommand([...args]);
    output.out(await command(services));
    return 0;
  } catch (error) {
    return reportFailure(error, output);
  }
}
