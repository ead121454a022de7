import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestSql } from '@tbs/db/testing';
import { buildContact, useTestDatabase } from '@tbs/db/testing';
import { spawnCli } from '../cli/spawnCli.ts';

let orm: MikroORM;
let sql: TestSql;
useTestDatabase((database) => ({ orm, sql } = database));

/** Runs `npm run staff -- <args>` as its own Node process on the test's database (DATABASE_URL). */
const spawnStaff = (args: readonly string[]) => spawnCli('scripts/src/staff/main.ts', args);

// The one spawned test of the staff CLI: main.ts wires argv, the database and the exit code. Every command's
// logic is tested in-process (cli.ts's runStaff) in the other files of this folder.
describe('npm run staff (its own process)', () => {
  it('prints the usage with exit code 2, and runs a real command on the database with exit code 0', async () => {
    const usage = await spawnStaff([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run staff -- <command>');

    const { email } = await buildContact(orm, { name: 'Smoke Staff' });
    await sql.rows('update contact set is_staff = true where email = $1', [email]);
    const list = await spawnStaff(['role', 'list']);
    expect([list.code, list.stderr]).toEqual([0, '']);
    expect(list.stdout).toContain(`${email}  Smoke Staff`);
  }, 60_000);
});
