/**
 * `node scripts/src/bench/explainPart.ts <term> [json query fields]`: EXPLAIN (ANALYZE, BUFFERS) of the parts
 * search statement for one term on DATABASE_URL, with the search connections' settings (a tool for plans).
 */
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { partSearchSql } from '@tbs/search';

const [term = '', extra = '{}'] = process.argv.slice(2);
const client = new pg.Client({ connectionString: withDefaultUser(config().DATABASE_URL) });
await client.connect();
await client.query("set jit = off; set max_parallel_workers_per_gather = 0; set work_mem = '16MB'");
const { text, values } = partSearchSql({
  term,
  page: 1,
  pageSize: 10,
  facets: ['manufacturer', 'condition', 'country'],
  ...(JSON.parse(extra) as object),
});
// As the search connections run it: a named statement with its generic plan.
const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `'{${value.map((item) => String(item)).join(',')}}'`
    : typeof value === 'number'
      ? String(value)
      : `'${String(value).replace(/'/g, "''")}'`;
await client.query('set plan_cache_mode = force_generic_plan');
await client.query(`prepare part_search as ${text}`);
const { rows } = await client.query<{ 'QUERY PLAN': string }>(
  `explain (analyze, buffers) execute part_search(${values.map(literal).join(', ')})`,
);
console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
await client.end();
