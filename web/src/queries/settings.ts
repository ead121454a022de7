import { useQuery } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getSettings } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { Settings } from '../api/types.ts';

/** Site-wide switches such as force2fa, the share buttons, exchange rates and features; null until loaded. */
export function useSettings(): Settings | null {
  const { data } = useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => payloadOf(getSettings()),
    // Fetched once per visit: the switches rarely change while someone browses.
    staleTime: Infinity,
  });
  return data ?? null;
}
