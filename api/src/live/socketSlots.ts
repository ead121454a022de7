import type { Redis } from 'ioredis';

/**
 * Takes a slot when fewer than the limit are live: a sorted set per client whose members are sockets and
 * whose scores are their expiry times. Expired members (sockets of a process that died) are dropped first.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

export interface SlotHolder {
  key: string;
  member: string;
}

/**
 * Open live sockets per client (IP, contact) across all api processes. Every socket holds a slot that expires
 * unless its process renews it (each ping round), so a killed process frees its slots within `ttlMs`.
 */
export class SocketSlots {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly ttlMs: number;

  constructor(redis: Redis, options: { prefix: string; ttlMs: number }) {
    this.redis = redis;
    this.prefix = options.prefix;
    this.ttlMs = options.ttlMs;
  }

  key(kind: 'ip' | 'contact', id: string | number): string {
    return `${this.prefix}:live:sockets:${kind}:${id}`;
  }

  /** True when the slot was taken, false when `limit` sockets are open already. */
  async take(holder: SlotHolder, limit: number): Promise<boolean> {
    const now = Date.now();
    const taken = await this.redis.eval(
      TAKE,
      1,
      holder.key,
      now,
      now + this.ttlMs,
      holder.member,
      limit,
      this.ttlMs,
    );
    return taken === 1;
  }

  /** Pushes the expiry of live sockets' slots forward (only slots still held: XX). */
  async renew(holders: readonly SlotHolder[]): Promise<void> {
    if (holders.length === 0) return;
    const expiry = Date.now() + this.ttlMs;
    const pipeline = this.redis.pipeline();
    for (const holder of holders) {
      pipeline.zadd(holder.key, 'XX', expiry, holder.member);
      pipeline.pexpire(holder.key, this.ttlMs);
    }
    await pipeline.exec();
  }

  async release(holders: readonly SlotHolder[]): Promise<void> {
    if (holders.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const holder of holders) pipeline.zrem(holder.key, holder.member);
    await pipeline.exec();
  }
}
