import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Location } from 'react-router';
import { logPage } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { isTrackedUser } from '../tracking/usageEvents.ts';

/**
 * On each navigation: a page-view log, fresh banners and, for a signed-in user, fresh invoice status and
 * pending recommendations (the unread-news count refreshes itself every 5 minutes, see queries/news.ts).
 */
export function useNavigationEffects(location: Location): void {
  const queryClient = useQueryClient();
  const { key, pathname } = location;
  useEffect(() => {
    // Only the path is logged: the query may hold a password-reset token. Staff views are not statistics.
    if (isTrackedUser()) void logPage(pathname);
    // A fetch still running (the first page's) answers for this navigation too: no second request.
    const reuseRunningFetch = { cancelRefetch: false };
    void queryClient.invalidateQueries({ queryKey: queryKeys.banners }, reuseRunningFetch);
    void queryClient.invalidateQueries({ queryKey: queryKeys.member.companyStatus }, reuseRunningFetch);
  }, [queryClient, key, pathname]);
}
