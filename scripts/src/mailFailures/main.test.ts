import { describe, expect, it } from 'vitest';
import { spawnCli } from '../cli/spawnCli.ts';

// main.ts wires argv, the database, the mail queue and the exit code; listing and replaying are tested
// in-process (cli.test.ts).
describe('npm run mail:failed and mail:replay (their own process)', () => {
  it('prints the usage with exit code 2, and lists the undelivered mails with exit code 0', async () => {
    const usage = await spawnCli('scripts/src/mailFailures/main.ts', ['replay']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run mail:replay -- <id>');

    const list = await spawnCli('scripts/src/mailFailures/main.ts', ['list']);
    expect([list.code, list.stderr]).toEqual([0, '']);
    expect(list.stdout).toMatch(/No undelivered mails\.|undelivered; replay with/);
  }, 60_000);
});
