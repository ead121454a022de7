import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { initORM, MailMessage } from '@tbs/db';
import { uniqueToken } from '@tbs/db/testing';
import { type MailJob, createQueue } from '@tbs/contracts';
import { startMailWorker } from '@tbs/worker/testing';
import { waitForQueueToDrain } from '@tbs/contracts/testing';

let orm: MikroORM;
beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
});
afterAll(() => orm.close(true));

/** Runs the CLI as `npm run mail:failed` / `mail:replay` do, on this worker's database and Redis prefix. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['scripts/src/mailFailures.ts', ...args], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run mail:failed and mail:replay', () => {
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
    const queue = createQueue<MailJob>('mail');
    let worker: Worker<MailJob> | undefined;
    try {
      worker = startMailWorker({ orm, logger: pino({ level: 'silent' }) });
      await waitForQueueToDrain(queue);
    } finally {
      await worker?.close();
      await queue.close();
    }
    const row = await orm.em.fork().findOneOrFail(MailMessage, { id: failed.id });
    expect(row).toMatchObject({ status: 'sent', attempts: 6, error: null, transport: 'outbox' });
  });

  it('answers a usage error with exit code 2', async () => {
    const run = await cli(['replay']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('npm run mail:replay -- <id>');
  });
});
