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
import pg from 'pg';

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
  const command = binary === 'sh' ? binary : join(postgresBin(), binary);
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', stdio: 'pipe' })
    : execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' });
}

/** A folder the cluster's OS user owns (initdb and the server refuse to run as root). */
function clusterFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  return dir;
}

/** Where a cluster runs: its port, and the database the product uses on it. */
export interface ClusterAddress {
  port: number;
  database: string;
}

export class Postgres {
  readonly port: number;
  readonly dir: string;
  readonly url: string;

  private constructor(port: number, dir: string, database: string) {
    this.port = port;
    this.dir = dir;
    this.url = `postgres://postgres@127.0.0.1:${port}/${database}`;
  }

  /** A new cluster (trust authentication, no fsync: a test cluster) started on a spare port. */
  static async create(database = 'tbs_faults'): Promise<Postgres> {
    const dir = clusterFolder('tbs-faults-pg-');
    runPg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    const pg = new Postgres(await sparePort(), dir, database);
    await pg.start();
    return pg;
  }

  /**
   * A streaming replica of the cluster on 127.0.0.1:primary.port (pg_basebackup -R), started on a spare port
   * in a folder of its own. The primary must allow replication connections from 127.0.0.1 (a cluster made by
   * create() does). A Debian cluster keeps its configuration outside its data folder: the replica gets its
   * own trust-only pg_hba.conf and an empty postgresql.conf, and the settings on its command line.
   */
  static async replicaOf(primary: ClusterAddress, prefix = 'tbs-replica-'): Promise<Postgres> {
    const dir = clusterFolder(prefix);
    const data = join(dir, 'data');
    runPg('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
      ...['-D', data, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    runPg('sh', [
      '-c',
      `touch ${data}/postgresql.conf && [ -f ${data}/pg_hba.conf ] || ` +
        `printf 'local all all trust\\nhost all all 127.0.0.1/32 trust\\n' > ${data}/pg_hba.conf`,
    ]);
    const replica = new Postgres(await sparePort(), dir, primary.database);
    await replica.start();
    return replica;
  }

  /** A cluster made earlier in `dir` (its port is not needed to stop and remove it). */
  static at(dir: string): Postgres {
    if (!existsSync(join(dir, 'data', 'PG_VERSION'))) throw new Error(`${dir} holds no PostgreSQL cluster`);
    return new Postgres(0, dir, 'postgres');
  }

  async start(): Promise<void> {
    // hba_file: a Debian cluster's copy names /etc/postgresql's file in postgresql.auto.conf at most; the
    // folder's own file is the one meant. max_connections is at least the primary's, as a replica needs.
    const options =
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 ` +
      `-c hba_file=${join(this.dir, 'data', 'pg_hba.conf')}`;
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

  /** One statement on the cluster's `postgres` database (replay control and the like). */
  async query(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${this.port}/postgres` });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
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
