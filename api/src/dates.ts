/** The operator's time zone: "today" for due dates and trials is the calendar day in Amsterdam. */
export const BUSINESS_TIME_ZONE = 'Europe/Amsterdam';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date as 'YYYY-MM-DD' in the business time zone. */
export function businessToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** A date column ('YYYY-MM-DD' string or Date) as 'YYYY-MM-DD'. */
export function dateOnly(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date for people: '12 March 2024'. */
export function humanDate(value: string | Date): string {
  return longDate.format(new Date(`${dateOnly(value)}T00:00:00Z`));
}
