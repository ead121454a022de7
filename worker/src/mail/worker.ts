import type { Job, Worker } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { config } from '@tbs/config';
import { createWorker, isFinalAttempt } from '../queueWorker.ts';
import type { QueueBaseName, MailJob } from '@tbs/contracts';
import { recordFailedMail } from './mailRecords.ts';
import { mailTransportFor, type MailDelivery, type MailTransport } from './transport.ts';

export interface MailWorkerProps {
  orm: MikroORM;
  logger: Logger;
  /** Defaults to the transport chosen by SMTP_URL. */
  transport?: MailTransport;
  concurrency?: number;
  /** Defaults to the product's mail queue; tests use a queue of their own. */
  queue?: QueueBaseName;
}

/** Handles one mail job; the switch is exhaustive over the job kinds. */
export async function processMailJob(
  job: MailJob,
  transport: MailTransport,
  delivery: MailDelivery = {},
): Promise<void> {
  switch (job.kind) {
    case 'send':
      await transport.deliver(job.message, { mailId: job.mailId, ...delivery });
      return;
    default: {
      const unknownJob: never = job.kind;
      throw new Error(`Unknown mail job kind: ${String(unknownJob)}`);
    }
  }
}

async function wasSent(orm: MikroORM, mailId: number): Promise<boolean> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ status: string }[]>(`select status from mail_message where id = ?`, [mailId]);
  return rows[0]?.status === 'sent';
}

/**
 * Starts the worker of the mail queue. A mail whose last attempt fails is recorded in mail_message as
 * 'failed' with its error before BullMQ gives it up, so nothing the api confirmed is lost unseen.
 */
export function startMailWorker({
  orm,
  logger,
  transport,
  concurrency = 5,
  queue = 'mail',
}: MailWorkerProps): Worker<MailJob> {
  const mailTransport = transport ?? mailTransportFor(orm, config());
  logger.info({ transport: mailTransport.kind }, 'mail worker started');
  return createWorker<MailJob>(queue, {
    logger,
    concurrency,
    // A mail takes seconds at most: a killed worker's mails are sent again within about 15 s, not 45.
    lockDurationMs: 10_000,
    processor: async (job: Job<MailJob>) => {
      // A job can run twice (a worker killed after sending, a row forwarded twice): its row says it was sent.
      if (job.data.mailId !== undefined && (await wasSent(orm, job.data.mailId))) {
        logger.info({ jobId: job.id, mailId: job.data.mailId }, 'mail already sent; not sent again');
        return;
      }
      // attemptsMade counts the attempts that failed before this one.
      const attempts = job.attemptsMade + 1;
      try {
        await processMailJob(job.data, mailTransport, { attempts });
      } catch (error) {
        if (isFinalAttempt({ attemptsMade: attempts, opts: job.opts })) {
          const outcome = { mailId: job.data.mailId, attempts, transport: mailTransport.kind };
          await recordFailedMail(orm, job.data.message, outcome, error).catch((recordError: unknown) =>
            logger.error({ err: recordError, jobId: job.id }, 'could not record the failed mail'),
          );
        }
        throw error;
      }
      logger.info({ jobId: job.id, to: job.data.message.to, transport: mailTransport.kind }, 'mail sent');
    },
  });
}
