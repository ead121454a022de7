import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getTopSearches } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { TopSearch } from '../api/types.ts';

/** The spec's error when GET /api/misc/topsearches fails (part 2, section 8: shown 5 s). */
const TOP_SEARCHES_ERROR = 'Error fetching top searches';

/** The most searched part numbers; a failed fetch shows the spec's error snackbar once. */
export function useTopSearches(): UseQueryResult<TopSearch[]> {
  return useQuery({
    queryKey: queryKeys.topSearches,
    queryFn: () => payloadOf(getTopSearches()),
    meta: { errorSnackbar: { title: TOP_SEARCHES_ERROR } },
  });
}
