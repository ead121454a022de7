import { defineEntity, p } from '@mikro-orm/core';
import { PART_CONDITIONS } from '@tbs/rules';
import { OUTBOX_KINDS } from '../outbox.ts';
import { Company } from './company.ts';
import { Contact } from './contact.ts';

/** One stock line of a member company. partNumberNorm is letters and digits only, upper case. */
export const InventoryPart = defineEntity({
  name: 'InventoryPart',
  properties: {
    id: p.bigint('number').primary(),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    partNumber: p.string().length(80),
    partNumberNorm: p
      .string()
      .length(80)
      .generated("(upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))) stored"),
    manufacturer: p.string().length(80),
    description: p.string().length(300),
    quantity: p.integer().default(1).check('quantity >= 0'),
    condition: p.enum(PART_CONDITIONS),
    /** Price in EUR; 0 means CALL. */
    price: p.decimal('number').precision(12).scale(2).default(0).check('price >= 0'),
    isRfqDisabled: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onUpdate(() => new Date()),
  },
  uniques: [
    { name: 'inventory_part_company_pn_cond_unique', properties: ['company', 'partNumberNorm', 'condition'] },
  ],
  indexes: [
    { name: 'inventory_part_pn_norm_idx', properties: ['partNumberNorm'] },
    // My Inventory's page (newest change first, read backwards) and its count, for a million-part company.
    { name: 'inventory_part_company_updated_idx', properties: ['company', 'updatedAt', 'id'] },
  ],
});

/** A member's search that found another company's part: shown on that company's /inventory-hits. */
export const InventoryHit = defineEntity({
  name: 'InventoryHit',
  properties: {
    id: p.bigint('number').primary(),
    /** The company whose part was found. */
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    searchTerms: p.string().length(200),
    partNumber: p.string().length(80),
    searcherCompany: () => p.manyToOne(Company).nullable().deleteRule('set null'),
    searcherContact: () => p.manyToOne(Contact).nullable().deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'inventory_hit_company_created_idx', properties: ['company', 'createdAt'] }],
});

/** Every parts search, for top searches and analysts. */
export const SearchLog = defineEntity({
  name: 'SearchLog',
  properties: {
    id: p.bigint('number').primary(),
    query: p.string().length(200),
    queryNorm: p.string().length(200),
    resultCount: p.integer().default(0),
    contact: () => p.manyToOne(Contact).nullable().deleteRule('set null'),
    company: () => p.manyToOne(Company).nullable().deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'search_log_created_norm_idx', properties: ['createdAt', 'queryNorm'] }],
});

/**
 * Transactional outbox: a row per changed document, written in the same transaction as the change and
 * drained by the worker's outbox drainer, so the search index follows every commit and survives worker crashes.
 */
export const IndexOutbox = defineEntity({
  name: 'IndexOutbox',
  properties: {
    id: p.bigint('number').primary(),
    docType: p.enum(OUTBOX_KINDS),
    docId: p.bigint('number'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** The columns of inventory_part a stock line is stored in, as bulk writers (COPY) name them. */
export const STOCK_LINE_COLUMNS = [
  'part_number',
  'manufacturer',
  'description',
  'quantity',
  'condition',
  'price',
] as const;
