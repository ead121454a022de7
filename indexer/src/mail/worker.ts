import type { Worker } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { config } from '@tbs/config';
import { createWorker } from '../queues.ts';
import type { MailJob } from './jobs.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

export interface MailWorkerProps {
  orm: MikroORM;
  logger: Logger;
  /** Defaults to the transport chosen by SMTP_URL. */
  transport?: MailTransport;
  concurrency?: number;
}

/** Handles one mail job; the switch is exhaustive over the job kinds. */
export async function processMailJob(job: MailJob, transport: MailTransport): Promise<void> {
  switch (job.kind) {
    case 'send':
      await transport.deliver(job.message);
      return;
    default: {
      const unknownJob: never = job.kind;
      throw new Error(`Unknown mail job kind: ${String(unknownJob)}`);
    }
  }
}

/** Starts the worker of the mail queue. */
export function startMailWorker({
  orm,
  logger,
  transport,
  concurrency = 5,
}: MailWorkerProps): Worker<MailJob> {
  const { SMTP_URL, MAIL_FROM } = config();
  const mailTransport = transport ?? createMailTransport({ orm, smtpUrl: SMTP_URL, from: MAIL_FROM });
  logger.info({ transport: mailTransport.kind }, 'mail worker started');
  return createWorker<MailJob>('mail', {
    logger,
    concurrency,
    processor: async (job) => {
      await processMailJob(job.data, mailTransport);
      logger.info({ jobId: job.id, to: job.data.message.to, transport: mailTransport.kind }, 'mail sent');
    },
  });
}
