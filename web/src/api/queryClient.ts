import { QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../stores/snackbars.ts';
import { ApiError } from './apiError.ts';
import { queryKeys } from './queryKeys.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorSnackbar`: shown once when a fetch of the query fails for good. */
    queryMeta: { errorSnackbar?: { title: string; message?: string } };
  }
}

/** Answers count as fresh this long unless a query says otherwise; writes invalidate what they change. */
const DEFAULT_STALE_TIME_MS = 30_000;
const MAX_RETRIES = 1;

/** Retry a failed fetch once, except a 4xx answer, which says the same when asked again. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** A query client with the app's defaults and the snackbar of `meta.errorSnackbar`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Here rather than in a component: one snackbar per failed fetch, however many components watch.
      onError: (_error, query) => {
        const snackbar = query.meta?.errorSnackbar;
        if (snackbar) notifyError(snackbar.title, snackbar.message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: retryUnlessClientError,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();

/**
 * Forget every answer fetched for the previous viewer; call it right after the session changed.
 * Member-only answers are dropped; everything else is reset and fetched again for the new viewer.
 */
export function forgetViewerData(client: QueryClient): void {
  // Not reset: their observers still hold the old `enabled` until the session change re-renders
  // them, so a reset would refetch them once more without a token.
  client.removeQueries({ queryKey: queryKeys.member.all });
  void client.resetQueries();
}
