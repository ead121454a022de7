import { useQuery } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getLastNewsForHome, getUnreadNews } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { NewsItem } from '../api/types.ts';
import { useCurrentUser } from '../stores/session.ts';

/** The unread-news count is fetched at most this often. */
const UNREAD_NEWS_INTERVAL_MS = 300_000;

/** Count of fresh news for the nav badge of a signed-in member; 0 until known. */
export function useUnreadNewsCount(): number {
  const signedIn = useCurrentUser() !== null;
  const { data } = useQuery({
    queryKey: queryKeys.member.unreadNews,
    queryFn: () => payloadOf(getUnreadNews()),
    enabled: signedIn,
    staleTime: UNREAD_NEWS_INTERVAL_MS,
    refetchInterval: UNREAD_NEWS_INTERVAL_MS,
  });
  return data?.count ?? 0;
}

/** The latest news for the home teaser; empty until loaded or when the call fails. */
export function useLatestNews(): NewsItem[] {
  const { data } = useQuery({
    queryKey: queryKeys.latestNews,
    queryFn: () => payloadOf(getLastNewsForHome()),
  });
  return data ?? [];
}
