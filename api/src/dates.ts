/** Today's date (or a moment's) as 'YYYY-MM-DD' in the business time zone, Amsterdam. */
export { businessDay as businessToday } from '@tbs/rules';

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
