import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { answerOf, api, authHeaders } from '../api/client.ts';
import type { operations } from '../api/generated/openapi.ts';
import type { ApiBody } from '../api/types.ts';

/** The analytics views and their API paths (staff only; the server refuses everyone else). */
export const ANALYTICS_PATHS = {
  topSearches: '/api/analytics/topSearches',
  segments: '/api/analytics/segments',
  zeroResults: '/api/analytics/zeroResults',
  demand: '/api/analytics/demand',
  pageViews: '/api/analytics/pageViews',
} as const;
export type AnalyticsView = keyof typeof ANALYTICS_PATHS;

type PayloadOf<Op extends keyof operations> =
  operations[Op]['responses'][200]['content']['application/json'] extends { payload: infer P } ? P : never;
export interface AnalyticsPayloads {
  topSearches: PayloadOf<'getApiAnalyticsTopSearches'>;
  segments: PayloadOf<'getApiAnalyticsSegments'>;
  zeroResults: PayloadOf<'getApiAnalyticsZeroResults'>;
  demand: PayloadOf<'getApiAnalyticsDemand'>;
  pageViews: PayloadOf<'getApiAnalyticsPageViews'>;
}

/** Query string values of a view (period, from, to, page, pageSize, country, tier, dimension, window...). */
export type AnalyticsParams = Record<string, string | number | undefined>;

/** The query string of an analytics view as its operation documents it. */
type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

/**
 * GET /api/analytics/{view}, each path checked against the contract. The page holds the parameters of every
 * view in one record; each view's call takes its own (the server refuses a value it does not know).
 */
function getAnalytics(view: AnalyticsView, params: AnalyticsParams) {
  switch (view) {
    case 'topSearches':
      return api.GET('/api/analytics/topSearches', {
        params: { query: params as QueryOf<'getApiAnalyticsTopSearches'> },
      });
    case 'segments':
      return api.GET('/api/analytics/segments', {
        params: { query: params as QueryOf<'getApiAnalyticsSegments'> },
      });
    case 'zeroResults':
      return api.GET('/api/analytics/zeroResults', {
        params: { query: params as QueryOf<'getApiAnalyticsZeroResults'> },
      });
    case 'demand':
      return api.GET('/api/analytics/demand', {
        params: { query: params as QueryOf<'getApiAnalyticsDemand'> },
      });
    case 'pageViews':
      return api.GET('/api/analytics/pageViews', {
        params: { query: params as QueryOf<'getApiAnalyticsPageViews'> },
      });
  }
}

/** One analytics view; the previous answer stays on screen while the next period loads. */
export function useAnalytics<V extends AnalyticsView>(
  view: V,
  params: AnalyticsParams,
): UseQueryResult<AnalyticsPayloads[V]> {
  return useQuery({
    queryKey: ['member', 'analytics', view, params],
    queryFn: () => payloadOf(answerOf<ApiBody<AnalyticsPayloads[V]>>(getAnalytics(view, params))),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const FILE_NAME = /filename="([^"]+)"/;

/** Downloads a view's CSV export (every row of the table) under the file name the server gives. */
export async function downloadAnalyticsCsv(view: AnalyticsView, params: AnalyticsParams): Promise<boolean> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && key !== 'page' && key !== 'pageSize') query.set(key, String(value));
  }
  let response: Response;
  try {
    response = await fetch(`${ANALYTICS_PATHS[view]}/csv?${query}`, {
      headers: { Accept: 'text/csv', ...authHeaders() },
    });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const name = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `${view}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
