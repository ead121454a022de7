import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { doUnapprovedRecsExist, getLastInvoiceStatus } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { InvoiceStatus } from '../api/types.ts';
import { useCurrentUser } from '../stores/session.ts';

/**
 * Invoice and contact blocking state of the signed-in company (disabled for visitors); the shell asks
 * for it again on every navigation (useNavigationEffects).
 */
export function useInvoiceStatus(): UseQueryResult<InvoiceStatus> {
  const signedIn = useCurrentUser() !== null;
  return useQuery({
    queryKey: queryKeys.member.invoiceStatus,
    queryFn: () => payloadOf(getLastInvoiceStatus()),
    enabled: signedIn,
  });
}

/** Whether recommendations wait for the signed-in owner's approval; refreshed on every navigation. */
export function useRecommendationsAwaitingApproval(): boolean {
  const signedIn = useCurrentUser() !== null;
  const { data } = useQuery({
    queryKey: queryKeys.member.recommendationsAwaitingApproval,
    queryFn: () => payloadOf(doUnapprovedRecsExist()),
    enabled: signedIn,
  });
  return Boolean(data?.exist);
}
