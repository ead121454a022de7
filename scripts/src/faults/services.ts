/**
 * The fault suite's own PostgreSQL cluster and Redis, on spare ports, in a temp folder: stopped, restarted
 * and removed by the suite alone (the machine's services are never touched).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The PostgreSQL server binaries: PG_BIN, else Debian's newest /usr/lib/postgresql/<major>/bin. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const majors = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const found = majors
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => join('/usr/lib/postgresql', major, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')));
  if (!found) throw new Error('initdb not found: install postgresql (or set PG_BIN to its bin folder)');
  return found;
}

/** A TCP port nobody listens on right now. */
export async function sparePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** initdb refuses to run as root: there the cluster belongs to the postgres OS user. */
const asRoot = process.getuid?.() === 0;
function runPg(binary: string, args: string[]): string {
  const command = join(postgresBin(), binary);
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', stdio: 'pipe' })
    : execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' });
}

export class Postgres {
  readonly port: number;
  readonly dir: string;
  readonly url: string;

  private constructor(port: number, dir: string) {
    this.port = port;
    this.dir = dir;
    this.url = `postgres://postgres@127.0.0.1:${port}/tbs_faults`;
  }

  /** A new cluster (trust authentication, no fsync: a test cluster) started on a spare port. */
  static async create(): Promise<Postgres> {
    const dir = mkdtempSync(join(tmpdir(), 'tbs-faults-pg-'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, uid, gid);
    }
    runPg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    const pg = new Postgres(await sparePort(), dir);
    await pg.start();
    return pg;
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    runPg('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }

  /** Fast shutdown: open connections are cut, as in a restart of the database server. */
  stop(): void {
    runPg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  /** Stops (if running) and removes the cluster; never throws. */
  destroy(): void {
    try {
      runPg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export class RedisServer {
  readonly port: number;
  readonly url: string;
  private child?: ChildProcess;

  private constructor(port: number) {
    this.port = port;
    this.url = `redis://127.0.0.1:${port}`;
  }

  static async create(): Promise<RedisServer> {
    const redis = new RedisServer(await sparePort());
    await redis.start();
    return redis;
  }

  /** redis-server as a child (nothing saved to disk), ready once it answers PING. */
  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    );
    for (let tries = 0; tries < 100; tries += 1) {
      try {
        execFileSync('redis-cli', ['-p', String(this.port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await sleep(50);
      }
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  /** Stops it as a crash would (SIGKILL): every connection is cut at once. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
