import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
/** Nothing listens here: a seed that got past the guard fails on connecting, never touching a database. */
const NO_DATABASE = 'postgres://127.0.0.1:9/tbs_never';

/** Runs `npm run seed`'s entry point with this environment; its exit code and stderr. */
function runSeed(args: string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  const child = spawn(process.execPath, [entry, ...args], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: NO_DATABASE, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, stderr })));
}

const REFUSAL = /Refusing to seed the demo world under NODE_ENV=production.*--allow-production/;

describe('npm run seed', () => {
  it('refuses under NODE_ENV=production, with --if-empty too', async () => {
    for (const args of [[], ['--if-empty']]) {
      const run = await runSeed(args, { NODE_ENV: 'production' });
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
      const run = await runSeed([...args], env);
      // Past the guard it tries the (absent) database.
      expect(run.code).toBe(1);
      expect(run.stderr).not.toMatch(REFUSAL);
      expect(run.stderr).toMatch(/ECONNREFUSED|connect/i);
    }
  });
});
