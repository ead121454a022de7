import { Migration } from '@mikro-orm/migrations';

/**
 * Possible matches (first method): two GIN indexes over live broadcasts, one on the normalised part numbers
 * named in subject and description (broadcast_part_numbers, the SQL twin of broadcastPartNumbers in
 * api/src/queries/possibleMatches.ts), one on their words ('simple' text search: part numbers and brand
 * names are not English words to stem).
 */
export class Migration20261123172000PossibleMatches extends Migration {
  override name = 'Migration20261123172000PossibleMatches';

  override up(): void | Promise<void> {
    // Tokens split on what never sits inside a part number, normalised as normalisePartNumber does (letters
    // and digits, upper case); a token with '/' or '#' also gives its pieces ('KSM48ED8/8HAR', '2BU64EA#UUZ').
    // A part number has a digit, 5 to 30 characters, a letter unless it has 6 digits or more, and is no size,
    // count, speed or generation ('16GB', '1100W', 'x10', 'Gen10', 'DDR4').
    this.addSql(`create function broadcast_part_numbers(subject text, description text) returns text[]
      language sql immutable parallel safe as $$
        select coalesce(array_agg(distinct token order by token), '{}')
          from (
            select upper(regexp_replace(piece, '[^A-Za-z0-9]', '', 'g')) as token
              from regexp_split_to_table(subject || ' ' || description, '[^A-Za-z0-9._#/+-]+') as word,
                   unnest(case when strpos(word, '/') > 0 or strpos(word, '#') > 0
                               then word || regexp_split_to_array(word, '[/#]') else array[word] end) as piece
             where length(piece) >= 5
          ) as tokens
         where length(token) between 5 and 30
           and token ~ '[0-9]'
           and (token ~ '[A-Z]' or length(token) >= 6)
           and token !~ '^([0-9]+(X|PCS|PC|GB|TB|MB|KB|W|V|A|MM|CM|IN|K|M|HZ|KHZ|MHZ|GHZ|MP|P|TH|ND|RD|ST|PORTS?)|X[0-9]+|(GEN|DDR|PC|USB|SAS|SATA|PCIE|CAT|WIFI|LTE)[0-9]+[A-Z]?)$'
      $$;`);
    this.addSql(`create index broadcast_part_numbers_idx on broadcast
      using gin (broadcast_part_numbers(subject, description)) where deleted_at is null;`);
    this.addSql(`create index broadcast_words_idx on broadcast
      using gin (to_tsvector('simple', subject || ' ' || description)) where deleted_at is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists broadcast_words_idx;`);
    this.addSql(`drop index if exists broadcast_part_numbers_idx;`);
    this.addSql(`drop function if exists broadcast_part_numbers(text, text);`);
  }
}
