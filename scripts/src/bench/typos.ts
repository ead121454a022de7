/**
 * `npm run bench:typos -- [--n 300] [--seed 23]`: typo tolerance of the parts search over the world in
 * DATABASE_URL. Samples part numbers from the index, makes one typo in each (a confusion O/0, I/1, L/1, S/5,
 * B/8, Z/2 where the part number has such a character, else a wrong, missing, extra or swapped character)
 * and reports how often the intended part is among the first 10 hits; as a control, how often the exact
 * part number and a separator variant put it first.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { normalisePartNumber } from '@tbs/rules';
import { createSearchReader, type SearchReader } from '@tbs/search';
import { EDITS, random, typo, type Edit } from './partTypos.ts';

async function topTen(reader: SearchReader, term: string): Promise<string[]> {
  const page = await reader.search('part', { term, page: 1, pageSize: 10 });
  return page.hits.map((hit) => hit.partNumberNorm);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { n: { type: 'string', default: '300' }, seed: { type: 'string', default: '23' } },
  });
  const n = Number(values.n);
  const next = random(Number(values.seed));
  const client = new pg.Client({ connectionString: withDefaultUser(config().DATABASE_URL) });
  await client.connect();
  // The same seed samples the same part numbers from the same world.
  const sample = (
    await client.query<{ part_number: string }>(
      `select part_number from (select distinct on (part_number_norm) part_number, md5(part_number || $2) as draw
                                  from search_part tablesample bernoulli (5) repeatable ($2)
                                 where length(part_number_norm) >= 6) s
        order by draw limit $1`,
      [n, Number(values.seed)],
    )
  ).rows.map((row) => row.part_number);
  await client.end();
  const reader = createSearchReader({ poolSize: 2 });
  const found: Record<Edit, [number, number]> = {
    confusion: [0, 0],
    wrong: [0, 0],
    missing: [0, 0],
    extra: [0, 0],
    swapped: [0, 0],
  };
  let exactFirst = 0;
  let variantFirst = 0;
  const misses: string[] = [];
  try {
    for (const [index, partNumber] of sample.entries()) {
      const intended = normalisePartNumber(partNumber);
      // Half the typos are the confusions people make first, the rest spread over the other edits.
      const edit: Edit = index % 2 === 0 ? 'confusion' : EDITS[1 + Math.floor(next() * 4)]!;
      const first = typo(partNumber, edit, next);
      const kind: Edit = first === null ? 'wrong' : edit;
      const typed = first ?? typo(partNumber, 'wrong', next)!;
      const hits = await topTen(reader, typed);
      found[kind][1] += 1;
      if (hits.includes(intended)) found[kind][0] += 1;
      else misses.push(`${partNumber} as ${typed}`);
      if ((await topTen(reader, partNumber))[0] === intended) exactFirst += 1;
      const variant = partNumber
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      if ((await topTen(reader, variant))[0] === intended) variantFirst += 1;
    }
  } finally {
    await reader.close();
  }
  const percent = (hits: number, of: number) => `${((100 * hits) / Math.max(1, of)).toFixed(1)} %`;
  const all = Object.values(found).reduce((sum, [hits, of]) => [sum[0] + hits, sum[1] + of], [0, 0]);
  console.log(`Typo tolerance over ${sample.length} sampled part numbers (seed ${values.seed})`);
  console.log('| typo | intended part in top 10 |');
  console.log('|---|---|');
  for (const edit of EDITS) console.log(`| ${edit} (${found[edit][1]}) | ${percent(...found[edit])} |`);
  console.log(`| **all** (${all[1]}) | **${percent(all[0], all[1])}** |`);
  console.log(
    `Exact part number first: ${percent(exactFirst, sample.length)}; separator variant first: ${percent(variantFirst, sample.length)}`,
  );
  if (misses.length) console.log(`Misses (first 10): ${misses.slice(0, 10).join('; ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
