import { Migration } from '@mikro-orm/migrations';

/**
 * Typo tolerance of the parts search: the vocabularies a misspelt term is corrected against.
 * - search_part_number_vocabulary: every distinct normalised part number, with its folded form (the
 *   characters people confuse made one: O→0, I and L→1, S→5, B→8, Z→2) and that form reversed. A term with
 *   one edit keeps either the first half or the end of its folded form intact, so candidates are found by a
 *   prefix of one or the other (btree ranges); the edit distance is then verified in code.
 * - search_part_word_vocabulary: the distinct words of manufacturers and descriptions, found by trigrams.
 * Both only grow between rebuilds (a rebuild recomputes them): a word whose parts are gone only yields a
 * correction that finds nothing, which the search leaves out.
 */
export class Migration20261128210000SearchPartVocabulary extends Migration {
  override name = 'Migration20261128210000SearchPartVocabulary';

  override up(): void | Promise<void> {
    this.addSql(`create table search_part_number_vocabulary (
      norm varchar(80) primary key,
      folded varchar(80) not null,
      folded_reversed varchar(80) not null);`);
    this.addSql(
      `create index search_part_number_vocabulary_folded_idx on search_part_number_vocabulary (folded text_pattern_ops);`,
    );
    this.addSql(
      `create index search_part_number_vocabulary_reversed_idx on search_part_number_vocabulary (folded_reversed text_pattern_ops);`,
    );
    this.addSql(`create table search_part_word_vocabulary (word text primary key);`);
    this.addSql(
      `create index search_part_word_vocabulary_trgm_idx on search_part_word_vocabulary using gin (word gin_trgm_ops);`,
    );
    this.addSql(`insert into search_part_number_vocabulary (norm, folded, folded_reversed)
      select norm, translate(norm, 'OILSBZ', '011582'), reverse(translate(norm, 'OILSBZ', '011582'))
        from (select distinct part_number_norm as norm from search_part) p;`);
    this.addSql(`insert into search_part_word_vocabulary (word)
      select distinct w from search_part s,
        unnest(tsvector_to_array(to_tsvector('simple', s.manufacturer || ' ' || s.description))) w;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists search_part_word_vocabulary;`);
    this.addSql(`drop table if exists search_part_number_vocabulary;`);
  }
}
