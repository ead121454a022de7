import type { EntityManager } from '@mikro-orm/postgresql';

/** At most this many possible matches per method (spec section 9). */
export const POSSIBLE_MATCHES_LIMIT = 10;

/** Only broadcasts of the last 30 days are offered: an older offer is rarely still open. */
export const POSSIBLE_MATCHES_DAYS = 30;

/**
 * The newest broadcasts naming one of the part numbers, and the newest sharing two words, that are ranked:
 * bounds the work for a part number or a word pair that thousands of broadcasts share.
 */
const CANDIDATES_PER_KIND = 300;

/**
 * At most this many words of the broadcast go into the word search, the description's first (it names the
 * product; the subject repeats it with quantities and conditions): 20 triples at most. Each word more widens
 * the index scan (8 words: p95 2.6x).
 */
const MAX_WORDS = 6;

/** Words that say nothing about the product: sides, conditions, quantities and trade phrases. */
const STOP_WORDS = new Set(
  (
    'wts wtb pcs pieces piece new used ref refurbished refurb nob asis grade stock ready urgent good price ' +
    'today offer offers best call any only sealed factory open box boxed tested working condition qty ' +
    'and the for with from off per all our your can are eur usd gbp ship ships shipping'
  ).split(' '),
);

/** The broadcast possible matches are looked for: its side, company and words. */
export interface MatchSource {
  id: number;
  side: 'WTB' | 'WTS';
  subject: string;
  description: string;
}

/** One possible match: the broadcast and its similarity as a whole percentage (0-100). */
export interface PossibleMatch {
  broadcastId: number;
  similarity: number;
}

/** The subject without its leading side ('WTS: ...'), which always differs between the two sides. */
export function subjectWords(subject: string): string {
  return subject.replace(/^\s*(WTS|WTB)\b\W*/i, '');
}

/**
 * The text search (PostgreSQL 'simple' tsquery) for broadcasts sharing at least two of the broadcast's
 * significant words (all when it has fewer, three when it has more than four); '' when it has none. Words are letters and digits only, so
 * the query needs no quoting.
 */
export function wordQuery(source: Pick<MatchSource, 'subject' | 'description'>): string {
  const words = [
    ...new Set(
      `${source.description} ${subjectWords(source.subject)}`
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        // Short pieces with digits ('b21' of '875518-B21') say little: the part-number search has them whole.
        .filter((word) => word.length >= (/\d/.test(word) ? 4 : 3) && !/^\d+$/.test(word))
        .filter((word) => !STOP_WORDS.has(word)),
    ),
  ].slice(0, MAX_WORDS);
  // Two shared words out of at most four, three out of more: 'intel & xeon' alone matches thousands.
  const needed = words.length <= 4 ? Math.min(words.length, 2) : 3;
  return combinations(words, needed)
    .map((group) => `(${group.join(' & ')})`)
    .join(' | ');
}

/** Every choice of `size` items of `items`, in order. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

/**
 * Possible matches of a broadcast (first method), in one statement: live broadcasts of the last
 * POSSIBLE_MATCHES_DAYS on the other side (WTB for a WTS), not of the viewer's company, that name one of its
 * part numbers (broadcast_part_numbers: normalised as normalisePartNumber does, GIN-indexed) or share its
 * words ('simple' text search, GIN-indexed). A part-number match always ranks above a word match:
 * its similarity is 50-100 % (half the share of the broadcast's part numbers it names, half the trigram
 * similarity of the texts), a word match's is 0-50 % (half the trigram similarity). Best first, newest first
 * among equals, at most POSSIBLE_MATCHES_LIMIT.
 */
export async function findPossibleMatches(
  em: EntityManager,
  source: MatchSource,
  viewerCompanyId: number,
  now: Date = new Date(),
): Promise<PossibleMatch[]> {
  const since = new Date(now.getTime() - POSSIBLE_MATCHES_DAYS * 86_400_000);
  const otherSide = source.side === 'WTS' ? 'WTB' : 'WTS';
  const words = wordQuery(source);
  const rows = await em.execute<{ id: string; similarity: number }[]>(
    `with source as (
       select broadcast_part_numbers(?::text, ?::text) as parts,
              lower(?::text || ' ' || ?::text) as text
     ),
     by_part as (
       select b.id, b.subject, b.description, b.created_at
         from broadcast b, source s
        where broadcast_part_numbers(b.subject, b.description) && s.parts
          and b.deleted_at is null and b.side = ? and b.company_id <> ? and b.created_at >= ? and b.id <> ?
        order by b.created_at desc
        limit ${CANDIDATES_PER_KIND}
     ),
     by_words as (
       select b.id, b.subject, b.description, b.created_at
         from broadcast b
        where ?::text <> ''
          and to_tsvector('simple', b.subject || ' ' || b.description) @@ to_tsquery('simple', ?::text)
          and b.deleted_at is null and b.side = ? and b.company_id <> ? and b.created_at >= ? and b.id <> ?
        order by b.created_at desc
        limit ${CANDIDATES_PER_KIND}
     ),
     scored as (
       select c.id, c.created_at,
              (select count(*) from unnest(s.parts) as part
                where strpos(upper(regexp_replace(c.subject || c.description, '[^A-Za-z0-9]', '', 'g')), part) > 0
              )::float8 / greatest(cardinality(s.parts), 1) as part_share,
              similarity(s.text, lower(regexp_replace(c.subject, '^\\s*(WTS|WTB)\\M\\W*', '', 'i') || ' ' || c.description))
                as text_similarity,
              c.is_part
         from (select *, true as is_part from by_part
               union all
               select *, false from by_words w where w.id not in (select id from by_part)) as c,
              source s
     ),
     ranked as (
       select id, created_at,
              case when is_part then 0.5 + 0.25 * part_share + 0.25 * text_similarity
                   else 0.5 * least(text_similarity, 0.98) end as score
         from scored
     )
     select id, round(100 * score)::int as similarity
       from ranked
      order by score desc, created_at desc, id desc
      limit ${POSSIBLE_MATCHES_LIMIT}`,
    [
      source.subject,
      source.description,
      subjectWords(source.subject),
      source.description,
      otherSide,
      viewerCompanyId,
      since,
      source.id,
      words,
      words,
      otherSide,
      viewerCompanyId,
      since,
      source.id,
    ],
  );
  return rows.map((row) => ({ broadcastId: Number(row.id), similarity: row.similarity }));
}
