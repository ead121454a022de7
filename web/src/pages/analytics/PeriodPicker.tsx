import { useState } from 'react';

/** What the period picker sets: a preset, or a custom range of days. */
export interface PeriodChoice {
  period?: 'day' | 'week' | 'month';
  from?: string;
  to?: string;
}

const PRESETS = [
  ['day', 'Yesterday'],
  ['week', 'Last 7 days'],
  ['month', 'Last 30 days'],
] as const;

/** Day, week, month (whole days up to yesterday) or a chosen range of at most a year. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange(choice: PeriodChoice): void;
}) {
  const custom = Boolean(value.from && value.to);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [showRange, setShowRange] = useState(custom);

  return (
    <form
      className="analytics-period"
      onSubmit={(event) => {
        event.preventDefault();
        if (from && to) onChange({ from, to });
      }}
    >
      <label>
        Period{' '}
        <select
          data-testid="analytics-period"
          value={showRange ? 'range' : (value.period ?? 'week')}
          onChange={(event) => {
            const chosen = event.target.value;
            if (chosen === 'range') {
              setShowRange(true);
              return;
            }
            setShowRange(false);
            onChange({ period: chosen as PeriodChoice['period'] });
          }}
        >
          {PRESETS.map(([preset, label]) => (
            <option key={preset} value={preset}>
              {label}
            </option>
          ))}
          <option value="range">Date range…</option>
        </select>
      </label>
      {showRange && (
        <>
          <label>
            From <input type="date" value={from} required onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            To <input type="date" value={to} required onChange={(event) => setTo(event.target.value)} />
          </label>
          <button type="submit" className="button">
            Apply
          </button>
        </>
      )}
    </form>
  );
}
