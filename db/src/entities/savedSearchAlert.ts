import { defineEntity, p } from '@mikro-orm/core';
import { Broadcast, SavedSearch } from './broadcast.ts';
import { Contact } from './contact.ts';

/**
 * A new broadcast that matched a saved search, recorded once (the worker's matcher inserts it with the
 * alert mail or, for a digest search, leaves digestDay empty until the contact's daily digest takes it).
 */
export const SavedSearchHit = defineEntity({
  name: 'SavedSearchHit',
  properties: {
    savedSearch: () => p.manyToOne(SavedSearch).primary().deleteRule('cascade'),
    broadcast: () => p.manyToOne(Broadcast).primary().deleteRule('cascade'),
    contact: () => p.manyToOne(Contact).deleteRule('cascade'),
    /** How the saved search delivered at the time of the hit. */
    isDigest: p.boolean(),
    createdAt: p.datetime().defaultRaw('now()'),
    /** The day of the digest that took it; null while it waits (digest hits only). */
    digestDay: p.date().nullable(),
  },
  indexes: [
    { name: 'saved_search_hit_broadcast_idx', properties: ['broadcast'] },
    {
      name: 'saved_search_hit_digest_idx',
      expression: `create index saved_search_hit_digest_idx on saved_search_hit (contact_id, created_at) where is_digest and digest_day is null`,
    },
  ],
});

/** One saved-search digest per contact and day: a second run of the daily job finds it and mails nothing. */
export const SavedSearchDigest = defineEntity({
  name: 'SavedSearchDigest',
  properties: {
    contact: () => p.manyToOne(Contact).primary().deleteRule('cascade'),
    day: p.date().primary(),
    hitCount: p.integer(),
    queuedAt: p.datetime().defaultRaw('now()'),
  },
});
