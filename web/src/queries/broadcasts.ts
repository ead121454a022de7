import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, payloadOf } from '../api/apiError.ts';
import { answerOf, api, getLatestBroadcasts } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type {
  ApiBody,
  BroadcastDetail,
  BroadcastDetailBody,
  BroadcastPage,
  BroadcastReplyRequest,
  BroadcastPageSize,
} from '../api/types.ts';
import type { BroadcastApiQuery } from '../pages/broadcasts/broadcastUrlState.ts';

/** The first `pageSize` broadcasts, latest first (the server masks companies for visitors). */
export function useLatestBroadcasts(pageSize: BroadcastPageSize): UseQueryResult<BroadcastPage> {
  return useQuery({
    queryKey: queryKeys.latestBroadcasts(pageSize),
    queryFn: () => payloadOf(getLatestBroadcasts(1, pageSize)),
  });
}

/** GET /api/broadcasts with the list's filters; the Saved Searches tab asks for nothing (`enabled` false). */
export function useBroadcastList(query: BroadcastApiQuery, enabled = true): UseQueryResult<BroadcastPage> {
  return useQuery({
    queryKey: queryKeys.broadcastList(query),
    queryFn: () =>
      payloadOf(
        answerOf<ApiBody<BroadcastPage>>(api.GET('/api/broadcasts', { params: { query: { ...query } } })),
      ),
    enabled,
    // The table keeps the last page while the next one loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** The broadcast of the detail page; a missing one is the query's error (status 404). */
export function useBroadcast(broadcastId: string): UseQueryResult<BroadcastDetail> {
  return useQuery({
    queryKey: queryKeys.broadcast(broadcastId),
    queryFn: async () => {
      const body = await answerOf<BroadcastDetailBody>(
        api.GET('/api/broadcasts/{id}', { params: { path: { id: broadcastId } } }),
      );
      if (body.status !== 200 || !body.result)
        throw new ApiError(body.status || 404, body.msg ?? 'Broadcast removed');
      return body.result;
    },
    meta: { errorSnackbar: { title: 'Broadcast removed' } },
  });
}

/** POST /api/mail/sendBroadcastReply: mails the sender of the broadcast. */
export const sendBroadcastReply = (reply: BroadcastReplyRequest) =>
  answerOf<ApiBody<{ msg: string }>>(api.POST('/api/mail/sendBroadcastReply', { body: reply }));
