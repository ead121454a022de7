import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, payloadOf } from '../api/apiError.ts';
import { getLatestBroadcasts, request } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { ApiBody, BroadcastPage, BroadcastSummary, Flag } from '../api/types.ts';
import type { BroadcastApiQuery } from '../pages/broadcasts/broadcastUrlState.ts';

/** The first `pageSize` broadcasts, latest first (the server masks companies for visitors). */
export function useLatestBroadcasts(pageSize: number): UseQueryResult<BroadcastPage> {
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
      payloadOf(request<ApiBody<BroadcastPage>>('GET', '/api/broadcasts', { query: { ...query } })),
    enabled,
    // The table keeps the last page while the next one loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** One broadcast with its message, as GET /api/broadcasts/{id} answers it. */
export type BroadcastDetail = BroadcastSummary & {
  message: string;
  isOwn?: Flag;
  isOkToResend?: Flag;
};

/** The answer of GET /api/broadcasts/{id}: the spec names `result` (read beside the payload as well). */
type BroadcastDetailBody = ApiBody<{ result?: BroadcastDetail } | BroadcastDetail> & {
  result?: BroadcastDetail;
};

/** The broadcast of the detail page; a missing one is the query's error (status 404). */
export function useBroadcast(broadcastId: string): UseQueryResult<BroadcastDetail> {
  return useQuery({
    queryKey: queryKeys.broadcast(broadcastId),
    queryFn: async () => {
      const body = await request<BroadcastDetailBody>(
        'GET',
        `/api/broadcasts/${encodeURIComponent(broadcastId)}`,
      );
      const payload = body.payload;
      const result =
        body.result ?? (payload && 'result' in payload ? payload.result : (payload as BroadcastDetail));
      if (body.status !== 200 || !result)
        throw new ApiError(body.status || 404, body.msg ?? 'Broadcast removed');
      return result;
    },
    meta: { errorSnackbar: { title: 'Broadcast removed' } },
  });
}

/** The body of POST /api/mail/sendBroadcastReply. */
export interface BroadcastReply {
  broadcastId: number;
  subject: string;
  body: string;
}

/** POST /api/mail/sendBroadcastReply: mails the sender of the broadcast. */
export const sendBroadcastReply = (reply: BroadcastReply) =>
  request<ApiBody<{ msg: string }>>('POST', '/api/mail/sendBroadcastReply', { body: reply });
