import { defineEntity, p } from '@mikro-orm/core';

/**
 * The PostgreSQL search engine's denormalised part index: one row per inventory part with the company
 * fields shown in results. Written only by the worker's indexing (outbox drainer, reindex), read only by search.
 */
export const SearchPart = defineEntity({
  name: 'SearchPart',
  tableName: 'search_part',
  properties: {
    id: p.bigint('number').primary().autoincrement(false),
    companyId: p.integer(),
    partNumber: p.string().length(80),
    partNumberNorm: p.string().length(80),
    manufacturer: p.string().length(80),
    description: p.string().length(300),
    quantity: p.integer(),
    condition: p.string().length(8),
    price: p.decimal('number').precision(12).scale(2),
    isRfqDisabled: p.boolean(),
    companyName: p.string().length(150),
    countryCode: p.string().length(2),
    /** 0 Regular, 1 Trusted, 2 Gold, 3 Diamond (see tierRankSql). */
    tierRank: p.smallint(),
    updatedAt: p.datetime(),
  },
  indexes: [
    { name: 'search_part_company_idx', properties: ['companyId'] },
    {
      name: 'search_part_pn_covering_idx',
      expression:
        'create index search_part_pn_covering_idx on search_part (part_number_norm text_pattern_ops) include (tier_rank, updated_at, id, company_id, manufacturer, condition, country_code)',
    },
    {
      name: 'search_part_text_idx',
      expression:
        "create index search_part_text_idx on search_part using gin (to_tsvector('simple', manufacturer || ' ' || description))",
    },
    {
      name: 'search_part_order_idx',
      expression: 'create index search_part_order_idx on search_part (tier_rank desc, updated_at desc, id)',
    },
  ],
});

/**
 * The PostgreSQL search engine's broadcast index: one row per broadcast not removed, without its text.
 * `words` holds the words of subject and message and the part numbers named in them (see the migration
 * Migration20261123172000BroadcastSearch). Written only by the worker's indexing, read only by search.
 */
export const SearchBroadcast = defineEntity({
  name: 'SearchBroadcast',
  tableName: 'search_broadcast',
  properties: {
    id: p.bigint('number').primary().autoincrement(false),
    listId: p.smallint(),
    companyId: p.integer(),
    contactId: p.integer(),
    side: p.text(),
    createdAt: p.datetime(),
    /** In its own currency; null when the broadcast's price text is not a number. */
    price: p.decimal('number').precision(14).scale(2).nullable(),
    currency: p.text(),
    words: p.string().columnType('tsvector'),
  },
  indexes: [
    {
      name: 'search_broadcast_words_idx',
      expression: 'create index search_broadcast_words_idx on search_broadcast using gin (words)',
    },
    {
      name: 'search_broadcast_order_idx',
      expression: 'create index search_broadcast_order_idx on search_broadcast (created_at desc, id desc)',
    },
    {
      name: 'search_broadcast_list_idx',
      expression:
        'create index search_broadcast_list_idx on search_broadcast (list_id, side, created_at desc, id desc)',
    },
    {
      name: 'search_broadcast_side_idx',
      expression:
        'create index search_broadcast_side_idx on search_broadcast (side, created_at desc, id desc)',
    },
    {
      name: 'search_broadcast_company_idx',
      expression:
        'create index search_broadcast_company_idx on search_broadcast (company_id, created_at desc, id desc)',
    },
    {
      name: 'search_broadcast_contact_idx',
      expression:
        'create index search_broadcast_contact_idx on search_broadcast (contact_id, created_at desc, id desc)',
    },
  ],
});

/** The number of indexed broadcasts per list and side (exact totals of lists without a term). */
export const SearchBroadcastCount = defineEntity({
  name: 'SearchBroadcastCount',
  tableName: 'search_broadcast_count',
  properties: {
    listId: p.smallint().primary().autoincrement(false),
    side: p.text().primary(),
    n: p.bigint('number'),
  },
});

/** The number of indexed broadcasts per company, list and side (totals of From Favorites without a term). */
export const SearchBroadcastCompanyCount = defineEntity({
  name: 'SearchBroadcastCompanyCount',
  tableName: 'search_broadcast_company_count',
  properties: {
    companyId: p.integer().primary().autoincrement(false),
    listId: p.smallint().primary().autoincrement(false),
    side: p.text().primary(),
    n: p.bigint('number'),
  },
});

/** The number of indexed broadcasts per word (lexeme), list and side (exact totals of one-word searches). */
export const SearchBroadcastWordCount = defineEntity({
  name: 'SearchBroadcastWordCount',
  tableName: 'search_broadcast_word_count',
  properties: {
    lexeme: p.text().primary(),
    listId: p.smallint().primary().autoincrement(false),
    side: p.text().primary(),
    n: p.bigint('number'),
  },
});

/**
 * The number of indexed parts per word (lexeme) of manufacturer and description, manufacturer, condition and
 * country: exact totals and facet counts of one-word parts searches (Migration20261129000000SearchPartWordCounts).
 */
export const SearchPartWordCount = defineEntity({
  name: 'SearchPartWordCount',
  tableName: 'search_part_word_count',
  properties: {
    lexeme: p.text().primary(),
    manufacturer: p.string().length(80).primary(),
    condition: p.string().length(8).primary(),
    countryCode: p.string().length(2).primary(),
    n: p.bigint('number'),
  },
});

/**
 * The part numbers in the index, for typo tolerance: each with its folded form (the confusions people make
 * first, O/0, I and L/1, S/5, B/8, Z/2, folded to digits) and that form reversed, both prefix-indexed, so
 * one-edit candidates are found from either half (Migration20261128210000SearchPartVocabulary).
 */
export const SearchPartNumberVocabulary = defineEntity({
  name: 'SearchPartNumberVocabulary',
  tableName: 'search_part_number_vocabulary',
  properties: {
    norm: p.string().length(80).primary(),
    folded: p.string().length(80),
    foldedReversed: p.string().length(80),
  },
  indexes: [
    {
      name: 'search_part_number_vocabulary_folded_idx',
      expression:
        'create index search_part_number_vocabulary_folded_idx on search_part_number_vocabulary (folded text_pattern_ops)',
    },
    {
      name: 'search_part_number_vocabulary_trgm_idx',
      expression:
        'create index search_part_number_vocabulary_trgm_idx on search_part_number_vocabulary using gin (norm gin_trgm_ops)',
    },
    {
      name: 'search_part_number_vocabulary_reversed_idx',
      expression:
        'create index search_part_number_vocabulary_reversed_idx on search_part_number_vocabulary (folded_reversed text_pattern_ops)',
    },
  ],
});

/** The words of the parts' manufacturers and descriptions, for word typos by trigram similarity. */
export const SearchPartWordVocabulary = defineEntity({
  name: 'SearchPartWordVocabulary',
  tableName: 'search_part_word_vocabulary',
  properties: {
    word: p.text().primary(),
  },
  indexes: [
    {
      name: 'search_part_word_vocabulary_trgm_idx',
      expression:
        'create index search_part_word_vocabulary_trgm_idx on search_part_word_vocabulary using gin (word gin_trgm_ops)',
    },
  ],
});
