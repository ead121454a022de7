/**
 * `npm run bench:member-path -- [--n 200]`: what a member's parts search costs in PostgreSQL besides the
 * search, statement by statement, on the benchmark world in DATABASE_URL: the part-number search alone (the
 * engine, as the api runs it), the session statement of every member request (as auth/sessions.ts reads it,
 * block facts shortened) and the company details of a page (uncached). Each is run serially, so the figures
 * are the statements' own times (on a loaded machine, with its waits for a core). The search log is left
 * out: one batched statement per 50 ms, whatever the rate.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { createSearchReader } from '@tbs/search';
import { samplePartNumbers } from './benchWorld.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '200' } } });
const n = Number(values.n);
const url = config().DATABASE_URL;
const terms = await samplePartNumbers(url, n);
const reader = createSearchReader({ poolSize: 1 }, { SEARCH_ENGINE: 'postgres', DATABASE_URL: url });
const client = new pg.Client({ connectionString: withDefaultUser(url) });
await client.connect();
const { rows: sessions } = await client.query<{ token_hash: string }>(
  'select token_hash from session order by random() limit 1',
);
const tokenHash = sessions[0]?.token_hash ?? 'none';

async function timed(label: string, work: (index: number) => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let index = 0; index < n; index += 1) {
    const start = performance.now();
    await work(index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  const mean = (times.reduce((sum, time) => sum + time, 0) / times.length).toFixed(2);
  console.log(`${label.padEnd(34)} mean ${mean} ms, p50 ${at(0.5)}, p95 ${at(0.95)}`);
}

const companyIds: number[][] = [];
await timed('search (part number, facets)', async (index) => {
  const page = await reader.search(
    'part',
    { term: terms[index]!, page: 1, pageSize: 10, facets: ['manufacturer', 'condition', 'country'] },
    { lane: 'member' },
  );
  companyIds.push(page.hits.map((hit) => hit.companyId));
});
await timed('session statement', () =>
  client.query(
    `select row_to_json(s) as session, row_to_json(c) as contact, row_to_json(co) as company,
            (select json_build_object('account', i.account) from invoice i where i.company_id = co.id
              order by i.invoice_date desc, i.id desc limit 1) as invoice,
            exists (select 1 from two_factor_secret t where t.contact_id = c.id and t.enabled_at is not null) as tfa
       from session s join contact c on c.id = s.contact_id join company co on co.id = c.company_id
      where s.token_hash = $1 and s.revoked_at is null and c.is_active and co.is_active`,
    [tokenHash],
  ),
);
await timed('company details of a page', (index) =>
  client.query(
    `select c.id, c.tel, c.description,
            (select json_agg(json_build_object('id', t.id, 'name', t.name, 'email', t.email, 'tel', t.tel,
                    'allowrfq', not t.rfq_disabled) order by t.position, t.id)
               from contact t where t.company_id = c.id and t.is_active) as contacts
       from company c where c.id = any($1::int[])`,
    [companyIds[index % companyIds.length]!],
  ),
);
await client.end();
await reader.close();
