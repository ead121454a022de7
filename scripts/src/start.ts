/**
 * `npm start`: migrates the database (creating it when missing), seeds the demo world when the database is
 * empty (never under NODE_ENV=production), then runs the api (serving the built web app) and the worker as
 * supervised child processes until stopped: a process that dies is started again after a backoff (1 s,
 * doubling to 30 s; back to 1 s after a minute of running), and the log says so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { config } from '@tbs/config';
import { migrateToLatest } from '@tbs/db';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** A process that ran this long is healthy again: its next crash waits the shortest backoff. */
const STABLE_AFTER_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;

/** Runs a TypeScript entry point with this Node (22), which strips the types itself. */
function runTs(entry: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, [entry, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** One supervised process: started again after each exit until stop() is called. */
class Supervised {
  private child?: ChildProcess;
  private stopping = false;
  private wake?: () => void;
  readonly done: Promise<void>;
  private readonly name: string;
  private readonly start: () => ChildProcess;

  constructor(name: string, start: () => ChildProcess) {
    this.name = name;
    this.start = start;
    this.done = this.run();
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private async run(): Promise<void> {
    let backoffMs = 1_000;
    for (let restarts = 0; !this.stopping; restarts += 1) {
      const startedAt = Date.now();
      this.child = this.start();
      if (restarts)
        console.log(`[start] ${this.name} restarted (pid ${this.child.pid}, restart ${restarts})`);
      const { code, signal } = await exitOf(this.child);
      if (this.stopping) return;
      if (Date.now() - startedAt > STABLE_AFTER_MS) backoffMs = 1_000;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      console.error(`[start] ${this.name} exited (${how}); restarting it in ${backoffMs / 1000} s`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, backoffMs).unref();
      });
      backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    }
  }

  /** Sends the signal (the process finishes its work and exits) and restarts it no more. */
  stop(signal: NodeJS.Signals): void {
    this.stopping = true;
    this.wake?.();
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}

async function main(): Promise<void> {
  const { DATABASE_URL, PORT, HOST, NODE_ENV } = config();
  await migrateToLatest(DATABASE_URL);
  if (NODE_ENV === 'production') {
    console.log('NODE_ENV=production: no demo world is seeded');
  } else {
    const seeded = await exitOf(runTs('scripts/src/seed/main.ts', ['--if-empty']));
    if (seeded.code !== 0) throw new Error('Seeding the demo world failed');
  }

  const webDist = process.env.WEB_DIST || `${root}web/dist`;
  const api = new Supervised('api', () => runTs('api/src/main.ts', [], { WEB_DIST: webDist }));
  const worker = new Supervised('worker', () => runTs('worker/src/main.ts'));
  console.log(`TBS is starting on http://localhost:${PORT} (api pid ${api.pid}, worker pid ${worker.pid})`);
  if (HOST === '127.0.0.1')
    console.log('Only this machine can reach it (HOST=127.0.0.1); see the README for others.');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      api.stop(signal);
      worker.stop(signal);
    });
  }
  // Runs until a signal: both processes then finish their work (graceful shutdown) and exit.
  await Promise.all([api.done, worker.done]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
