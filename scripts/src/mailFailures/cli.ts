/**
 * Mails given up after their retries, for staff:
 * `npm run mail:failed` lists the mails not delivered with their errors: failed (the dead-letter list), queued
 * (on the mail queue, e.g. replayed or waiting for a retry) or pending (written by the api, waiting for the
 * worker to queue them: many of these mean the worker or Redis is down);
 * `npm run mail:replay -- <id> [<id>...]` (or `-- --all`) sends failed mails again through the worker.
 * Exits 2 on a usage error. In-process: main.ts only opens the product's database and mail queue for it;
 * tests call runMailFailures() on theirs.
 */
import { parseArgs } from 'node:util';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { listUndeliveredMails, replayFailedMails } from '@tbs/worker';
import type { MailJob } from '@tbs/contracts';
import { type CliOutput, isUsageError, UsageError } from '../cli/output.ts';

const USAGE = `Usage: npm run mail:failed
       npm run mail:replay -- <id> [<id>...]
       npm run mail:replay -- --all`;

/** The product's database and mail queue, each opened on first use (main.ts closes them). */
export interface MailFailuresServices {
  orm(): Promise<MikroORM>;
  mailQueue(): Queue<MailJob>;
}

type Command = { list: true } | { list: false; ids: number[] | 'all failed' };

const oneLine = (text: string | null, max: number) => {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

function parseCommand(args: readonly string[]): Command {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { all: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [command, ...rest] = positionals;
  if (command !== 'list' && command !== 'replay') throw new UsageError('');
  const ids = rest.map((id) => {
    if (!/^\d{1,10}$/.test(id)) throw new UsageError(`Not a mail id: ${id}`);
    return Number(id);
  });
  if (command === 'list') return { list: true };
  if (!ids.length && !values.all) throw new UsageError('');
  return { list: false, ids: values.all ? 'all failed' : ids };
}

async function listMails(orm: MikroORM, output: CliOutput): Promise<void> {
  const mails = await listUndeliveredMails(orm);
  if (!mails.length) {
    output.out('No undelivered mails.');
    return;
  }
  for (const mail of mails) {
    output.out(
      `#${mail.id}  ${mail.status}  ${mail.updatedAt.toISOString()}  ${mail.attempts} attempts  to ${oneLine(mail.to, 80)}`,
    );
    output.out(`    ${oneLine(mail.subject, 100)}`);
    if (mail.error) output.out(`    error: ${oneLine(mail.error, 200)}`);
  }
  output.out(`${mails.length} undelivered; replay with: npm run mail:replay -- <id>`);
}

async function replayMails(
  ids: number[] | 'all failed',
  services: MailFailuresServices,
  output: CliOutput,
): Promise<void> {
  const orm = await services.orm();
  const wanted =
    ids === 'all failed'
      ? (await listUndeliveredMails(orm)).filter((mail) => mail.status === 'failed').map((mail) => mail.id)
      : ids;
  const report = await replayFailedMails(orm, services.mailQueue(), wanted);
  output.out(
    report.queued.length
      ? `Queued again: ${report.queued.map((id) => `#${id}`).join(', ')} (the worker sends them)`
      : 'Nothing queued.',
  );
  if (report.skipped.length) {
    output.out(`Not failed mails, skipped: ${report.skipped.map((id) => `#${id}`).join(', ')}`);
  }
}

/** Runs `npm run mail:failed` / `mail:replay -- <args>` on the services, printing to `output`; the exit code. */
export async function runMailFailures(
  args: readonly string[],
  output: CliOutput,
  services: MailFailuresServices,
): Promise<number> {
  try {
    const command = parseCommand(args);
    if (command.list) await listMails(await services.orm(), output);
    else await replayMails(command.ids, services, output);
    return 0;
  } catch (error) {
    if (!isUsageError(error)) {
      output.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return 1;
    }
    const message = (error as Error).message;
    output.error(message ? `${message}\n${USAGE}` : USAGE);
    return 2;
  }
}
