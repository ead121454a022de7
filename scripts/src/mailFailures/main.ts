/** `npm run mail:failed` / `npm run mail:replay -- ...`: runs cli.ts's runMailFailures on the product's database and queue. */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import { createQueue, type MailJob } from '@tbs/contracts';
import { consoleOutput } from '../cli/output.ts';
import { runMailFailures } from './cli.ts';

let orm: Promise<MikroORM> | undefined;
let mailQueue: Queue<MailJob> | undefined;

const code = await runMailFailures(process.argv.slice(2), consoleOutput, {
  orm: () => (orm ??= initORM(config().DATABASE_URL)),
  mailQueue: () => (mailQueue ??= createQueue<MailJob>('mail')),
});
await Promise.allSettled([mailQueue?.close(), orm?.then((opened) => opened.close(true))]);
process.exit(code);
