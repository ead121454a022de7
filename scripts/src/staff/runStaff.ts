import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { MailOutbox } from '@tbs/contracts';
import { captureRun, type CliRun } from '../cli/output.ts';
import { runStaff } from './cli.ts';
import type { StaffServices } from './staffCommands.ts';

/** A test's database as the staff CLI's services: its connection, its ORM and the mail outbox on it (tests only). */
export function testStaffServices(props: {
  client: pg.Client;
  orm: MikroORM;
  publicUrl?: string;
}): StaffServices {
  return {
    client: async () => props.client,
    orm: async () => props.orm,
    mail: async () => new MailOutbox(props.orm, 'outbox'),
    staffName: 'staff:test',
    publicUrl: props.publicUrl ?? 'http://localhost:3000',
  };
}

/** Runs `npm run staff -- <args>` in this process on the services (tests only). */
export function runStaffCommand(args: readonly string[], services: StaffServices): Promise<CliRun> {
  return captureRun((output) => runStaff(args, output, services));
}
