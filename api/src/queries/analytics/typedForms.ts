import type { ReadSql } from '@tbs/search';
import type { DayRange } from './period.ts';

/** How far back from a range's end the typed forms are read: enough to see how members write a number. */
const TYPED_FORM_DAYS = 7;

/** A PostgreSQL text[] literal: every element in double quotes, its quotes and backslashes escaped. */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * The form members typed each normalised part number in most often (875490-B21 for 875490B21), over the last
 * days of the range (a range scan of the search log's (created_at, query_norm) index, only for the given
 * numbers: a page of the table). A number not searched then is missing from the map (show it normalised).
 */
export async function loadTypedForms(
  db: ReadSql,
  norms: readonly string[],
  range: DayRange,
): Promise<Map<string, string>> {
  if (norms.length === 0) return new Map();
  const rows = await db.execute<{ query_norm: string; query: string }[]>(
    `select distinct on (query_norm) query_norm, query
       from (select query_norm, btrim(query) as query, count(*) as times
               from search_log
              where created_at >= greatest(?::date, ?::date - ?::int) and created_at < ?::date + 1
                and query_norm = any(?::text[])
              group by 1, 2) typed
      order by query_norm, times desc, query`,
    // An array literal (em.execute has no array binding), each element quoted.
    [range.from, range.to, TYPED_FORM_DAYS - 1, range.to, textArray(norms)],
  );
  return new Map(rows.map((row) => [row.query_norm, row.query]));
}
