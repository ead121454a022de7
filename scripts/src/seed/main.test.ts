import { describe, expect, it } from 'vitest';
import { spawnCli } from '../cli/spawnCli.ts';

// main.ts wires the environment and the exit code; the guard and the options are tested in-process (cli.test.ts).
describe('npm run seed (its own process)', () => {
  it('reads NODE_ENV from its environment: refuses production with exit code 1, before the database', async () => {
    const run = await spawnCli('scripts/src/seed/main.ts', ['--if-empty'], {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://127.0.0.1:9/tbs_never',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Refusing to seed the demo world under NODE_ENV=production/);
  }, 60_000);
});
