import { useEffect } from 'react';
import type { Location } from 'react-router';
import { logPage } from '../api/client.ts';
import { useBanners } from '../stores/banners.ts';
import { useMemberStatus } from '../stores/memberStatus.ts';
import { useSession } from '../stores/session.ts';

/**
 * On each navigation: fresh banners, a page-view log, and for a signed-in user the invoice status,
 * pending recommendations and (at most every 5 minutes) the unread-news count.
 */
export function useNavigationEffects(location: Location): void {
  const { key, pathname } = location;
  useEffect(() => {
    void useBanners.getState().load();
    // Only the path is logged: the query may hold a password-reset token.
    void logPage(pathname);
    if (!useSession.getState().token) return;
    const memberStatus = useMemberStatus.getState();
    void memberStatus.loadInvoiceStatus();
    void memberStatus.loadRecommendationsAwaitingApproval();
    void memberStatus.loadUnreadNews();
  }, [key, pathname]);
}
