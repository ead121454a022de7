import { describe, expect, it } from 'vitest';
import { captureRun } from '../cli/output.ts';
import { runSeed, type SeedEnvironment } from './cli.ts';

/** Nothing listens here: a seed that got past the guard fails on connecting, never touching a database. */
const NO_DATABASE = 'postgres://127.0.0.1:9/tbs_never';

/** Runs `npm run seed -- <args>` in this process under this environment. */
const seed = (args: string[], env: Omit<SeedEnvironment, 'DATABASE_URL'>) =>
  captureRun((output) => runSeed(args, output, { DATABASE_URL: NO_DATABASE, ...env }));

const REFUSAL = /Refusing to seed the demo world under NODE_ENV=production.*--allow-production/;

describe('npm run seed (in-process)', () => {
  it('refuses under NODE_ENV=production, with --if-empty too', async () => {
    for (const args of [[], ['--if-empty']]) {
      const run = await seed(args, { NODE_ENV: 'production' });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(REFUSAL);
    }
  });

  it('goes ahead in production only when asked explicitly, and outside production', async () => {
    for (const [args, env] of [
      [['--allow-production'], { NODE_ENV: 'production' }],
      [[], { NODE_ENV: 'production', SEED_DEMO_IN_PRODUCTION: '1' }],
      [[], { NODE_ENV: 'development' }],
    ] as const) {
      const run = await seed([...args], env);
      // Past the guard it tries the (absent) database.
      expect(run.code).toBe(1);
      expect(run.stderr).not.toMatch(REFUSAL);
      expect(run.stderr).toMatch(/ECONNREFUSED|connect/i);
    }
  });

  it('answers a wrong option or count with the reason and exit code 1, before the database', async () => {
    const unknown = await seed(['--part', '10'], { NODE_ENV: 'development' });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--part'");
    expect(unknown.stderr).toContain('Usage: npm run seed -- [options]');
    const negative = await seed(['--parts', 'many'], { NODE_ENV: 'development' });
    expect(negative.code).toBe(1);
    expect(negative.stderr).toContain("--parts must be a non-negative integer, got 'many'");
  });
});
