import { useSearchParams } from 'react-router';
import type { AnalyticsView } from '../../queries/analytics.ts';
import { openSignIn } from '../../stores/modals.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { PeriodPicker, type PeriodChoice } from './PeriodPicker.tsx';
import {
  DemandView,
  PageViewsView,
  SegmentsView,
  TopSearchesView,
  ZeroResultsView,
  type ViewProps,
} from './views.tsx';
import './analytics.css';

const TABS: readonly (readonly [AnalyticsView, string, (props: ViewProps) => React.ReactNode])[] = [
  ['topSearches', 'Top searches', TopSearchesView],
  ['segments', 'By country and tier', SegmentsView],
  ['zeroResults', 'Found nothing', ZeroResultsView],
  ['demand', 'Demand and stock', DemandView],
  ['pageViews', 'Page views', PageViewsView],
];

const TIER_NAMES = ['Regular', 'Trusted', 'Gold', 'Diamond'];
const DEMAND_WINDOWS = [7, 30, 90, 365];

/** Reads the page's state from the address, so a view can be bookmarked and shared among staff. */
function useAnalyticsState() {
  const [search, setSearch] = useSearchParams();
  const read = (key: string) => search.get(key) || undefined;
  const view = (TABS.find(([name]) => name === search.get('view'))?.[0] ?? 'topSearches') as AnalyticsView;
  const update = (changes: Record<string, string | undefined>, keepPage = false) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!keepPage) next.delete('page');
    setSearch(next);
  };
  return { view, read, update, page: Math.max(1, Number(search.get('page')) || 1) };
}

/** /analytics: what members search for, what they find nothing for, demand against stock, page views. */
export function AnalyticsPage() {
  const user = useCurrentUser();
  const state = useAnalyticsState();
  if (!user) {
    return (
      <section className="page analytics" data-testid="analytics-sign-in">
        <h1>Analytics</h1>
        <p>
          Please{' '}
          <button type="button" className="link-button" onClick={openSignIn}>
            sign in
          </button>{' '}
          with a staff account.
        </p>
      </section>
    );
  }
  if (!user.isStaff) {
    return (
      <section className="page analytics" data-testid="analytics-forbidden">
        <h1>Analytics</h1>
        <p>The analytics area is for staff only.</p>
      </section>
    );
  }

  const { view, read, update, page } = state;
  const period: PeriodChoice = {
    period: read('period') as PeriodChoice['period'],
    from: read('from'),
    to: read('to'),
  };
  const params = {
    period: period.from ? undefined : (period.period ?? 'week'),
    from: period.from,
    to: period.to,
    country: view === 'topSearches' || view === 'zeroResults' ? read('country') : undefined,
    tier: view === 'topSearches' || view === 'zeroResults' ? read('tier') : undefined,
    dimension: view === 'segments' ? (read('dimension') ?? 'country') : undefined,
    window: view === 'demand' ? (read('window') ?? '30') : undefined,
    unstocked: view === 'demand' && read('unstocked') === '1' ? '1' : undefined,
  };
  const View = TABS.find(([name]) => name === view)![2];

  return (
    <section className="page analytics" data-testid="analytics">
      <h1>Analytics</h1>
      <nav className="analytics-tabs" aria-label="Analytics views">
        {TABS.map(([name, label]) => (
          <button
            key={name}
            type="button"
            className={name === view ? 'analytics-tab analytics-tab--active' : 'analytics-tab'}
            aria-current={name === view ? 'page' : undefined}
            onClick={() => update({ view: name })}
          >
            {label}
          </button>
        ))}
      </nav>
      <div className="analytics-toolbar">
        {view === 'demand' ? (
          <>
            <label>
              Window{' '}
              <select value={params.window} onChange={(event) => update({ window: event.target.value })}>
                {DEMAND_WINDOWS.map((days) => (
                  <option key={days} value={days}>
                    Last {days} days
                  </option>
                ))}
              </select>
            </label>
            <label>
              <input
                type="checkbox"
                checked={params.unstocked === '1'}
                onChange={(event) => update({ unstocked: event.target.checked ? '1' : undefined })}
              />{' '}
              Only what nobody stocks
            </label>
          </>
        ) : (
          <PeriodPicker
            key={`${period.period}-${period.from}-${period.to}`}
            value={period}
            onChange={(choice) => update({ period: choice.period, from: choice.from, to: choice.to })}
          />
        )}
        {view === 'segments' && (
          <label>
            By{' '}
            <select value={params.dimension} onChange={(event) => update({ dimension: event.target.value })}>
              <option value="country">Country</option>
              <option value="tier">Tier</option>
            </select>
          </label>
        )}
        {(params.country || params.tier) && (
          <span className="analytics-filter">
            Searchers: {params.country ?? TIER_NAMES[Number(params.tier)]}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => update({ country: undefined, tier: undefined })}
            >
              all
            </button>
          </span>
        )}
      </div>
      <View
        params={params}
        page={page}
        onPage={(next) => update({ page: String(next) }, true)}
        onSegment={(segment) => update({ view: 'topSearches', country: segment.country, tier: segment.tier })}
      />
    </section>
  );
}
