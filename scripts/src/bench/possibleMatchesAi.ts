/**
 * `npm run models:eval -- [--broadcasts 50000] [--timing 1000]`: recall@10 and precision@10 of the possible
 * matches, old method against AI method and their union, on the hand-written pairs of models/eval/pairs.txt
 * (never trained on) among the demo world's broadcasts as distractors. Seeds its own database
 * (AI_EVAL_DATABASE_URL, default tbs_bench_ai_matches on the DATABASE_URL server), adds each pair's WTB from
 * one company and its WTS from another, then for every WTB asks both methods for their 10 best WTS of the last
 * 30 days from other companies. A hit is the pair's own WTS; precision@10 counts only those hits as right
 * (a distractor describing the same goods counts as wrong, so it is a lower bound for both methods).
 * Also times the embedding of single broadcasts on one core (p50/p95).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { findPossibleMatches } from '@tbs/api';
import { config } from '@tbs/config';
import { initORM, withDefaultUser } from '@tbs/db';
import { broadcastEmbeddingText, cosine, loadEmbeddingModel, type Embedder } from '@tbs/models';
import { seedDemoWorld } from '../seed/index.ts';
import { benchOptions } from './benchWorld.ts';

const PAIRS_FILE = new URL('../../../models/eval/pairs.txt', import.meta.url);

interface WrittenBroadcast {
  subject: string;
  description: string;
  message: string;
}

/** The pairs of models/eval/pairs.txt: `B: subject | description | message`, then its `S:` line. */
export function readEvaluationPairs(text: string): Array<{ wtb: WrittenBroadcast; wts: WrittenBroadcast }> {
  const lines = text.split('\n').filter((line) => /^[BS]: /.test(line));
  const parse = (line: string): WrittenBroadcast => {
    const [subject = '', description = '', message = ''] = line.slice(3).split(' | ');
    return {
      subject: subject.trim(),
      description: description.trim(),
      message: message.trim().replaceAll('\\n', '\n'),
    };
  };
  const pairs = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    if (!lines[i]!.startsWith('B: ') || !lines[i + 1]!.startsWith('S: '))
      throw new Error(`pairs.txt: a B: line then an S: line expected near "${lines[i]}"`);
    pairs.push({ wtb: parse(lines[i]!), wts: parse(lines[i + 1]!) });
  }
  return pairs;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Candidate {
  id: number;
  companyId: number;
  side: string;
  vector: Float32Array;
}

function aiTop10(
  source: Float32Array,
  side: string,
  companyId: number,
  candidates: readonly Candidate[],
): Array<{ id: number; score: number }> {
  const best: Array<{ id: number; score: number }> = [];
  for (const candidate of candidates) {
    if (candidate.side === side || candidate.companyId === companyId) continue;
    const score = cosine(source, candidate.vector);
    if (best.length < 10 || score > best[9]!.score) {
      best.push({ id: candidate.id, score });
      best.sort((a, b) => b.score - a.score);
      if (best.length > 10) best.pop();
    }
  }
  return best;
}

/** Similarity floors of the AI list tried on the tuning half (fewer shown, higher precision). */
const FLOORS = Array.from({ length: 11 }, (_, i) => 0.3 + 0.05 * i);

/** The pairs the floor is tuned on (every other one); the rest is the evaluation half, reported apart. */
const isTuningPair = (index: number) => index % 2 === 0;

/**
 * The floor the api applies (AI_SIMILARITY_FLOOR): the highest one at which the tuning half's AI recall@10
 * stays within RECALL_GIVEN of its recall without a floor.
 */
const RECALL_GIVEN = 0.03;

async function embedAll(model: Embedder, rows: Array<Record<string, string>>): Promise<Float32Array[]> {
  const vectors: Float32Array[] = [];
  for (let i = 0; i < rows.length; i += 256) {
    vectors.push(
      ...(await model.embed(rows.slice(i, i + 256).map((row) => broadcastEmbeddingText(row as never)))),
    );
  }
  return vectors;
}

async function main(): Promise<void> {
  const values = benchOptions({
    broadcasts: 50000,
    timing: 1000,
  });
  const base = new URL(withDefaultUser(config().DATABASE_URL));
  base.pathname = '/tbs_bench_ai_matches';
  const databaseUrl = process.env.AI_EVAL_DATABASE_URL ?? base.toString();
  await seedDemoWorld({ databaseUrl, broadcasts: values.broadcasts, reset: true, log: () => {} });

  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const senders = (
    await client.query<{ company_id: number; contact_id: number; email: string }>(
      `select distinct on (c.id) c.id as company_id, ct.id as contact_id, ct.email
         from company c join contact ct on ct.company_id = c.id
        where not c.is_service_only and ct.is_active
        order by c.id, ct.id limit 2`,
    )
  ).rows;
  const [buyer, seller] = senders as [(typeof senders)[0], (typeof senders)[0]];
  const pairs = readEvaluationPairs(readFileSync(PAIRS_FILE, 'utf8'));
  const insert = async (
    side: 'WTB' | 'WTS',
    written: WrittenBroadcast,
    sender: typeof buyer,
    index: number,
  ) =>
    Number(
      (
        await client.query<{ id: string }>(
          `insert into broadcast (list_id, company_id, contact_id, side, subject, message, quantity, brand, description,
                                  condition, price, from_email, created_at)
           values ((select min(id) from broadcast_list), $1, $2, $3, $4, $5, '1', '', $6, '', 'Offer', $7,
                   now() - make_interval(mins => $8))
           returning id`,
          [
            sender.company_id,
            sender.contact_id,
            side,
            written.subject.slice(0, 200),
            written.message,
            written.description.slice(0, 50),
            sender.email,
            index,
          ],
        )
      ).rows[0]!.id,
    );
  const ids = [];
  for (const [index, pair] of pairs.entries()) {
    ids.push({
      wtb: await insert('WTB', pair.wtb, buyer, index),
      wts: await insert('WTS', pair.wts, seller, index),
    });
  }

  const model = await loadEmbeddingModel(config().EMBEDDING_MODEL_DIR || undefined);
  if (!model.available) throw new Error(model.reason);
  const live = (
    await client.query<Record<string, string>>(
      `select id, company_id, side, subject, message, brand, description, condition from broadcast
        where deleted_at is null and created_at >= now() - interval '30 days'`,
    )
  ).rows;
  const started = performance.now();
  const vectors = await embedAll(model, live);
  const embedSeconds = (performance.now() - started) / 1000;
  const candidates = live.map((row, i) => ({
    id: Number(row.id),
    companyId: Number(row.company_id),
    side: row.side!,
    vector: vectors[i]!,
  }));
  const vectorOf = new Map(candidates.map((candidate) => [candidate.id, candidate.vector]));

  const orm = await initORM(databaseUrl);
  const em = orm.em.fork();
  const tally: Record<string, { hits: number; shown: number }> = {};
  const halves: Record<
    'tuning' | 'evaluation',
    Record<string, { hits: number; shown: number; n: number }>
  > = {
    tuning: {},
    evaluation: {},
  };
  const scoredLists: Array<{ old: number[]; scored: Array<{ id: number; score: number }>; wts: number }> = [];
  const misses: string[] = [];
  for (const [index, pair] of pairs.entries()) {
    const { wtb, wts } = ids[index]!;
    const old = (
      await findPossibleMatches(
        em,
        {
          id: wtb,
          side: 'WTB',
          subject: pair.wtb.subject.slice(0, 200),
          description: pair.wtb.description.slice(0, 50),
        },
        buyer.company_id,
      )
    ).map((m) => m.broadcastId);
    const scored = aiTop10(vectorOf.get(wtb)!, 'WTB', buyer.company_id, candidates);
    const ai = scored.map((entry) => entry.id);
    const union = [...new Set([...old, ...ai])];
    const floored = FLOORS.map(
      (floor) =>
        [
          `ai ≥ ${Math.round(100 * floor)} %`,
          scored.filter((e) => e.score >= floor).map((e) => e.id),
        ] as const,
    );
    const lists: Array<readonly [string, readonly number[]]> = [
      ['old', old],
      ['ai', ai],
      ['union', union],
      ...floored,
    ];
    for (const [method, list] of lists) {
      const counts = (tally[method] ??= { hits: 0, shown: 0 });
      counts.hits += list.includes(wts) ? 1 : 0;
      counts.shown += list.length;
      const half = (halves[isTuningPair(index) ? 'tuning' : 'evaluation'][method] ??= {
        hits: 0,
        shown: 0,
        n: 0,
      });
      half.hits += list.includes(wts) ? 1 : 0;
      half.shown += list.length;
      half.n += 1;
    }
    scoredLists.push({ old, scored, wts });
    if (!ai.includes(wts)) misses.push(`${pair.wtb.subject}  ->  ${pair.wts.subject}`);
  }
  await orm.close(true);

  // Embedding of one broadcast at a time, as the worker does for a new one.
  const timings: number[] = [];
  for (const row of live.slice(0, values.timing)) {
    const at = performance.now();
    await model.embed([broadcastEmbeddingText(row as never)]);
    timings.push(performance.now() - at);
  }
  timings.sort((a, b) => a - b);
  await client.end();
  await model.close();

  const n = pairs.length;
  const pct = (value: number) => `${(100 * value).toFixed(1)} %`;
  console.log(
    `pairs: ${n}; broadcasts of the last 30 days (candidates + sources): ${live.length}; embedded in ${embedSeconds.toFixed(1)} s`,
  );
  console.log('| Method | Recall@10 | Precision@10 | Results shown per WTB |');
  console.log('| --- | --- | --- | --- |');
  for (const [method, { hits, shown }] of Object.entries(tally)) {
    console.log(
      `| ${method} | ${pct(hits / n)} (${hits}/${n}) | ${pct(shown ? hits / shown : 0)} | ${(shown / n).toFixed(1)} |`,
    );
  }
  const tuning = halves.tuning;
  const recallAt = (method: string) => tuning[method]!.hits / tuning[method]!.n;
  const chosen =
    [...FLOORS]
      .reverse()
      .find((floor) => recallAt(`ai ≥ ${Math.round(100 * floor)} %`) >= recallAt('ai') - RECALL_GIVEN) ?? 0;
  const floorPct = Math.round(100 * chosen);
  console.log(`\nTuning half (${tuning.ai!.n} pairs): floors tried`);
  console.log('| Method | Recall@10 | Precision@10 | Results shown per WTB |');
  console.log('| --- | --- | --- | --- |');
  for (const [method, { hits, shown, n: count }] of Object.entries(tuning))
    console.log(
      `| ${method} | ${pct(hits / count)} (${hits}/${count}) | ${pct(shown ? hits / shown : 0)} | ${(shown / count).toFixed(1)} |`,
    );
  console.log(`chosen floor (recall within ${100 * RECALL_GIVEN} points of no floor): ${floorPct} %`);
  const evaluation: Record<string, { hits: number; shown: number }> = {};
  for (const [index, { old, scored, wts }] of scoredLists.entries()) {
    if (isTuningPair(index)) continue;
    const ai = scored.filter((e) => Math.round(100 * e.score) >= floorPct).map((e) => e.id);
    for (const [method, list] of [
      ['old', old],
      ['ai, no floor', scored.map((e) => e.id)],
      [`ai ≥ ${floorPct} %`, ai],
      ['union (old + ai, no floor)', [...new Set([...old, ...scored.map((e) => e.id)])]],
      [`union (old + ai ≥ ${floorPct} %)`, [...new Set([...old, ...ai])]],
    ] as const) {
      const counts = (evaluation[method] ??= { hits: 0, shown: 0 });
      counts.hits += list.includes(wts) ? 1 : 0;
      counts.shown += list.length;
    }
  }
  const m = halves.evaluation.ai!.n;
  console.log(`\nEvaluation half (${m} pairs, never used for tuning)`);
  console.log('| Method | Recall@10 | Precision@10 | Results shown per WTB |');
  console.log('| --- | --- | --- | --- |');
  for (const [method, { hits, shown }] of Object.entries(evaluation))
    console.log(
      `| ${method} | ${pct(hits / m)} (${hits}/${m}) | ${pct(shown ? hits / shown : 0)} | ${(shown / m).toFixed(1)} |`,
    );
  console.log(
    `embedding one broadcast (1 thread, ${timings.length} broadcasts): p50 ${percentile(timings, 50).toFixed(3)} ms, p95 ${percentile(timings, 95).toFixed(3)} ms`,
  );
  console.log(`AI misses (${misses.length}):\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
