/**
 * `npm run staff -- <command>`: what staff set on members without SQL, until a staff screen exists. This file
 * only opens the product's database (when the command asks for it) and runs cli.ts's runStaff on it.
 */
import { userInfo } from 'node:os';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { config } from '@tbs/config';
import { initORM, withDefaultUser } from '@tbs/db';
import { MailOutbox } from '@tbs/contracts';
import { consoleOutput } from '../cli/output.ts';
import { runStaff } from './cli.ts';
import type { StaffServices } from './staffCommands.ts';

let client: Promise<pg.Client> | undefined;
let orm: Promise<MikroORM> | undefined;

async function connectClient(): Promise<pg.Client> {
  const connected = new pg.Client({ connectionString: withDefaultUser(config().DATABASE_URL) });
  await connected.connect();
  return connected;
}

/** The product's database and mail outbox, each opened on first use. */
const services: StaffServices = {
  client: () => (client ??= connectClient()),
  orm: () => (orm ??= initORM(withDefaultUser(config().DATABASE_URL))),
  mail: async () => new MailOutbox(await services.orm(), config().SMTP_URL ? 'smtp' : 'outbox'),
  get staffName() {
    return `staff:${userInfo().username}`.slice(0, 100);
  },
  get publicUrl() {
    return config().PUBLIC_URL;
  },
};

const code = await runStaff(process.argv.slice(2), consoleOutput, services);
await Promise.allSettled([client?.then((opened) => opened.end()), orm?.then((opened) => opened.close(true))]);
process.exit(code);
