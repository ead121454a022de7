import { defineEntity, p } from '@mikro-orm/core';
import { Company } from './company.ts';
import { Contact } from './contact.ts';
import { BROADCAST_CONSUMERS } from '../broadcastPipeline.ts';

export const BROADCAST_SIDES = ['WTB', 'WTS'] as const;
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
/** Delivery per list: 0 Standard, 1 Digest, 2 No email. */
export const BROADCAST_DELIVERY = [0, 1, 2] as const;
export const EMAIL_SETS = ['primary', 'alternate'] as const;

/** The 13 category lists broadcasts are sent to (ids 1-15 with gaps, as in the spec). */
export const BroadcastList = defineEntity({
  name: 'BroadcastList',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    name: p.string().length(60).unique(),
    sortOrder: p.smallint(),
    mailbox: p.string().length(254),
  },
});

/** A want-to-buy or want-to-sell offer sent to one list. */
export const Broadcast = defineEntity({
  name: 'Broadcast',
  properties: {
    id: p.bigint('number').primary(),
    list: () => p.manyToOne(BroadcastList),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    contact: () => p.manyToOne(Contact).index().deleteRule('cascade'),
    side: p.enum(BROADCAST_SIDES),
    subject: p.string().length(200),
    message: p.text(),
    quantity: p.string().length(10),
    brand: p.string().length(50),
    description: p.string().length(50),
    condition: p.string().length(20),
    productLink: p.string().length(500).nullable(),
    price: p.string().length(10),
    currency: p.enum(CURRENCIES).default('EUR'),
    additionalInfo: p.text().nullable(),
    fromEmail: p.string().length(254),
    createdAt: p.datetime().defaultRaw('now()'),
    resentAt: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'broadcast_created_idx', properties: ['createdAt'] },
    { name: 'broadcast_list_created_idx', properties: ['list', 'createdAt'] },
    { name: 'broadcast_company_created_idx', properties: ['company', 'createdAt'] },
    // Possible matches (migration PossibleMatches): part numbers named, then words.
    {
      name: 'broadcast_part_numbers_idx',
      expression:
        'create index broadcast_part_numbers_idx on broadcast using gin (broadcast_part_numbers(subject, description)) where deleted_at is null',
    },
    {
      name: 'broadcast_words_idx',
      expression:
        "create index broadcast_words_idx on broadcast using gin (to_tsvector('simple', subject || ' ' || description)) where deleted_at is null",
    },
  ],
});

/** How a contact receives each list, for the primary and alternate e-mail address. */
export const BroadcastSetting = defineEntity({
  name: 'BroadcastSetting',
  properties: {
    contact: () => p.manyToOne(Contact).primary().deleteRule('cascade'),
    list: () => p.manyToOne(BroadcastList).primary(),
    emailSet: p.enum(EMAIL_SETS).primary(),
    type: p.enum(BROADCAST_DELIVERY).default(0),
  },
  checks: [{ name: 'broadcast_setting_type_check', expression: 'type in (0, 1, 2)' }],
  indexes: [
    {
      // The delivery consumer finds a list's subscribers (migration BroadcastDelivery).
      name: 'broadcast_setting_list_idx',
      expression: 'create index broadcast_setting_list_idx on broadcast_setting (list_id) where type <> 2',
    },
  ],
});

/** A stored broadcast search that mails new hits immediately or as a daily digest. */
export const SavedSearch = defineEntity({
  name: 'SavedSearch',
  properties: {
    id: p.integer().primary(),
    contact: () => p.manyToOne(Contact).index().deleteRule('cascade'),
    query: p.string().length(200),
    list: () => p.manyToOne(BroadcastList).nullable(),
    side: p.enum(BROADCAST_SIDES).nullable(),
    company: () => p.manyToOne(Company).nullable().deleteRule('set null'),
    isDigest: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw('now()'),
    lastHitAt: p.datetime().nullable(),
    /** The query as matching terms (rules/src/savedSearchTerms.ts): a new broadcast must hold all. */
    terms: p.array().defaultRaw(`'{}'`),
    /** The most selective of the terms (the longest), looked up first; null for a company-only search. */
    anchor: p.string().length(200).nullable(),
  },
  indexes: [
    { name: 'saved_search_anchor_idx', properties: ['anchor'] },
    {
      name: 'saved_search_company_only_idx',
      expression:
        'create index saved_search_company_only_idx on saved_search (company_id) where anchor is null',
    },
  ],
});

/** A new (or resent) broadcast waiting for one consumer of the pipeline (db/src/broadcastPipeline.ts). */
export const BroadcastPending = defineEntity({
  name: 'BroadcastPending',
  tableName: 'broadcast_pending',
  properties: {
    consumer: p.enum(BROADCAST_CONSUMERS).primary(),
    broadcast: () => p.manyToOne(Broadcast).primary().deleteRule('cascade'),
    queuedAt: p.datetime().defaultRaw('now()'),
    /** Failed tries so far; the row waits until retryAt before the next. */
    attempts: p.integer().default(0),
    retryAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
  },
  indexes: [{ name: 'broadcast_pending_broadcast_idx', properties: ['broadcast'] }],
});

/**
 * The embedding of a broadcast for the AI possible matches, written by the worker's 'embedding' consumer and
 * the backfill: float32 little-endian values in bytea, made by the model file `model` names.
 */
export const BroadcastEmbedding = defineEntity({
  name: 'BroadcastEmbedding',
  tableName: 'broadcast_embedding',
  properties: {
    broadcast: () => p.oneToOne(Broadcast).primary().owner().deleteRule('cascade'),
    model: p.text(),
    vector: p.blob(),
    embeddedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'broadcast_embedding_embedded_idx', properties: ['embeddedAt'] }],
});
