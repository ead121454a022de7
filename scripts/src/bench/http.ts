/**
 * `npm run bench:http -- [--url http://127.0.0.1:3000] [--connections 32] [--duration 20]`: parts-search
 * throughput and latency over HTTP against a running api, as the signed-in demo member, with single
 * part-number queries drawn from the index in DATABASE_URL (the benchmark world).
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';

const MEMBER = { email: 'member@demo.tbs', password: 'DemoMember!2026' };

/** A spread of indexed part numbers, typed the way traders do (lower case, some without hyphens). */
async function samplePartNumbers(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  try {
    const { rows } = await client.query<{ part_number: string }>(
      'select part_number from inventory_part tablesample system (1) limit $1',
      [count],
    );
    return rows.map((row, index) =>
      index % 2 ? row.part_number.toLowerCase() : row.part_number.replaceAll('-', ''),
    );
  } finally {
    await client.end();
  }
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const body = (await answer.json()) as { payload?: { token?: string } };
  if (!body.payload?.token) throw new Error(`Could not sign in as ${MEMBER.email}: ${JSON.stringify(body)}`);
  return body.payload.token;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: `http://127.0.0.1:${config().PORT}` },
      connections: { type: 'string', default: '32' },
      duration: { type: 'string', default: '20' },
    },
  });
  const terms = await samplePartNumbers(config().DATABASE_URL, 2000);
  if (terms.length === 0)
    throw new Error('The search index is empty: seed and reindex the benchmark world first');
  const token = await signIn(values.url);
  let next = 0;
  const result = await autocannon({
    url: values.url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/parts?query=${encodeURIComponent(terms[next++ % terms.length]!)}&pageSize=10`,
        }),
      },
    ],
  });
  console.log(
    [
      `connections ${values.connections}, ${values.duration} s, ${result.requests.total} requests`,
      `throughput: ${result.requests.average.toFixed(0)} searches/s (min ${result.requests.min}/s)`,
      `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
      `non-2xx answers: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
