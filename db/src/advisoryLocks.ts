/**
 * The PostgreSQL advisory locks of the product, in one registry so two features never take the same id by
 * accident. Single-key locks use the id; two-key locks (`pg_advisory_xact_lock(class, key)`) use it as the
 * class and a row id as the key.
 */
export const ADVISORY_LOCKS = {
  /** Held by the outbox drainer per batch and by a reindex throughout, so the two never interleave. */
  searchIndexWrite: 7_341_001,
  /** Class of the per-company lock of an inventory import (key: the company id): imports queue up. */
  inventoryImport: 7_341_002,
  /** Class of the per-company lock of a broadcast send or resend (key: the company id): the rules count inside it. */
  broadcastSend: 7_341_003,
} as const;
