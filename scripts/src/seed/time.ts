import type { Random } from './random.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const YEAR = 365.25 * DAY;

/**
 * Every date of the demo world is an offset from one "now", so a world seeded today and one seeded next
 * year have the same relative structure (member ages, overdue invoices, broadcasts of the last 90 days).
 */
export class Clock {
  /** The instant the world is seeded at (ms). */
  readonly now: number;
  /** Midnight UTC of the day of `now` (ms). */
  readonly today: number;

  constructor(now: Date) {
    this.now = now.getTime();
    this.today = Math.floor(this.now / DAY) * DAY;
  }

  /** An instant `days` (may be fractional) before now. */
  ago(days: number): number {
    return this.now - days * DAY;
  }

  /** Midnight UTC of the day `days` before today (negative: after). */
  dayAgo(days: number): number {
    return this.today - Math.round(days) * DAY;
  }

  /** A random instant in the last `days` days, never after now. */
  within(rng: Random, days: number): number {
    return this.now - rng.next() * days * DAY;
  }

  /**
   * A random office-hours instant (07:00-19:00 Central European, some evenings) on the day `days` before
   * today, clamped to now.
   */
  officeTime(rng: Random, days: number): number {
    const hour = rng.chance(0.9) ? rng.float(6, 18) : rng.float(18, 22);
    return Math.min(this.now, this.dayAgo(days) + hour * HOUR);
  }
}

/** 'YYYY-MM-DD' of an instant (UTC). */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** ISO timestamp of an instant. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** The same calendar day `years` later (UTC), 28 Feb for 29 Feb in a non-leap year. */
export function addYears(ms: number, years: number): number {
  const date = new Date(ms);
  const target = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()));
  if (target.getUTCMonth() !== date.getUTCMonth()) target.setUTCDate(0);
  return target.getTime();
}
