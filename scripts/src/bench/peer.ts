/**
 * `npm run bench:peer -- [--url http://127.0.0.1:3000] [--n 300] [--port 10041]`: our parts search over HTTP
 * side by side with Groonga (Debian's `groonga` package, its HTTP select with cache=no) loaded with the same
 * parts from the index in DATABASE_URL. Queries of each kind are sampled from the index (exact part number,
 * 5-character infix, 4-character prefix, one broad word, two words, a one-edit typo) and asked of both
 * alternately, each with a page of 10 and the facet counts (Groonga's drilldowns); prints p50/p95 and the
 * ratios. Our api must run on the same world with a per-client search limit above the run's searches
 * (e.g. RATE_LIMIT_SEARCH=100000000). Without Groonga the run is skipped with a message.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { config } from '@tbs/config';
import { withDefaultUser } from '@tbs/db';
import { signInDemoMember, benchOptions, localApiUrl } from './benchWorld.ts';
import { random, typo } from './partTypos.ts';

const GROONGA = process.env.GROONGA_BIN ?? '/usr/bin/groonga';
const LOAD_BATCH = 20_000;

interface Query {
  /** What a member types into our search. */
  ours: string;
  /** Groonga's select parameters for the same search. */
  groonga: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Groonga's string literal. */
const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;
/** The words of a text Groonga's query syntax reads as plain words. */
const plainWords = (text: string) => text.replace(/[^\p{L}\p{N} ]/gu, ' ').trim();

class Groonga {
  private readonly process: ChildProcess;
  private readonly base: string;

  private constructor(process: ChildProcess, base: string) {
    this.process = process;
    this.base = base;
  }

  static async start(path: string, port: number): Promise<Groonga> {
    const child = spawn(
      'nice',
      [
        '-n',
        '10',
        GROONGA,
        '-n',
        '-s',
        '--protocol',
        'http',
        '--bind-address',
        '127.0.0.1',
        '--port',
        String(port),
        path,
      ],
      { stdio: 'ignore' },
    );
    const groonga = new Groonga(child, `http://127.0.0.1:${port}/d`);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await groonga.command('status');
        return groonga;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async command(name: string, params: Record<string, string> = {}, body?: string): Promise<unknown> {
    const answer = await fetch(`${this.base}/${name}?${new URLSearchParams(params)}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body,
    });
    const [header, result] = (await answer.json()) as [[number, number, number, string?], unknown];
    if (header[0] !== 0) throw new Error(`groonga ${name}: ${header[3] ?? header[0]}`);
    return result;
  }

  /**
   * Groonga loads at nice 10 (it is heavy); it answers at the priority of our api and PostgreSQL (nice 0) where
   * that is allowed, else the ratios favour ours on a loaded machine. Returns the niceness it answers at.
   */
  answerAtNormalPriority(): number {
    const reniced = spawnSync('renice', ['-n', '0', '-p', String(this.process.pid)]);
    return reniced.status === 0 ? 0 : 10;
  }

  stop(): void {
    this.process.kill();
  }
}

/** The parts table, then the rows from search_part, then the indexes (faster than indexing while loading). */
async function loadParts(groonga: Groonga, client: pg.Client): Promise<number> {
  await groonga.command('table_create', { name: 'Parts', flags: 'TABLE_HASH_KEY', key_type: 'UInt64' });
  for (const [name, type] of [
    ['part_number_norm', 'ShortText'],
    ['manufacturer', 'ShortText'],
    ['description', 'Text'],
    ['condition', 'ShortText'],
    ['country_code', 'ShortText'],
    ['tier_rank', 'Int8'],
    ['updated_at', 'Time'],
  ])
    await groonga.command('column_create', {
      table: 'Parts',
      name: name!,
      flags: 'COLUMN_SCALAR',
      type: type!,
    });
  let last = 0;
  let loaded = 0;
  for (;;) {
    const { rows } = await client.query<Record<string, string | number>>(
      `select id::float8 as "_key", part_number_norm, manufacturer, description, condition, country_code,
              tier_rank, extract(epoch from updated_at)::float8 as updated_at
         from search_part where id > $1 order by id limit ${LOAD_BATCH}`,
      [last],
    );
    if (!rows.length) break;
    await groonga.command('load', { table: 'Parts' }, JSON.stringify(rows));
    last = Number(rows.at(-1)!['_key']);
    loaded += rows.length;
  }
  // Exact and prefix (and fuzzy) through a patricia trie of whole part numbers, infixes and words by bigrams.
  await groonga.command('table_create', {
    name: 'PartNumbers',
    flags: 'TABLE_PAT_KEY',
    key_type: 'ShortText',
  });
  await groonga.command('column_create', {
    table: 'PartNumbers',
    name: 'index',
    flags: 'COLUMN_INDEX',
    type: 'Parts',
    source: 'part_number_norm',
  });
  // Part numbers are split into bigrams of letters and digits too (plain TokenBigram keeps a run of them as one
  // token, which would make an infix an exact word match).
  for (const [name, source, flags, tokenizer] of [
    ['Bigrams', 'part_number_norm', 'COLUMN_INDEX|WITH_POSITION', 'TokenBigramSplitSymbolAlphaDigit'],
    ['Words', 'manufacturer,description', 'COLUMN_INDEX|WITH_POSITION|WITH_SECTION', 'TokenBigram'],
  ]) {
    await groonga.command('table_create', {
      name: name!,
      flags: 'TABLE_PAT_KEY',
      key_type: 'ShortText',
      default_tokenizer: tokenizer!,
      normalizer: 'NormalizerAuto',
    });
    await groonga.command('column_create', {
      table: name!,
      name: 'index',
      flags: flags!,
      type: 'Parts',
      source: source!,
    });
  }
  for (const column of ['manufacturer', 'condition', 'country_code']) {
    const lexicon = `Facet_${column}`;
    await groonga.command('table_create', { name: lexicon, flags: 'TABLE_HASH_KEY', key_type: 'ShortText' });
    await groonga.command('column_create', {
      table: lexicon,
      name: 'index',
      flags: 'COLUMN_INDEX',
      type: 'Parts',
      source: column,
    });
  }
  return loaded;
}

/** Every select: a page of 10 in our tie order, the exact count, the three facets' top 10 values. */
const SELECT = {
  table: 'Parts',
  limit: '10',
  output_columns: '_key,part_number_norm,manufacturer,description',
  sort_keys: '-tier_rank,-updated_at,_key',
  drilldown: 'manufacturer,condition,country_code',
  drilldown_limit: '10',
  drilldown_sort_keys: '-_nsubrecs',
  cache: 'no',
};

/** The queries of each kind, sampled from the index. */
async function sampleQueries(client: pg.Client, n: number): Promise<Record<string, Query[]>> {
  const { rows } = await client.query<{ pn: string; part_number: string; description: string }>(
    `select part_number_norm as pn, part_number, description from search_part tablesample bernoulli (2)
      where length(part_number_norm) >= 7 order by random() limit $1`,
    [n],
  );
  const broad = (
    await client.query<{ word: string }>(
      `select manufacturer as word from search_part tablesample system (1) group by 1 order by count(*) desc limit 10`,
    )
  ).rows.map((row) => row.word);
  const next = random(23);
  const words = (description: string) =>
    plainWords(description)
      .split(/\s+/)
      .filter((word) => word.length >= 3 && /\p{L}/u.test(word));
  const partNumber = (pn: string) => ({ ...SELECT, filter: `part_number_norm == ${quoted(pn)}` });
  return {
    'exact part number': rows.map(({ pn }) => ({ ours: pn, groonga: partNumber(pn) })),
    '5-character infix': rows.map(({ pn }) => ({
      ours: pn.slice(1, 6),
      groonga: { ...SELECT, filter: `part_number_norm @ ${quoted(pn.slice(1, 6))}` },
    })),
    // Ours matches a 4-character term as a prefix and as an infix (ranked after): Groonga is asked the same.
    '4-character prefix': rows.map(({ pn }) => ({
      ours: pn.slice(0, 4),
      groonga: { ...SELECT, filter: `part_number_norm @ ${quoted(pn.slice(0, 4))}` },
    })),
    'one broad word': rows.map((_, index) => {
      const word = plainWords(broad[index % broad.length]!);
      return { ours: word, groonga: { ...SELECT, match_columns: 'manufacturer||description', query: word } };
    }),
    'two words': rows.flatMap(({ description }) => {
      const two = words(description).slice(0, 2).join(' ');
      return two.includes(' ')
        ? [{ ours: two, groonga: { ...SELECT, match_columns: 'manufacturer||description', query: two } }]
        : [];
    }),
    'one-edit typo': rows.map(({ part_number }) => {
      const typed = typo(part_number, 'wrong', next)!;
      const norm = typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      return {
        ours: typed,
        groonga: {
          ...SELECT,
          filter: `fuzzy_search(part_number_norm, ${quoted(norm)}, {"max_distance": 1, "with_transposition": true})`,
        },
      };
    }),
  };
}

async function main(): Promise<void> {
  const values = benchOptions({
    url: localApiUrl(),
    n: 300,
    port: 10041,
  });
  if (!existsSync(GROONGA)) {
    console.log(
      `bench:peer skipped: Groonga is not installed at ${GROONGA} (Debian: apt-get install -y groonga).`,
    );
    return;
  }
  const client = new pg.Client({ connectionString: withDefaultUser(config().DATABASE_URL) });
  await client.connect();
  const dir = await mkdtemp(join(tmpdir(), 'tbs-groonga-'));
  const groonga = await Groonga.start(join(dir, 'db'), values.port);
  try {
    const started = performance.now();
    const loaded = await loadParts(groonga, client);
    console.log(
      `Groonga loaded ${loaded.toLocaleString('en')} parts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const nice = groonga.answerAtNormalPriority();
    console.log(
      nice === 0
        ? 'Groonga answers at nice 0, as our api and PostgreSQL'
        : 'Groonga answers at nice 10 (renice to 0 not allowed): on a loaded machine the ratios favour ours',
    );
    const kinds = await sampleQueries(client, values.n);
    const token = await signInDemoMember(values.url);
    console.log(`Over HTTP, alternately, ${values.n} queries per kind (ms; Groonga with cache=no)`);
    console.log(
      '| query kind | ours p50 / p95 | Groonga p50 / p95 | ratio p50 / p95 | mean total ours / Groonga |',
    );
    console.log('|---|---|---|---|---|');
    for (const [kind, queries] of Object.entries(kinds)) {
      const ours: number[] = [];
      const peer: number[] = [];
      let oursTotal = 0;
      let peerTotal = 0;
      for (const [index, query] of queries.entries()) {
        const runOurs = async () => {
          const t = performance.now();
          const answer = await fetch(
            `${values.url}/api/parts?${new URLSearchParams({ query: query.ours, pageSize: '10' })}`,
            {
              headers: { authorization: `Bearer ${token}` },
            },
          );
          const body = (await answer.json()) as {
            status: number;
            msg?: string;
            payload?: { numResults: number };
          };
          ours.push(performance.now() - t);
          if (answer.status === 429)
            throw new Error(
              `Our api refused with 429 (${body.msg}): start it with RATE_LIMIT_SEARCH=100000000`,
            );
          oursTotal += body.payload?.numResults ?? 0;
        };
        const runPeer = async () => {
          const t = performance.now();
          const result = (await groonga.command('select', query.groonga)) as [[[number]]];
          peer.push(performance.now() - t);
          peerTotal += result[0][0][0];
        };
        // Alternately first, so neither always meets the other's warmed cache.
        if (index % 2) await runOurs().then(runPeer);
        else await runPeer().then(runOurs);
      }
      ours.sort((a, b) => a - b);
      peer.sort((a, b) => a - b);
      const [o50, o95, g50, g95] = [
        percentile(ours, 50),
        percentile(ours, 95),
        percentile(peer, 50),
        percentile(peer, 95),
      ];
      const f = (value: number) => value.toFixed(1);
      console.log(
        `| ${kind} (${queries.length}) | ${f(o50)} / ${f(o95)} | ${f(g50)} / ${f(g95)} | ${(o50 / g50).toFixed(1)} / ${(o95 / g95).toFixed(1)} | ${Math.round(oursTotal / queries.length)} / ${Math.round(peerTotal / queries.length)} |`,
      );
    }
  } finally {
    groonga.stop();
    await client.end();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
