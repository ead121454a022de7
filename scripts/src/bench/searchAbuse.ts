/**
 * `npm run bench:search-abuse -- [--port 3300] [--workers 2] [--connections 60] [--duration 60] [--member-rate 1]`:
 * a member's parts-search latency with the api idle, then while one anonymous client on `connections`
 * connections hammers the costliest search the api accepts (five terms of 2 characters).
 *
 * `npm run bench:search-abuse -- --burst 150 [--rounds 3] [--terms 1]`: instead, `burst` visitors from as many
 * addresses each send one search at the same moment (`terms` terms of 2 characters each), `rounds` times, while
 * a member searches a part number 10 times a second: how many visitors are answered, how fast, and the member.
 *
 * Starts the api itself (node api/src/main.ts on `port`, `workers` processes, LOG_LEVEL=warn, believing
 * X-Forwarded-For from 127.0.0.1 so each visitor has an address) on DATABASE_URL, the benchmark world, with the
 * rest of the configuration from the environment (rate limits, search pool and queues).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { config } from '@tbs/config';
import { samplePartNumbers, signInDemoMember } from './benchWorld.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A search of `terms` random 2-character terms (each a prefix scan and a word lookup); five is the costliest. */
function abusivePath(terms = 5): string {
  const term = () =>
    Array.from({ length: 2 }, () => ALPHANUMERIC[Math.floor(Math.random() * ALPHANUMERIC.length)]).join('');
  const fields = ['query', 'query2', 'query3', 'query4', 'query5'].slice(0, terms);
  return `/api/parts?${fields.map((field) => `${field}=${term()}`).join('&')}&pageSize=100`;
}

async function startApi(port: number, workers: number): Promise<ChildProcess> {
  const api = spawn(process.execPath, ['api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      API_WORKERS: String(workers),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Ready when every process answers its health check (PostgreSQL and Redis reached): a few in a row.
  for (let attempt = 0, healthy = 0; attempt < 200; attempt += 1) {
    await sleep(100);
    if (api.exitCode !== null) throw new Error(`The api exited with code ${api.exitCode}`);
    const answer = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
    healthy = answer?.ok ? healthy + 1 : 0;
    if (healthy >= 4 * workers) return api;
  }
  api.kill();
  throw new Error('The api did not start within 20 s');
}

interface MemberRun {
  latencies: number[];
  statuses: Map<number, number>;
}

/** The member searches one part number at a time, `rate` per second, until `until` resolves. */
async function memberSearches(
  url: string,
  token: string,
  terms: string[],
  rate: number,
  until: Promise<unknown>,
): Promise<MemberRun> {
  const run: MemberRun = { latencies: [], statuses: new Map() };
  let done = false;
  void until.then(() => (done = true));
  const period = 1000 / rate;
  for (let index = 0; !done; index += 1) {
    const started = performance.now();
    const answer = await fetch(
      `${url}/api/parts?query=${encodeURIComponent(terms[index % terms.length]!)}&pageSize=10`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    await answer.arrayBuffer();
    const took = performance.now() - started;
    run.latencies.push(took);
    run.statuses.set(answer.status, (run.statuses.get(answer.status) ?? 0) + 1);
    await sleep(Math.max(0, period - took));
  }
  return run;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(name: string, run: MemberRun): { p50: number; p95: number } {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const statuses = [...run.statuses].map(([status, count]) => `${status}: ${count}`).join(', ');
  console.log(
    `${name}: ${sorted.length} searches, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (${statuses})`,
  );
  return { p50, p95 };
}

/** A distinct address per visitor and round, in 198.18.0.0/15 (RFC 2544, for benchmarks): up to 512 a round. */
const benchAddress = (round: number, index: number) =>
  `198.${18 + Math.floor(index / 256)}.${round}.${index % 256}`;

/** `size` visitors from as many addresses send one search each at the same moment; their answers. */
async function visitorBurst(url: string, size: number, terms: number, round: number): Promise<MemberRun> {
  const run: MemberRun = { latencies: [], statuses: new Map() };
  await Promise.all(
    Array.from({ length: size }, async (_, index) => {
      const started = performance.now();
      const answer = await fetch(`${url}${abusivePath(terms)}`, {
        headers: { 'x-forwarded-for': benchAddress(round, index) },
      });
      await answer.arrayBuffer();
      run.latencies.push(performance.now() - started);
      run.statuses.set(answer.status, (run.statuses.get(answer.status) ?? 0) + 1);
    }),
  );
  return run;
}

interface BurstOptions {
  size: number;
  rounds: number;
  terms: number;
}

/** The burst mode: `rounds` bursts of `size` visitors, one after another, while a member searches 10 times a second. */
async function burstBench(url: string, token: string, terms: string[], options: BurstOptions): Promise<void> {
  const bursts = (async () => {
    for (let round = 1; round <= options.rounds; round += 1) {
      const name = `burst ${round}: ${options.size} visitors from as many addresses, ${options.terms} term(s)`;
      summary(name, await visitorBurst(url, options.size, options.terms, round));
    }
  })();
  summary('member during the bursts', await memberSearches(url, token, terms, 10, bursts));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3300' },
      workers: { type: 'string', default: '2' },
      connections: { type: 'string', default: '60' },
      duration: { type: 'string', default: '60' },
      'member-rate': { type: 'string', default: '1' },
      burst: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      terms: { type: 'string', default: '1' },
    },
  });
  const duration = Number(values.duration);
  const rate = Number(values['member-rate']);
  const url = `http://127.0.0.1:${values.port}`;
  const terms = await samplePartNumbers(config().DATABASE_URL, 2000);
  if (terms.length === 0)
    throw new Error('The search index is empty: seed and reindex the benchmark world first');
  const api = await startApi(Number(values.port), Number(values.workers));
  try {
    const token = await signInDemoMember(url);
    // Warm the connections and plans of both api processes (20 searches: the member stays under its limit).
    await memberSearches(url, token, terms.slice(-50), 10, sleep(2000));
    if (values.burst) {
      const burst = {
        size: Number(values.burst),
        rounds: Number(values.rounds),
        terms: Number(values.terms),
      };
      await burstBench(url, token, terms, burst);
      return;
    }
    const idle = summary(
      'member, idle',
      await memberSearches(url, token, terms, rate, sleep(duration * 1000)),
    );

    const abuser = autocannon({
      url,
      connections: Number(values.connections),
      duration: duration + 5,
      requests: [{ setupRequest: (request) => ({ ...request, path: abusivePath() }) }],
    });
    await sleep(3000); // let the flood build up
    const underAbuse = summary(
      `member, one anonymous client on ${values.connections} connections`,
      await memberSearches(url, token, terms.slice(1000), rate, sleep(duration * 1000)),
    );
    const flood = await abuser;
    const statuses = Object.entries(flood.statusCodeStats ?? {})
      .map(([status, { count = 0 }]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `abusive client: ${flood.requests.total} requests, ${flood.requests.average.toFixed(0)}/s (${statuses}), ` +
        `errors ${flood.errors}, timeouts ${flood.timeouts}, latency p50 ${flood.latency.p50} ms, p99 ${flood.latency.p99} ms`,
    );
    const ratio = underAbuse.p95 / idle.p95;
    console.log(
      `member p95 under abuse / idle: ${ratio.toFixed(2)}x (target <= 3x: ${ratio <= 3 ? 'met' : 'missed'})`,
    );
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
