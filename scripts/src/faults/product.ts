/**
 * The product under fault: `npm start`'s launcher (scripts/src/start.ts: api + worker, supervised) against the
 * suite's own PostgreSQL, Redis and SMTP sink. Its output goes to a log file; the launcher's own lines tell the
 * processes' pids and restarts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export class Product {
  readonly port: number;
  readonly baseUrl: string;
  readonly logFile: string;
  /** The launcher's own lines ([start] ...), as printed. */
  readonly launcherLines: string[] = [];
  private readonly child: ChildProcess;
  private workerPidValue?: number;
  private apiPidValue?: number;

  private constructor(child: ChildProcess, port: number, logFile: string) {
    this.child = child;
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.logFile = logFile;
    const log = createWriteStream(logFile);
    let partial = '';
    const onData = (chunk: Buffer) => {
      log.write(chunk);
      partial += chunk.toString('utf8');
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) this.readLine(line);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  }

  static start(env: Record<string, string>, port: number, logFile: string): Product {
    const child = spawn(process.execPath, ['scripts/src/start.ts'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Product(child, port, logFile);
  }

  private readLine(line: string): void {
    const started = /api pid (\d+), worker pid (\d+)/.exec(line);
    if (started) {
      this.apiPidValue = Number(started[1]);
      this.workerPidValue = Number(started[2]);
    }
    const restarted = /^\[start\] (api|worker) restarted \(pid (\d+)/.exec(line);
    if (restarted?.[1] === 'worker') this.workerPidValue = Number(restarted[2]);
    if (restarted?.[1] === 'api') this.apiPidValue = Number(restarted[2]);
    if (line.startsWith('[start]') || line.startsWith('TBS is starting')) this.launcherLines.push(line);
  }

  get workerPid(): number | undefined {
    return this.workerPidValue;
  }

  get apiPid(): number | undefined {
    return this.apiPidValue;
  }

  /** Kills the worker as a crash would; resolves with the pid of the one the launcher starts instead. */
  async killWorker(): Promise<number> {
    const killed = this.workerPidValue;
    if (!killed) throw new Error('the worker has not started');
    process.kill(killed, 'SIGKILL');
    for (let waited = 0; waited < 20_000; waited += 50) {
      if (this.workerPidValue !== killed) return this.workerPidValue!;
      await sleep(50);
    }
    throw new Error('the launcher did not restart the killed worker');
  }

  /** Kills the api as a crash would; resolves with the pid of the one the launcher starts instead. */
  async killApi(): Promise<number> {
    const killed = this.apiPidValue;
    if (!killed) throw new Error('the api has not started');
    process.kill(killed, 'SIGKILL');
    for (let waited = 0; waited < 20_000; waited += 50) {
      if (this.apiPidValue !== killed) return this.apiPidValue!;
      await sleep(50);
    }
    throw new Error('the launcher did not restart the killed api');
  }

  /** The product's log lines so far (pino JSON lines and the launcher's). */
  logLines(): string[] {
    return readFileSync(this.logFile, 'utf8').split('\n');
  }

  /**
   * SIGTERM to the launcher (graceful shutdown of both), SIGKILL to what is left after 15 s; resolves with the
   * launcher's exit code and whether it had to be killed.
   */
  async stop(): Promise<{ code: number | null; forced: boolean }> {
    if (this.child.exitCode !== null) return { code: this.child.exitCode, forced: false };
    const exited = new Promise<number | null>((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.child.kill('SIGTERM');
    let forced = false;
    const late = setTimeout(() => {
      forced = true;
      for (const pid of [this.apiPidValue, this.workerPidValue, this.child.pid]) {
        try {
          if (pid) process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
    }, 15_000);
    const code = await exited;
    clearTimeout(late);
    return { code, forced };
  }
}

/** One answer as the suite saw it: status 0 is a request that got no answer within the client timeout. */
export interface Answer {
  status: number;
  /** When the request was sent (performance.now()), and how long it took. */
  at: number;
  ms: number;
  body: { status?: number; msg?: string; payload?: unknown } | undefined;
  /** Nothing listened: the request never reached a process (safe to send elsewhere). */
  refused?: boolean;
  /** The api process it was sent to. */
  baseUrl: string;
}

/** Every request of the suite gives up after this long: a hung request shows up as status 0. */
export const CLIENT_TIMEOUT_MS = 5_000;

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: Answer['body'];
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      body = undefined;
    }
    return { status: response.status, at: started, ms: performance.now() - started, body, baseUrl };
  } catch (error) {
    const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
    return { status: 0, at: started, ms: performance.now() - started, body: undefined, refused, baseUrl };
  }
}
