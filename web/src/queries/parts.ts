import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getPart, getPartStats } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { PartDetail, PartStatsPayload } from '../api/types.ts';

interface PartOptions {
  /** 'always' fetches again on mount even when the cached part is fresh. */
  refetchOnMount?: boolean | 'always';
  /** False: not asked for (yet). */
  enabled?: boolean;
}

/** GET /api/parts/:id; a failure shows the spec's 'Part not found.' snackbar once. */
export function usePart(
  partId: string | number,
  { refetchOnMount = true, enabled = true }: PartOptions = {},
): UseQueryResult<PartDetail> {
  return useQuery({
    queryKey: queryKeys.part(partId),
    queryFn: async () => (await payloadOf(getPart(partId))).part,
    refetchOnMount,
    enabled,
    meta: {
      errorSnackbar: {
        title: 'Part not found.',
        message: 'If you feel this is incorrect, please contact TBS',
      },
    },
  });
}

/** The part, its statistics and all member traders of a normalised part number; asked only when `enabled`. */
export function usePartStats(
  partNumberNorm: string,
  enabled: boolean,
): UseQueryResult<PartStatsPayload['result']> {
  return useQuery({
    queryKey: queryKeys.partStats(partNumberNorm),
    queryFn: async () => (await payloadOf(getPartStats(partNumberNorm))).result,
    enabled,
  });
}
