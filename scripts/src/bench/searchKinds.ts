import { type DocumentKind, SearchTimeoutError, type QueryOf, type SearchReader } from '@tbs/search';

/** The value at percentile `p` of ascending `sorted` (nearest rank), 0 when empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A kind of query a search benchmark measures: its row name and its i-th query. */
export interface QueryKind<K extends DocumentKind> {
  name: string;
  query: (i: number) => QueryOf<K>;
}

/**
 * Runs `n` queries of each kind one after another at the engine and prints a Markdown row per kind: p50,
 * p95, p99 and max in ms, the statement timeouts and the mean exact total.
 */
export async function printSearchKinds<K extends DocumentKind>(
  reader: SearchReader,
  documentKind: K,
  kinds: QueryKind<K>[],
  n: number,
): Promise<void> {
  const f = (value: number) => value.toFixed(1);
  console.log('| kind | p50 | p95 | p99 | max | timeouts | mean total |');
  console.log('|---|---|---|---|---|---|---|');
  for (const kind of kinds) {
    const times: number[] = [];
    let timeouts = 0;
    let totals = 0;
    for (let i = 0; i < n; i += 1) {
      const t0 = performance.now();
      try {
        totals += (await reader.search(documentKind, kind.query(i))).total;
      } catch (error) {
        if (!(error instanceof SearchTimeoutError)) throw error;
        timeouts += 1;
      }
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${kind.name} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(times.at(-1)!)} | ${timeouts} | ${Math.round(totals / n)} |`,
    );
  }
}
