import { TYPO_MIN_LENGTH, foldPartNumber, partNumberProbes } from '../documents/partTypos.ts';

/**
 * The vocabularies typo corrections are looked up in (migration SearchPartVocabulary): distinct normalised
 * part numbers with their folded forms, and distinct words of manufacturers and descriptions.
 */

const FOLD = (column: string) => `translate(${column}, 'OILSBZ', '011582')`;
const WORDS_OF = (table: string) =>
  `unnest(tsvector_to_array(to_tsvector('simple', ${table}.manufacturer || ' ' || ${table}.description)))`;

/** Adds the part numbers and words of the documents in `table` that the vocabularies do not hold yet. */
export function growVocabularySql(table: string): string[] {
  return [
    `insert into search_part_number_vocabulary (norm, folded, folded_reversed)
       select norm, ${FOLD('norm')}, reverse(${FOLD('norm')})
         from (select distinct part_number_norm as norm from ${table}) p
       on conflict (norm) do nothing`,
    `insert into search_part_word_vocabulary (word)
       select distinct w from ${table}, ${WORDS_OF(table)} w on conflict (word) do nothing`,
  ];
}

/**
 * Recounts search_part_word_count (the words' totals and facet counts, kept by triggers on search_part
 * between rebuilds) and recomputes both vocabularies from a rebuild's new table before it is swapped in; the
 * words of the vocabulary are the counted lexemes (one pass over the documents' words, not two). Rows are
 * deleted, not truncated: searches keep reading the old counts and vocabularies until the commit, and hold no
 * lock a rebuild waits for. The counts are written in word order, so a word's rows lie on a few pages.
 */
export function recomputeVocabularySql(table: string): string[] {
  return [
    'delete from search_part_word_count',
    `insert into search_part_word_count (lexeme, manufacturer, condition, country_code, n)
       select w, s.manufacturer, s.condition, s.country_code, count(*) from ${table} s, ${WORDS_OF('s')} w
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    'delete from search_part_number_vocabulary',
    'delete from search_part_word_vocabulary',
    growVocabularySql(table)[0]!,
    'insert into search_part_word_vocabulary (word) select distinct lexeme from search_part_word_count',
  ];
}

/** The first string after every string starting with `prefix` in byte order ('' has none: null). */
function successor(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * The normalised part numbers that may be one edit from `norm` (verified in code by nearestPartNumbers):
 * those sharing the first half or the end of its folded form, of a length within one, at most two plain
 * edits from it, and still in the index. Most similar (trigrams) first.
 */
export function partNumberCandidatesSql(norm: string): { text: string; values: unknown[] } | null {
  if (norm.length < TYPO_MIN_LENGTH) return null;
  const folded = foldPartNumber(norm);
  const { prefix, reversedPrefix } = partNumberProbes(folded);
  return {
    text: `select v.norm from search_part_number_vocabulary v
      where ((v.folded ~>=~ $1 and v.folded ~<~ $2) or (v.folded_reversed ~>=~ $3 and v.folded_reversed ~<~ $4))
        and length(v.folded) between $5 - 1 and $5 + 1
        and levenshtein_less_equal(v.folded, $6, 2) <= 2
        and exists (select 1 from search_part s where s.part_number_norm = v.norm)
      order by similarity(v.folded, $6) desc, v.norm limit 50`,
    values: [prefix, successor(prefix), reversedPrefix, successor(reversedPrefix), folded.length, folded],
  };
}

/**
 * The vocabulary's words that may be typos of the term's words (rows typed, word), for each word of
 * TYPO_MIN_LENGTH letters or more that the vocabulary does not hold itself: trigram neighbours through the
 * index, at most two plain edits away (verified in code).
 */
export function wordCandidatesSql(words: string[]): { text: string; values: unknown[] } | null {
  const typed = words.filter((word) => word.length >= TYPO_MIN_LENGTH && /\p{L}/u.test(word));
  if (!typed.length) return null;
  return {
    text: `select t.typed, c.word from unnest($1::text[]) t(typed)
      cross join lateral (
        select v.word from search_part_word_vocabulary v
         where v.word % t.typed and levenshtein_less_equal(v.word, t.typed, 2) <= 2
         order by v.word <-> t.typed limit 10) c
      where not exists (select 1 from search_part_word_vocabulary x where x.word = t.typed)`,
    values: [typed],
  };
}
