import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { answerOf, api } from '../api/client.ts';
import type { components } from '../api/generated/openapi.ts';
import type { ApiBody } from '../api/types.ts';

export type BroadcastPrices = components['schemas']['BroadcastPrices'];
export type BroadcastPricePoint = components['schemas']['BroadcastPricePoint'];

/** The broadcast search the prices are for (GET /api/broadcasts' names: listType WTB/WTS, type the list id). */
export interface BroadcastPricesSearch {
  query?: string;
  listType?: string;
  type?: string | number;
  companyId?: number;
  favorites?: boolean;
  exactPhrase?: boolean;
}

/** The query string of GET /api/broadcasts/pricingdata: prices are WTS broadcasts' whatever the form says. */
export function pricingDataQuery(search: BroadcastPricesSearch): Record<string, string | number | undefined> {
  return {
    query: search.query?.trim() || undefined,
    listType: 'WTS',
    type: search.type === undefined || search.type === '' ? undefined : search.type,
    companyId: search.companyId,
    favorites: search.favorites ? '1' : undefined,
    exactPhrase: search.exactPhrase ? '1' : undefined,
  };
}

export const getBroadcastPrices = (search: BroadcastPricesSearch) =>
  answerOf<ApiBody<BroadcastPrices>>(
    api.GET('/api/broadcasts/pricingdata', { params: { query: pricingDataQuery(search) } }),
  );

/** Min, median, max and the points of a search, fetched once `enabled` (the button was pressed). */
export function useBroadcastPrices(
  search: BroadcastPricesSearch,
  enabled: boolean,
): UseQueryResult<BroadcastPrices> {
  return useQuery({
    queryKey: ['member', 'broadcastPrices', pricingDataQuery(search)],
    queryFn: () => payloadOf(getBroadcastPrices(search)),
    enabled,
    retry: false,
    // Back from a broadcast opened from the chart: the same chart, not a redraw.
    staleTime: 60_000,
  });
}
