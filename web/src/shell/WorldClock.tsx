import { useEffect, useId, useState } from 'react';

const clockCities = [
  { city: 'Hong Kong', timeZone: 'Asia/Hong_Kong' },
  { city: 'Amsterdam', timeZone: 'Europe/Amsterdam' },
  { city: 'London', timeZone: 'Europe/London' },
  { city: 'New York', timeZone: 'America/New_York' },
  { city: 'Los Angeles', timeZone: 'America/Los_Angeles' },
] as const;

const MINUTE_MS = 60_000;

const timeFormatters = new Map(
  clockCities.map(({ timeZone }) => [
    timeZone,
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ]),
);

/** The current time, updated at the start of every minute. */
function useCurrentMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: number | undefined;
    const untilNextMinute = MINUTE_MS - (Date.now() % MINUTE_MS);
    const timeout = window.setTimeout(() => {
      setNow(new Date());
      interval = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    }, untilNextMinute);
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, []);
  return now;
}

/** 24-hour hh:mm clocks for the trading hubs; on a phone they wait behind a toggle (the bar stays one line). */
export function WorldClock() {
  const now = useCurrentMinute();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className="world-clock-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        data-testid="world-clock-toggle"
      >
        World clock
      </button>
      <WorldClockList id={listId} now={now} open={open} />
    </>
  );
}

function WorldClockList({ id, now, open }: { id: string; now: Date; open: boolean }) {
  return (
    <ul
      id={id}
      className={open ? 'world-clock world-clock--open' : 'world-clock'}
      aria-label="World clock"
      data-testid="world-clock"
    >
      {clockCities.map(({ city, timeZone }) => (
        <li key={timeZone} data-testid="world-clock-city" data-time-zone={timeZone}>
          <span className="world-clock-city">{city}</span>{' '}
          <time className="world-clock-time">{timeFormatters.get(timeZone)?.format(now)}</time>
        </li>
      ))}
    </ul>
  );
}
