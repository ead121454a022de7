import { useQuery } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getCountriesAll } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { Country } from '../api/types.ts';

/** All countries (for the advanced parts search); asked only once `enabled`, kept for the visit. */
export function useCountries(enabled: boolean): Country[] {
  const { data } = useQuery({
    queryKey: queryKeys.countries,
    queryFn: () => payloadOf(getCountriesAll()),
    enabled,
    staleTime: Infinity,
  });
  return data ?? [];
}
