/** The operator's time zone: "today" for due dates, trials and the daily digests is the calendar day in Amsterdam. */
export const BUSINESS_TIME_ZONE = 'Europe/Amsterdam';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of a moment in the business time zone as 'YYYY-MM-DD' (today without one). */
export function businessDay(moment: Date = new Date()): string {
  return isoDay.format(moment);
}
