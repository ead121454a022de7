/**
 * `npm start`: migrates the database (creating it when missing), seeds the demo world when the database is
 * empty (never under NODE_ENV=production), then runs the api (serving the built web app) and the worker as
 * child processes until stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { config } from '@tbs/config';
import { migrateToLatest } from '@tbs/db';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];

/** Runs a TypeScript entry point with this Node (22), which strips the types itself. */
function runTs(entry: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, [entry, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

function stopAll(signal: NodeJS.Signals): void {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

async function main(): Promise<void> {
  const { DATABASE_URL, PORT, HOST, NODE_ENV } = config();
  await migrateToLatest(DATABASE_URL);
  if (NODE_ENV === 'production') {
    console.log('NODE_ENV=production: no demo world is seeded');
  } else {
    const seeded = await exitCode(runTs('scripts/src/seed/main.ts', ['--if-empty']));
    if (seeded !== 0) throw new Error('Seeding the demo world failed');
  }

  const api = runTs('api/src/main.ts', [], { WEB_DIST: process.env.WEB_DIST || `${root}web/dist` });
  const worker = runTs('indexer/src/main.ts');
  console.log(`TBS is starting on http://localhost:${PORT} (api pid ${api.pid}, worker pid ${worker.pid})`);
  if (HOST === '127.0.0.1')
    console.log('Only this machine can reach it (HOST=127.0.0.1); see the README for others.');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));
  // When one process dies the product is broken: stop the other and exit with its code.
  const code = await Promise.race([exitCode(api), exitCode(worker)]);
  stopAll('SIGTERM');
  process.exitCode = code;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll('SIGTERM');
  process.exit(1);
});
