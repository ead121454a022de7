import { useQuery } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getContactDetails } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { ContactDetails } from '../api/types.ts';

/** The operator's staff contacts and support address (null when none is configured); null until loaded. */
export function useContactDetails(): ContactDetails | null {
  const { data } = useQuery({
    queryKey: queryKeys.contactDetails,
    queryFn: () => payloadOf(getContactDetails()),
    staleTime: Infinity,
  });
  return data ?? null;
}
