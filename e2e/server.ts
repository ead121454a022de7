/**
 * The product as the browser tests see it: a fresh database with a small demo world, then `npm start`'s
 * launcher (api serving the built web app + worker) on the e2e port.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dropDatabase, migrateToLatest } from '@tbs/db';
import { E2E_ENV } from './env.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, ...E2E_ENV };

function run(entry: string, args: string[]): Promise<number> {
  const child = spawn(process.execPath, [entry, ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

await dropDatabase(E2E_ENV.DATABASE_URL);
await migrateToLatest(E2E_ENV.DATABASE_URL);
const seeded = await run('scripts/src/seed/main.ts', [
  '--companies',
  '150',
  '--parts',
  '3000',
  '--broadcasts',
  '800',
]);
if (seeded !== 0) process.exit(seeded);
process.exit(await run('scripts/src/start.ts', []));
