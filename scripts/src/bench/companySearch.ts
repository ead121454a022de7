/**
 * `npm run bench:companies -- [--n 200]`: server-side latency of company directory searches (engine only:
 * typo lookup, page and exact total) over the database in DATABASE_URL, a benchmark world seeded with e.g.
 * `npm run seed -- --reset --companies 30000 --parts 50000 --broadcasts 2000`. Builds the company index first
 * when it is empty (and prints how long that took). Terms are drawn from the directory itself: words of
 * company names, their first letters, the same words with a typo, profile words, contact persons' surnames
 * and the countries; then every sort in both directions over the whole directory.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { type CompanySearchQuery, createSearchReader } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { rebuildEmptyIndexes } from '@tbs/worker';
import { printSearchKinds } from './searchKinds.ts';

/** A word with one letter replaced (not the first): a typo one edit away. */
function typo(word: string, i: number): string {
  const at = 1 + (i % (word.length - 1));
  const letter = word[at] === 'e' ? 'a' : 'e';
  return word.slice(0, at) + letter + word.slice(at + 1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { n: { type: 'string', default: '200' } } });
  const n = Number(values.n);
  const databaseUrl = config().DATABASE_URL;

  const writer = createSearchWriter();
  const started = performance.now();
  const rebuilt = await rebuildEmptyIndexes(databaseUrl, writer, pino({ level: 'silent' }));
  if (rebuilt.length)
    console.log(
      `Index built for ${rebuilt.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  const indexed = await writer.count('company');
  await writer.close();

  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const column = async (sql: string) => (await client.query<{ w: string }>(sql)).rows.map((row) => row.w);
  // Name words of 4+ letters, as often as they occur (a common word is searched as often as it is common).
  const nameWords = await column(`select w from (
      select lower(unnest(regexp_split_to_array(name, '[^[:alpha:]]+'))) as w
        from company tablesample system (20) where is_active) x
     where length(w) >= 4 order by random() limit ${Number(n)}`);
  const profileWords = await column(`select w from (
      select lower(unnest(regexp_split_to_array(description, '[^[:alpha:]]+'))) as w
        from company tablesample system (5) where is_active and description is not null) x
     where length(w) >= 6 order by random() limit ${Number(n)}`);
  const surnames = await column(`select w from (
      select lower(split_part(name, ' ', 2)) as w from contact tablesample system (10) where is_active) x
     where length(w) >= 4 order by random() limit ${Number(n)}`);
  const countries = await column(`select country_code as w from company where is_active
     group by country_code order by count(*) desc limit 20`);
  await client.end();
  if (!nameWords.length || !profileWords.length || !surnames.length)
    throw new Error('The world holds no companies, profiles or contacts');

  const pick = (list: string[], i: number) => list[i % list.length]!;
  const member = (query: Omit<CompanySearchQuery, 'searchContacts' | 'page' | 'pageSize'>) => ({
    searchContacts: true,
    page: 1,
    pageSize: 20,
    ...query,
  });
  const kinds: Array<{ name: string; query: (i: number) => CompanySearchQuery }> = [
    { name: 'all companies by name (no term)', query: () => member({}) },
    { name: 'a word of a name', query: (i) => member({ term: pick(nameWords, i) }) },
    {
      name: 'a word of a name (visitor: no contacts)',
      query: (i) => ({ ...member({ term: pick(nameWords, i) }), searchContacts: false }),
    },
    { name: 'a prefix (first 2 letters)', query: (i) => member({ term: pick(nameWords, i).slice(0, 2) }) },
    { name: 'a prefix (first 3 letters)', query: (i) => member({ term: pick(nameWords, i).slice(0, 3) }) },
    { name: 'a prefix (first 5 letters)', query: (i) => member({ term: pick(nameWords, i).slice(0, 5) }) },
    { name: 'a word with a typo', query: (i) => member({ term: typo(pick(nameWords, i), i) }) },
    { name: 'a profile word (specialty)', query: (i) => member({ term: pick(profileWords, i) }) },
    {
      name: 'two words (name and specialty)',
      query: (i) => member({ term: `${pick(nameWords, i)} ${pick(profileWords, i)}` }),
    },
    { name: "a contact person's surname", query: (i) => member({ term: pick(surnames, i) }) },
    { name: 'a country (no term)', query: (i) => member({ countryCode: pick(countries, i) }) },
    {
      name: 'a country and a word',
      query: (i) => member({ countryCode: pick(countries, i), term: pick(profileWords, i) }),
    },
    ...(['companyname', 'Country', 'profile', 'favCount'] as const).flatMap((sort) =>
      (['asc', 'desc'] as const).map((order) => ({
        name: `sort ${sort} ${order} (no term)`,
        query: () => member({ sort, order }),
      })),
    ),
    {
      name: 'sort favCount desc, a country',
      query: (i: number) => member({ sort: 'favCount', order: 'desc', countryCode: pick(countries, i) }),
    },
    {
      name: 'sort companyname, a profile word',
      query: (i: number) => member({ sort: 'companyname', term: pick(profileWords, i) }),
    },
    {
      name: 'sort profile desc, page 100',
      query: () => ({ ...member({ sort: 'profile', order: 'desc' }), page: 100 }),
    },
  ];

  const reader = createSearchReader({ poolSize: 2 });
  console.log(
    `Company directory search over ${indexed.toLocaleString('en-US')} indexed companies, ${n} queries per kind, 20 a page (ms)`,
  );
  try {
    // Warm the pool and the caches once per kind before measuring.
    for (const kind of kinds) await reader.search('company', kind.query(0));
    await printSearchKinds(reader, 'company', kinds, n);
  } finally {
    await reader.close();
  }
}

await main();
