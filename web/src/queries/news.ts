import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { payloadOf } from '../api/apiError.ts';
import { answerOf, api, getLastNewsForHome, getUnreadNews } from '../api/client.ts';
import type { components, operations } from '../api/generated/openapi.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { ApiBody, NewsItem } from '../api/types.ts';
import { useCurrentUser } from '../stores/session.ts';

type Schemas = components['schemas'];
export type NewsListItem = Schemas['NewsListItem'];
export type NewsPost = Schemas['NewsPost'];
export type NewsLink = Schemas['NewsLink'];
export type NewsCategory = Schemas['NewsCategory'];
export type NewsListPage =
  operations['getApiNews']['responses'][200]['content']['application/json']['payload'];

/** The news search payload of the spec: query, catId, page. */
export interface NewsListQuery {
  query?: string;
  catId?: number;
  page: number;
}

/** The unread-news count is fetched at most this often. */
const UNREAD_NEWS_INTERVAL_MS = 300_000;
/** The server caches news for 5 minutes; asking more often than every minute gains nothing. */
const NEWS_STALE_MS = 60_000;

const newsKeys = {
  list: (query: NewsListQuery) => ['news', 'list', query] as const,
  post: (id: number) => ['news', 'post', id] as const,
  sidebarLatest: ['news', 'sidebarLatest'] as const,
  categories: ['news', 'categories'] as const,
};

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

/** GET /api/news: a page of posts, pinned first then newest, of a category or searched. */
export function useNewsList(query: NewsListQuery): UseQueryResult<NewsListPage> {
  return useQuery({
    queryKey: newsKeys.list(query),
    queryFn: () =>
      payloadOf(
        answerOf<ApiBody<NewsListPage>>(
          api.GET('/api/news', {
            params: { query: { query: query.query || undefined, catId: query.catId, page: query.page } },
          }),
        ),
      ),
    staleTime: NEWS_STALE_MS,
    placeholderData: (previous) => previous,
  });
}

/** GET /api/news/{id}: one post with its meta; no retry, a failure sends the reader back to /news. */
export function useNewsPost(id: number | null): UseQueryResult<NewsPost> {
  return useQuery({
    queryKey: newsKeys.post(id ?? 0),
    queryFn: () =>
      payloadOf(
        answerOf<ApiBody<NewsPost>>(api.GET('/api/news/{id}', { params: { path: { id: String(id) } } })),
      ),
    enabled: id !== null,
    staleTime: NEWS_STALE_MS,
    retry: false,
  });
}

/** GET /api/news/latest: the sidebar's Latest Posts. */
export function useLatestPosts(): NewsLink[] {
  const { data } = useQuery({
    queryKey: newsKeys.sidebarLatest,
    queryFn: () => payloadOf(answerOf<ApiBody<NewsLink[]>>(api.GET('/api/news/latest'))),
    staleTime: NEWS_STALE_MS,
  });
  return data ?? [];
}

/** GET /api/news/categories: the categories in the news page's order; undefined until loaded. */
export function useNewsCategories(): UseQueryResult<NewsCategory[]> {
  return useQuery({
    queryKey: newsKeys.categories,
    queryFn: () => payloadOf(answerOf<ApiBody<NewsCategory[]>>(api.GET('/api/news/categories'))),
    staleTime: Infinity,
  });
}

/** The RSS 2.0 feed of a category (or of all news), as an absolute address to copy into a reader. */
export function newsFeedUrl(catId?: number): string {
  const path = catId === undefined ? '/api/news/rss' : `/api/news/rss?catId=${catId}`;
  return `${window.location.origin}${path}`;
}

/**
 * A signed-in member has read the news once the page is open: POST /api/news/markRead (contact.news_read_at),
 * then the navigation badge shows 0 without waiting for its next 5-minute check.
 */
export function useMarkNewsRead(): void {
  const signedIn = useCurrentUser() !== null;
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: () => payloadOf(answerOf<ApiBody<{ count: number }>>(api.POST('/api/news/markRead'))),
    onSuccess: async (unread) => {
      // A count still on its way (asked before the news was read) must not bring the badge back.
      await queryClient.cancelQueries({ queryKey: queryKeys.member.unreadNews });
      queryClient.setQueryData(queryKeys.member.unreadNews, unread);
    },
  });
  useEffect(() => {
    if (signedIn) mutate();
  }, [signedIn, mutate]);
}
