/**
 * `npm run bench:analytics -- [--url http://127.0.0.1:3000] [--n 40] [--email analyst@demo.tbs]`: p50/p95
 * of every analytics call over HTTP, one request at a time, as a staff contact, against a running api on
 * the benchmark world (`npm run seed` then `npm run seed:search-log -- --rows 10000000 --months 12`).
 * Each call is made n times with its period shifted by a day each time, so no two requests are alike.
 */
import { DEMO_ACCOUNTS } from '../seed/demoAccounts.ts';
import { benchOptions, localApiUrl } from './benchWorld.ts';

const DAY_MS = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
/** A range of `days` days ending `endDaysAgo` days ago, moved back by `shift` days. */
const range = (days: number, endDaysAgo: number, shift: number) =>
  `from=${day(endDaysAgo + shift + days - 1)}&to=${day(endDaysAgo + shift)}`;

/** The calls measured: name and the path of the i-th request. */
const CALLS: Array<[name: string, path: (i: number) => string]> = [
  ['topSearches day (yesterday)', () => '/api/analytics/topSearches?period=day'],
  ['topSearches week', () => '/api/analytics/topSearches?period=week'],
  ['topSearches month', () => '/api/analytics/topSearches?period=month'],
  ['topSearches 7-day range', (i) => `/api/analytics/topSearches?${range(7, 1, i)}`],
  ['topSearches 30-day range', (i) => `/api/analytics/topSearches?${range(30, 1, i)}`],
  ['topSearches 90-day range', (i) => `/api/analytics/topSearches?${range(90, 1, i)}`],
  ['topSearches 12 months (365 days)', (i) => `/api/analytics/topSearches?${range(365, 1, i % 3)}`],
  ['topSearches 30 days, page 20', (i) => `/api/analytics/topSearches?${range(30, 1, i)}&page=20`],
  ['topSearches 30 days, country NL', (i) => `/api/analytics/topSearches?${range(30, 1, i)}&country=NL`],
  ['topSearches 30 days, tier Gold', (i) => `/api/analytics/topSearches?${range(30, 1, i)}&tier=2`],
  [
    'topSearches 12 months, country DE',
    (i) => `/api/analytics/topSearches?${range(365, 1, i % 3)}&country=DE`,
  ],
  ['zeroResults week', () => '/api/analytics/zeroResults?period=week'],
  ['zeroResults 30-day range', (i) => `/api/analytics/zeroResults?${range(30, 1, i)}`],
  ['zeroResults 12 months', (i) => `/api/analytics/zeroResults?${range(365, 1, i % 3)}`],
  ['segments by country, month', (i) => `/api/analytics/segments?${range(30, 1, i)}&dimension=country`],
  ['segments by country, 12 months', (i) => `/api/analytics/segments?${range(365, 1, i % 3)}`],
  ['segments by tier, 12 months', (i) => `/api/analytics/segments?${range(365, 1, i % 3)}&dimension=tier`],
  ['demand 30 days', (i) => `/api/analytics/demand?window=30&page=${1 + (i % 5)}`],
  ['demand 365 days', (i) => `/api/analytics/demand?window=365&page=${1 + (i % 5)}`],
  [
    'demand 365 days, unstocked only',
    (i) => `/api/analytics/demand?window=365&unstocked=1&page=${1 + (i % 5)}`,
  ],
  ['pageViews week', (i) => `/api/analytics/pageViews?${range(7, 1, i)}`],
  ['pageViews 12 months', (i) => `/api/analytics/pageViews?${range(365, 1, i % 3)}`],
  ['CSV topSearches week (every row)', (i) => `/api/analytics/topSearches/csv?${range(7, 1, i)}`],
  ['CSV topSearches month (every row)', (i) => `/api/analytics/topSearches/csv?${range(30, 1, i)}`],
  ['CSV zeroResults month', (i) => `/api/analytics/zeroResults/csv?${range(30, 1, i)}`],
  ['CSV segments 12 months', (i) => `/api/analytics/segments/csv?${range(365, 1, i % 3)}`],
  ['CSV demand 30 days', () => '/api/analytics/demand/csv?window=30'],
  ['CSV pageViews 12 months', (i) => `/api/analytics/pageViews/csv?${range(365, 1, i % 3)}`],
  ['home top searches (/api/misc/topsearches)', () => '/api/misc/topsearches'],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function signIn(url: string, email: string): Promise<string> {
  const account = Object.values(DEMO_ACCOUNTS).find((demo) => demo.email === email);
  if (!account) throw new Error(`${email} is no demo account`);
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: account.password }),
  });
  const body = (await answer.json()) as { payload?: { token?: string } };
  if (!body.payload?.token) throw new Error(`Could not sign in as ${email}: ${JSON.stringify(body)}`);
  return body.payload.token;
}

async function main(): Promise<void> {
  const values = benchOptions({
    url: localApiUrl(),
    n: 40,
    email: 'analyst@demo.tbs',
  });
  const n = values.n;
  const token = await signIn(values.url, values.email);
  const headers = { authorization: `Bearer ${token}` };
  console.log(`| Call | p50 ms | p95 ms | max ms | rows or bytes |`);
  console.log(`| --- | ---: | ---: | ---: | ---: |`);
  const p95s: number[] = [];
  for (const [name, path] of CALLS) {
    // One warm-up request, as a staff member clicking around would have made.
    await (await fetch(`${values.url}${path(n)}`, { headers })).arrayBuffer();
    const times: number[] = [];
    let size = '';
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      const answer = await fetch(`${values.url}${path(i)}`, { headers });
      const text = await answer.text();
      times.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${text.slice(0, 300)}`);
      size = answer.headers.get('content-type')?.includes('csv')
        ? `${text.split('\n').length - 2} rows`
        : `${(JSON.parse(text) as { payload?: { numResults?: number } }).payload?.numResults ?? ''}`;
    }
    times.sort((a, b) => a - b);
    p95s.push(percentile(times, 95));
    console.log(
      `| ${name} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${times.at(-1)!.toFixed(0)} | ${size} |`,
    );
  }
  console.log(
    `\nWorst p95: ${Math.max(...p95s).toFixed(0)} ms over ${CALLS.length} calls, ${n} requests each.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error);
  process.exit(1);
});
