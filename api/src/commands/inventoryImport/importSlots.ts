import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** How long a slot outlives its last heartbeat: a crashed api process frees its slots after this. */
const SLOT_TTL_MS = 60_000;
const HEARTBEAT_MS = 15_000;

// KEYS: the company's slot, the set of running imports (token → expiry). ARGV: token, ttl ms, limit.
// One script, so two uploads arriving together can never both pass a check.
const ACQUIRE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
if redis.call('EXISTS', KEYS[1]) == 1 then return 'company' end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then return 'full' end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 'ok'`;

const HEARTBEAT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
redis.call('ZADD', KEYS[2], 'XX', now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 1`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
redis.call('ZREM', KEYS[2], ARGV[1])
return 1`;

export interface ImportSlotOptions {
  /** config().REDIS_PREFIX */
  prefix: string;
  companyId: number;
  /** Imports allowed at once across all api processes. */
  maxConcurrent: number;
}

/** A held import slot; `release` frees it (once the upload is removed and the import is over). */
export interface ImportSlot {
  release(): Promise<void>;
}

/** Why no slot was given: the company already imports, or all slots are taken. */
export type ImportSlotRefusal = 'company' | 'full';

/** The Redis keys of a company's slot and of the running imports. */
export const importSlotKeys = (prefix: string, companyId: number) => [
  `${prefix}:import:company:${companyId}`,
  `${prefix}:import:running`,
];

/**
 * Takes a slot for an inventory import before its upload is read: one per company and `maxConcurrent` in
 * all, counted in Redis so that every api process sees them. A slot lives while its holder sends
 * heartbeats, so one left by a crashed process frees itself.
 */
export async function acquireImportSlot(
  redis: Redis,
  options: ImportSlotOptions,
): Promise<ImportSlot | ImportSlotRefusal> {
  const keys = importSlotKeys(options.prefix, options.companyId);
  const token = randomUUID();
  const outcome = await redis.eval(ACQUIRE, 2, ...keys, token, SLOT_TTL_MS, options.maxConcurrent);
  if (outcome !== 'ok') return outcome as ImportSlotRefusal;
  const heartbeat = setInterval(() => {
    redis.eval(HEARTBEAT, 2, ...keys, token, SLOT_TTL_MS).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released: Promise<void> | undefined;
  return {
    release() {
      clearInterval(heartbeat);
      released ??= redis.eval(RELEASE, 2, ...keys, token).then(() => undefined);
      return released;
    },
  };
}
