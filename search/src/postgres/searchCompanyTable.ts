import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { foldForSearch, profileExcerpt, type CompanyDocument } from '../documents/companyDocument.ts';

/**
 * The engine's table of company documents, search_company (created by the migrations). Documents arrive by
 * COPY into a staging table with their text folded (lower case, no accents), and are written with their
 * words computed by the database, without positions: the name's, those of name, profile and service
 * categories, and the contacts' names' (searched for members only). The words are also added to
 * search_company_lexeme, the vocabulary in which mistyped words are looked up (marked public unless found only
 * in contacts' names).
 */
export const SEARCH_COMPANY_COLUMNS = [
  'id',
  'name',
  'name_sort',
  'country_code',
  'country_name',
  'profile',
  'profile_sort',
  'tier_rank',
  'fav_count',
  'recommendation_count',
  'name_words',
  'words',
  'contact_words',
] as const;

/** The staging table's columns, in COPY order. */
const INCOMING_COLUMNS = [
  ...SEARCH_COMPANY_COLUMNS.filter((column) => !column.endsWith('words')),
  'name_text',
  'specialty_text',
  'contact_text',
] as const;

/** Creates the staging table (dropped at commit). */
const INCOMING_TABLE = `create temp table search_company_incoming (id int not null, name text not null,
  name_sort text not null, country_code varchar(2) not null, country_name text not null, profile text not null,
  profile_sort text null, tier_rank smallint not null, fav_count int not null, recommendation_count int not null,
  name_text text not null, specialty_text text not null, contact_text text not null) on commit drop`;

/** The search_company columns computed from the staging table's row i. */
const FROM_INCOMING = `i.id, i.name, i.name_sort, i.country_code, i.country_name, i.profile, i.profile_sort,
  i.tier_rank, i.fav_count, i.recommendation_count,
  strip(to_tsvector('simple', i.name_text)),
  strip(to_tsvector('simple', i.name_text || ' ' || i.specialty_text)),
  strip(to_tsvector('simple', i.contact_text))`;

const COLUMNS = SEARCH_COMPANY_COLUMNS.join(', ');
const FIELDS = SEARCH_COMPANY_COLUMNS.filter((column) => column !== 'id');
/** Unchanged documents are not rewritten (a favourite's outbox row re-reads a whole entry). */
const UPSERT_CHANGED = `on conflict (id) do update set ${FIELDS.map((c) => `${c} = excluded.${c}`).join(', ')}
  where (${FIELDS.map((c) => `search_company.${c}`).join(', ')})
    is distinct from (${FIELDS.map((c) => `excluded.${c}`).join(', ')})`;

/**
 * The vocabulary's words: 3 to 40 letters or digits (the lookup quotes them into a tsquery as they are, and
 * shorter words are never looked up as typos).
 */
const VOCABULARY_WORD = `~ '^[[:alnum:]]{3,40}$'`;

/** Refills search_company_lexeme from the index (after a rebuild). */
export const RECOUNT_COMPANY_VOCABULARY = [
  'delete from search_company_lexeme',
  `insert into search_company_lexeme (lexeme, is_public)
     select lexeme, bool_or(is_public) from (
       select w.lexeme, true as is_public from search_company s, unnest(s.words) w
       union all select w.lexeme, false from search_company s, unnest(s.contact_words) w) v
      where lexeme ${VOCABULARY_WORD} group by lexeme`,
];

/** Letters and digits of a profile as the profile order compares them; null for no profile. */
function profileSortKey(description: string): string | null {
  const key = foldForSearch(description)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 64);
  return key || null;
}

/** Text in COPY's text format: backslash, tab and line breaks escaped. */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** Most of a profile that is searched: a pasted catalogue must not make one document huge. */
const MAX_SPECIALTY = 20_000;

/** One document as a line of COPY text, in INCOMING_COLUMNS order. */
export function companyCopyLineOf(doc: CompanyDocument): string {
  const profileSort = profileSortKey(doc.description);
  const fields = [
    String(doc.id),
    copyText(doc.name),
    copyText(foldForSearch(doc.name).replace(/\s+/g, ' ').trim()),
    doc.countryCode,
    copyText(doc.countryName),
    copyText(profileExcerpt(doc.description)),
    profileSort === null ? '\\N' : copyText(profileSort),
    String(doc.tierRank),
    String(doc.favCount),
    String(doc.recommendationCount),
    copyText(foldForSearch(doc.name)),
    copyText(foldForSearch(`${doc.description.slice(0, MAX_SPECIALTY)}\n${doc.services.join('\n')}`)),
    copyText(foldForSearch(doc.contactNames.join('\n'))),
  ];
  return `${fields.join('\t')}\n`;
}

/** Documents of companies as an iterable of batches. */
export type CompanyBatches = AsyncIterable<CompanyDocument[]> | Iterable<CompanyDocument[]>;

/** COPYs company documents into the staging table (dropped at commit); returns how many. */
async function stageCompanies(client: pg.PoolClient, documents: CompanyBatches): Promise<number> {
  await client.query(INCOMING_TABLE);
  let count = 0;
  async function* lines(): AsyncGenerator<string> {
    for await (const batch of documents) {
      count += batch.length;
      yield batch.map(companyCopyLineOf).join('');
    }
  }
  await pipeline(
    lines(),
    client.query(copyFrom(`copy search_company_incoming (${INCOMING_COLUMNS.join(', ')}) from stdin`)),
  );
  return count;
}

/** Writes company documents into search_company (only those that changed) and their new words into the vocabulary. */
export async function mergeIncomingCompanies(
  client: pg.PoolClient,
  documents: CompanyDocument[],
): Promise<void> {
  await stageCompanies(client, [documents]);
  await client.query(
    `with written as (
       insert into search_company (${COLUMNS}) select ${FROM_INCOMING} from search_company_incoming i
       ${UPSERT_CHANGED} returning words, contact_words)
     insert into search_company_lexeme as l (lexeme, is_public)
       select lexeme, bool_or(is_public) from (
         select w.lexeme, true as is_public from written, unnest(written.words) w
         union all select w.lexeme, false from written, unnest(written.contact_words) w) v
        where lexeme ${VOCABULARY_WORD} group by lexeme
     on conflict (lexeme) do update set is_public = true where excluded.is_public and not l.is_public`,
  );
}

/** Fills a table with the search_company columns from the documents (a rebuild); returns how many. */
export async function copyCompaniesInto(
  client: pg.PoolClient,
  table: string,
  documents: CompanyBatches,
): Promise<number> {
  const count = await stageCompanies(client, documents);
  await client.query(
    `insert into ${table} (${COLUMNS}) select ${FROM_INCOMING} from search_company_incoming i`,
  );
  await client.query('drop table search_company_incoming');
  return count;
}
