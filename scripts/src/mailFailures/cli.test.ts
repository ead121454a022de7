import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue, Worker } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { initORM, MailMessage } from '@tbs/db';
import { uniqueToken } from '@tbs/db/testing';
import { type MailJob, createQueue } from '@tbs/contracts';
import { startMailWorker } from '@tbs/worker/testing';
import { waitForQueueToDrain } from '@tbs/contracts/testing';
import { captureRun } from '../cli/output.ts';
import { runMailFailures } from './cli.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
});
afterAll(() => orm.close(true));

let mailQueue: Queue<MailJob>;
beforeAll(() => {
  mailQueue = createQueue<MailJob>('mail');
});
afterAll(() => mailQueue.close());

/** Lets the worker (outbox transport here) send what is on the mail queue. */
async function sendQueuedMails(): Promise<void> {
  let worker: Worker<MailJob> | undefined;
  try {
    worker = startMailWorker({ orm, logger: pino({ level: 'silent' }) });
    await waitForQueueToDrain(mailQueue);
  } finally {
    await worker?.close();
  }
}

/** Runs `npm run mail:failed` / `mail:replay` in this process on this worker's database and Redis prefix. */
const cli = (args: string[]) =>
  captureRun((output) => runMailFailures(args, output, { orm: async () => orm, mailQueue: () => mailQueue }));

describe('npm run mail:failed and mail:replay (in-process)', () => {
  it('list a failed mail with its error and send it again', async () => {
    const to = `cli-${uniqueToken().toLowerCase()}@example.com`;
    const em = orm.em.fork();
    const failed = em.create(MailMessage, {
      to,
      subject: 'Request for quote: X1 x 3',
      text: 'Please quote.',
      transport: 'smtp',
      status: 'failed',
      error: 'connect ECONNREFUSED 127.0.0.1:25',
      attempts: 5,
    });
    await em.flush();

    const listed = await cli(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`#${failed.id}  failed`);
    expect(listed.stdout).toContain(`5 attempts  to ${to}`);
    expect(listed.stdout).toContain('error: connect ECONNREFUSED 127.0.0.1:25');

    const replayed = await cli(['replay', String(failed.id), '999999']);
    expect([replayed.code, replayed.stderr]).toEqual([0, '']);
    expect(replayed.stdout).toContain(`Queued again: #${failed.id}`);
    expect(replayed.stdout).toContain('skipped: #999999');

    // The worker (outbox transport here) sends it; the row becomes 'sent' and leaves the list.
    await sendQueuedMails();
    const row = await orm.em.fork().findOneOrFail(MailMessage, { id: failed.id });
    expect(row).toMatchObject({ status: 'sent', attempts: 6, error: null, transport: 'outbox' });
  });

  it('answers a usage error with exit code 2', async () => {
    for (const args of [['replay'], ['replay', 'x1'], ['resend', '1'], ['list', '--every']]) {
      const run = await cli(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('npm run mail:replay -- <id>');
    }
  });

  it('replays every failed mail with --all', async () => {
    // Other test files on this worker's database may have left failed mails: they are replayed too.
    const em = orm.em.fork();
    const failed = em.create(MailMessage, {
      to: `all-${uniqueToken().toLowerCase()}@example.com`,
      subject: 'Replay me',
      text: '.',
      transport: 'smtp',
      status: 'failed',
      error: 'refused',
      attempts: 5,
    });
    await em.flush();
    const replayed = await cli(['replay', '--all']);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain(`#${failed.id}`);
    expect(replayed.stdout).not.toContain('skipped');
    await sendQueuedMails();
    expect((await cli(['list'])).stdout).not.toContain(`#${failed.id} `);
  });
});
