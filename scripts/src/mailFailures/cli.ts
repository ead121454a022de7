/**
 * Mails given up after their retries, for staff:
 * `npm run mail:failed` lists the mails not delivered with their errors: failed (the dead-letter list), queued
 * (on the mail queue, e.g. replayed or waiting for a retry) or pending (written by the api, waiting for the
 * worker to queue them: many of these mean the worker or Redis is down);
 * `npm run mail:replay -- <id> [<id>...]` (or `-- --all`) sends failed mails again through the worker.
 * Exits 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import { listUndeliveredMails, replayFailedMails } from '@tbs/worker';
import { type MailJob, createQueue } from '@tbs/contracts';

const USAGE = `Usage: npm run mail:failed
       npm run mail:replay -- <id> [<id>...]
       npm run mail:replay -- --all`;

class UsageError extends Error {}

const oneLine = (text: string | null, max: number) => {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { all: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [command, ...rest] = positionals;
  if (command !== 'list' && command !== 'replay') throw new UsageError(USAGE);
  const ids = rest.map((id) => {
    if (!/^\d{1,10}$/.test(id)) throw new UsageError(`Not a mail id: ${id}\n${USAGE}`);
    return Number(id);
  });
  if (command === 'replay' && !ids.length && !values.all) throw new UsageError(USAGE);

  const orm = await initORM(config().DATABASE_URL);
  try {
    const mails = await listUndeliveredMails(orm);
    if (command === 'list') {
      if (!mails.length) {
        console.log('No undelivered mails.');
        return;
      }
      for (const mail of mails) {
        console.log(
          `#${mail.id}  ${mail.status}  ${mail.updatedAt.toISOString()}  ${mail.attempts} attempts  to ${oneLine(mail.to, 80)}`,
        );
        console.log(`    ${oneLine(mail.subject, 100)}`);
        if (mail.error) console.log(`    error: ${oneLine(mail.error, 200)}`);
      }
      console.log(`${mails.length} undelivered; replay with: npm run mail:replay -- <id>`);
      return;
    }
    const queue = createQueue<MailJob>('mail');
    try {
      const wanted = values.all
        ? mails.filter((mail) => mail.status === 'failed').map((mail) => mail.id)
        : ids;
      const report = await replayFailedMails(orm, queue, wanted);
      console.log(
        report.queued.length
          ? `Queued again: ${report.queued.map((id) => `#${id}`).join(', ')} (the worker sends them)`
          : 'Nothing queued.',
      );
      if (report.skipped.length) {
        console.log(`Not failed mails, skipped: ${report.skipped.map((id) => `#${id}`).join(', ')}`);
      }
    } finally {
      await queue.close();
    }
  } finally {
    await orm.close(true);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
