const longDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function toDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 November 2025'; the raw value when it is not a date. */
export function formatLongDate(value: string): string {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : value;
}

/** '21 Nov, 14:05'; the raw value when it is not a date. */
export function formatShortDateTime(value: string): string {
  const date = toDate(value);
  return date ? shortDateTimeFormat.format(date) : value;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '21/11/2025 14:05': the spec's dd/mm/yyyy with the time, in the reader's zone; the raw value when not a date. */
export function formatDateTime(value: string): string {
  const date = toDate(value);
  if (!date) return value;
  const day = `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
