import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSnackbars } from '../stores/snackbars.ts';
import { ApiError, payloadOf } from './apiError.ts';
import { createQueryClient, forgetViewerData, retryUnlessClientError } from './queryClient.ts';
import { queryKeys } from './queryKeys.ts';

describe('retryUnlessClientError', () => {
  it('never retries a 4xx answer', () => {
    expect(retryUnlessClientError(0, new ApiError(404, 'Part not found.'))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(401, 'Unauthorized'))).toBe(false);
  });

  it('retries a server error or an unreachable server once', () => {
    expect(retryUnlessClientError(0, new ApiError(500, 'Something went wrong'))).toBe(true);
    expect(retryUnlessClientError(0, new ApiError(0, 'The server could not be reached.'))).toBe(true);
    expect(retryUnlessClientError(1, new ApiError(503, 'Unavailable'))).toBe(false);
  });
});

describe('forgetViewerData', () => {
  it('drops member answers and clears the others, so nothing cached reaches the next viewer', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.member.invoiceStatus, { isDue: 1 });
    client.setQueryData(queryKeys.member.inventoryList({ page: 1, pageSize: 10 }), { results: [] });
    client.setQueryData(queryKeys.company(7), { contacts: [{ email: 'owner@example.com' }] });

    forgetViewerData(client);

    expect(client.getQueryCache().findAll({ queryKey: queryKeys.member.all })).toHaveLength(0);
    expect(client.getQueryData(queryKeys.company(7))).toBeUndefined();
  });
});

describe('meta.errorSnackbar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSnackbars.setState({ snackbars: [] });
  });

  it('shows one error snackbar when the fetch fails', async () => {
    // The snackbar store times its snackbars out with window.setTimeout.
    vi.stubGlobal('window', globalThis);
    const client = createQueryClient();
    await client.prefetchQuery({
      queryKey: queryKeys.topSearches,
      queryFn: () => payloadOf(Promise.resolve({ status: 400, msg: 'Something went wrong' })),
      meta: { errorSnackbar: { title: 'Error fetching top searches' } },
    });
    const shown = useSnackbars.getState().snackbars;
    expect(shown.map(({ kind, title }) => ({ kind, title }))).toEqual([
      { kind: 'error', title: 'Error fetching top searches' },
    ]);
  });
});
