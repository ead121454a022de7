/**
 * `npm run staff -- <command>`: what staff set on members without SQL, until a staff screen exists. Exits 1
 * when the command cannot be done (unknown company, no open invoice), 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import {
  blockCustom,
  blockForcePay,
  forceLogout,
  requireTwoFactor,
  StaffCommandError,
  unblock,
} from './staffCommands.ts';
import { companyCommand } from './companyChanges.ts';
import { complaintCommand } from './complaints.ts';
import { registrationCommand } from './registrations.ts';
import { orderCommand } from './orders.ts';
import { pipelineCommand } from './pipeline.ts';
import { roleCommand } from './roles.ts';

const USAGE = `Usage: npm run staff -- <command>
  block <companyId> force-pay               the company's open latest invoice blocks the site once overdue
  block <companyId> custom --message <html> block the company's members with this message
  block <companyId> off                     lift the custom block and force-pay
  force-logout <contactId|email>            sign the contact out everywhere at its next request
  require-2fa on|off                        make 2FA mandatory for every member, or optional again
  complaint list|show|solve|reject ...      complaints (npm run staff -- complaint for its usage)
  pipeline failed|retry ...                 broadcasts a pipeline consumer failed (npm run staff -- pipeline)
  order unattached|attach ...               visitors' paid orders, given to their company (npm run staff -- order)
  role grant|revoke <email> | role list     staff contacts: they reach the analytics area (npm run staff -- role)
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

type StaffCommand = (client: pg.Client) => Promise<string>;

/** The command the arguments name (checked before the database is reached). */
function parseCommand(args: string[]): StaffCommand {
  if (args[0] === 'complaint') return complaintCommand(args.slice(1));
  if (args[0] === 'registration') return registrationCommand(args.slice(1));
  if (args[0] === 'pipeline') return pipelineCommand(args.slice(1));
  if (args[0] === 'order') return orderCommand(args.slice(1));
  if (args[0] === 'role') return roleCommand(args.slice(1));
  if (args[0] === 'company') return companyCommand(args.slice(1));
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
      if (second === 'force-pay') return (client) => blockForcePay(client, id);
      if (second === 'custom') return (client) => blockCustom(client, id, values.message ?? '');
      if (second === 'off') return (client) => unblock(client, id);
      throw new UsageError('block takes force-pay, custom --message <html> or off.');
    }
    case 'force-logout':
      if (!first || second) throw new UsageError('Give one contact id or e-mail address.');
      return (client) => forceLogout(client, first);
    case 'require-2fa': {
      if (second) throw new UsageError(`Unexpected '${second}'.`);
      const on = onOff(first);
      return (client) => requireTwoFactor(client, on);
    }
    default:
      throw new UsageError(command ? `Unknown command '${command}'.` : 'Give a command.');
  }
}

async function main(): Promise<number> {
  const command = parseCommand(process.argv.slice(2));
  const client = new pg.Client({ connectionString: withDefaultUser(config().DATABASE_URL) });
  await client.connect();
  try {
    console.log(await command(client));
    return 0;
  } finally {
    await client.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    const message = (error as Error).message;
    if (usage) console.error(message ? `${message}\n\n${USAGE}` : USAGE);
    else if (error instanceof StaffCommandError) console.error(message);
    else console.error(error);
    process.exit(usage ? 2 : 1);
  },
);
