import type { Redis } from 'ioredis';
import { onRedis, RateLimiter } from './rateLimiter.ts';

export interface LoginLimitSettings {
  /** Key prefix (config().REDIS_PREFIX). */
  prefix: string;
  /** Failures per (account, IP) within windowSeconds before the pair gets 429 (RATE_LIMIT_LOGIN). */
  perAddress: number;
  windowSeconds: number;
  /** Failures per account from all addresses after which it counts as under attack (RATE_LIMIT_LOGIN_ACCOUNT). */
  accountThreshold: number;
  accountWindowSeconds: number;
  /** Failures per IP, whatever the account (RATE_LIMIT_LOGIN_IP). */
  perIp: number;
  ipWindowSeconds: number;
}

/** How long a successful sign-in makes its address a known one for the account. */
const KNOWN_ADDRESS_SECONDS = 30 * 86_400;

/** How a sign-in attempt ended: signed in, a wrong password (or unknown address), or anything else. */
export type LoginOutcome = 'succeeded' | 'failed' | 'other';

export interface LoginAttempt {
  /**
   * Settles the points reserved for the attempt: a failure keeps them; a success forgets the failures of the
   * (account, IP) pair, gives the rest back and remembers the address; anything else gives them back.
   */
  settle(outcome: LoginOutcome): Promise<void>;
}

/**
 * Sign-in limits after OWASP's Authentication Cheat Sheet (and rate-limiter-flexible's login example):
 * - per (account, IP): `perAddress` failures within the window, then 429 for that pair only; a success resets it;
 * - per IP: `perIp` failures an hour, whatever the account, sized for an office behind one NAT address, so one
 *   colleague's typos do not lock the others out;
 * - per account, from all addresses: never a lockout. Past `accountThreshold` failures within the hour the
 *   account is under attack: an address without a successful sign-in to it in the last 30 days is then
 *   evaluated once more and after a failure waits out the pair's window (it pays the rest of the pair's
 *   allowance at once). The owner's right password from a new address is still evaluated and works; the
 *   attacker's guesses drop to one per address and window.
 * Every attempt reserves its points before the password is checked (atomic per key), so parallel attempts never
 * get more guesses than the limits; what did not fail is given back by settle().
 */
export class LoginLimiter {
  private readonly settings: LoginLimitSettings;
  private readonly redis: Redis;
  private readonly pair: RateLimiter;
  private readonly account: RateLimiter;
  private readonly ip: RateLimiter;

  constructor(redis: Redis, settings: LoginLimitSettings) {
    this.settings = settings;
    this.redis = redis;
    const { prefix } = settings;
    this.pair = new RateLimiter(redis, {
      name: 'login',
      limit: settings.perAddress,
      windowSeconds: settings.windowSeconds,
      prefix,
    });
    // Its limit is the threshold only for the record: the account counter never refuses (penalty, not consume).
    this.account = new RateLimiter(redis, {
      name: 'login-account',
      limit: settings.accountThreshold,
      windowSeconds: settings.accountWindowSeconds,
      prefix,
    });
    this.ip = new RateLimiter(redis, {
      name: 'login-ip',
      limit: settings.perIp,
      windowSeconds: settings.ipWindowSeconds,
      prefix,
    });
  }

  /** Reserves a sign-in attempt for the address and client IP, or throws 429 (reserving nothing). */
  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const account = email.trim().toLowerCase();
    const pairId = `${account}|${ip}`;
    const knownKey = `${this.settings.prefix}:ratelimit:login-known:${pairId}`;
    const [[accountFailures = 0], known, pairUsed] = await Promise.all([
      this.account.penalty([account]),
      onRedis(this.redis.exists(knownKey)),
      this.pair.used(pairId),
    ]);
    const underAttack = accountFailures > this.settings.accountThreshold;
    const pairPoints = underAttack && !known ? Math.max(1, this.settings.perAddress - pairUsed) : 1;
    try {
      await RateLimiter.consumeAll([
        { limiter: this.ip, ids: [ip] },
        { limiter: this.pair, ids: [pairId], points: pairPoints },
      ]);
    } catch (error) {
      await this.account.reward([account]);
      throw error;
    }
    return {
      settle: async (outcome) => {
        if (outcome === 'failed') return;
        await onRedis(
          Promise.all([
            this.account.reward([account]),
            this.ip.reward([ip]),
            outcome === 'succeeded' ? this.pair.reset([pairId]) : this.pair.reward([pairId], pairPoints),
            outcome === 'succeeded' ? this.redis.set(knownKey, '1', 'EX', KNOWN_ADDRESS_SECONDS) : undefined,
          ]),
        );
      },
    };
  }
}
