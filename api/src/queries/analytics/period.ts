/** An inclusive range of UTC days, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** The presets: whole days up to yesterday, so a trend compares full days with full days. */
export const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;
export type PeriodPreset = keyof typeof PERIOD_DAYS;
/** The longest range one view aggregates (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;
/** The oldest day a range may start on. */
export const FIRST_DAY = '2000-01-01';

const DAY_MS = 86_400_000;

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => isoDay(Date.parse(day) + days * DAY_MS);
export const todayUtc = (now: Date = new Date()): string => isoDay(now.getTime());

/** Days in a range, both ends counted. */
export const rangeDays = (range: DayRange): number =>
  Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;

/** The preset's days up to yesterday. */
export function presetRange(preset: PeriodPreset, today: string): DayRange {
  const to = addDays(today, -1);
  return { from: addDays(to, 1 - PERIOD_DAYS[preset]), to };
}

/** The range of equal length just before this one (the trend's comparison). */
export function previousRange(range: DayRange): DayRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/**
 * The change from the previous period in percent, one decimal; null when the previous period had none
 * (a new search: no percentage means anything).
 */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** One piece of a range read from the rollups: a run of days, or of whole months. */
export interface RollupPiece {
  grain: 'd' | 'm';
  from: string;
  to: string;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const date = new Date(`${monthStart(month)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return isoDay(date.getTime());
};

/**
 * How to read a range from the rollups: whole months before the current month from the monthly rows (the
 * worker keeps those), the days at either end from the daily rows.
 */
export function rollupPieces(range: DayRange, today: string): RollupPiece[] {
  const currentMonth = monthStart(today);
  const firstWhole = range.from === monthStart(range.from) ? range.from : nextMonth(range.from);
  // The first month not wholly inside the range (and never the current one).
  let endMonth = monthStart(addDays(range.to, 1));
  if (endMonth > currentMonth) endMonth = currentMonth;
  if (firstWhole >= endMonth) return [{ grain: 'd', from: range.from, to: range.to }];
  const pieces: RollupPiece[] = [];
  if (range.from < firstWhole) pieces.push({ grain: 'd', from: range.from, to: addDays(firstWhole, -1) });
  pieces.push({ grain: 'm', from: firstWhole, to: addDays(endMonth, -1) });
  if (endMonth <= range.to) pieces.push({ grain: 'd', from: endMonth, to: range.to });
  return pieces;
}
