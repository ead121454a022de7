import { defineEntity, p } from '@mikro-orm/core';

/**
 * The PostgreSQL search engine's denormalised part index: one row per inventory part with the company
 * fields shown in results. Written only by the indexer (outbox drainer, reindex), read only by search.
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
      name: 'search_part_pn_pattern_idx',
      expression:
        'create index search_part_pn_pattern_idx on search_part (part_number_norm text_pattern_ops)',
    },
    {
      name: 'search_part_pn_trgm_idx',
      expression:
        'create index search_part_pn_trgm_idx on search_part using gin (part_number_norm gin_trgm_ops)',
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
