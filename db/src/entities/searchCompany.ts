import { defineEntity, p } from '@mikro-orm/core';

const index = (name: string, definition: string) => ({
  name,
  expression: `create index ${name} on search_company ${definition}`,
});

/**
 * The PostgreSQL search engine's company directory: one row per active company with what the directory
 * searches, filters, sorts and shows (see the migration Migration20261124010000CompanySearch). Written only
 * by the worker's indexing, read only by search.
 */
export const SearchCompany = defineEntity({
  name: 'SearchCompany',
  tableName: 'search_company',
  properties: {
    id: p.integer().primary().autoincrement(false),
    name: p.text(),
    /** The name folded (lower case, no accents): the companyname order; sort keys compare bytewise ("C"). */
    nameSort: p.text().collation('C'),
    countryCode: p.string().length(2),
    countryName: p.text().collation('C'),
    /** The start of the profile (company.description) as the list shows it; '' when there is none. */
    profile: p.text(),
    /** The profile order: its folded start, null when there is no profile (last in both directions). */
    profileSort: p.text().collation('C').nullable(),
    /** 0 Regular, 1 Trusted, 2 Gold, 3 Diamond (see tierRankSql). */
    tierRank: p.smallint(),
    favCount: p.integer(),
    recommendationCount: p.integer(),
    /** The name's words (the relevance order). */
    nameWords: p.string().columnType('tsvector'),
    /** The words of name, profile and service categories, without positions. */
    words: p.string().columnType('tsvector'),
    /** The words of the active contacts' names (members' searches only), without positions. */
    contactWords: p.string().columnType('tsvector'),
  },
  indexes: [
    index('search_company_words_idx', 'using gin (words)'),
    index('search_company_contact_words_idx', 'using gin (contact_words)'),
    index('search_company_name_idx', '(name_sort, id)'),
    index('search_company_country_name_idx', '(country_code, name_sort, id)'),
    index('search_company_by_country_idx', '(country_name, name_sort, id)'),
    index('search_company_by_country_desc_idx', '(country_name desc, name_sort, id)'),
    index('search_company_by_profile_idx', '(profile_sort, name_sort, id)'),
    index('search_company_by_profile_desc_idx', '(profile_sort desc nulls last, name_sort, id)'),
    index('search_company_by_fav_idx', '(fav_count, name_sort, id)'),
    index('search_company_by_fav_desc_idx', '(fav_count desc, name_sort, id)'),
  ],
});

/** Every word of the directory's documents, for the lookup of mistyped words by trigram similarity. */
export const SearchCompanyLexeme = defineEntity({
  name: 'SearchCompanyLexeme',
  tableName: 'search_company_lexeme',
  properties: {
    lexeme: p.text().primary(),
    /** In a name, profile or service category (not only in contacts' names): visitors may search it. */
    isPublic: p.boolean().default(false),
  },
  indexes: [
    {
      name: 'search_company_lexeme_trgm_idx',
      expression:
        'create index search_company_lexeme_trgm_idx on search_company_lexeme using gin (lexeme gin_trgm_ops) with (fastupdate = off)',
    },
  ],
});
