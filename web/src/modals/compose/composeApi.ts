import { request } from '../../api/client.ts';
import type { ApiBody } from '../../api/types.ts';

/** The answer of POST /api/broadcasts: payload.msg and payload.id, or payload.extra with a rule's code. */
export type ComposeAnswer = ApiBody<{ msg: string; id?: number; extra?: string }>;

/** The answer of POST /api/broadcasts/limit. */
export type BroadcastLimitAnswer = ApiBody<{
  broadcastLimitReached: boolean;
  /** When the next send is possible (ISO), while the limit is reached. */
  resetsAt?: string | null;
  data: { web: { title: string; message: string } };
}>;

/** POST /api/broadcasts: sends a broadcast (the server enforces the rules). */
export const sendBroadcast = (body: Record<string, string>) =>
  request<ComposeAnswer>('POST', '/api/broadcasts', { body });

/** POST /api/broadcasts/limit: whether today's broadcasts are used up, with the notice to show. */
export const getBroadcastLimit = () =>
  request<BroadcastLimitAnswer>('POST', '/api/broadcasts/limit', { body: {} });

/** DELETE /api/broadcasts/{id}: removes one's own broadcast. */
export const deleteBroadcast = (id: number) =>
  request<ApiBody<{ msg: string }>>('DELETE', `/api/broadcasts/${id}`);

/** POST /api/broadcasts/{id}/actions/resend: resends one's own broadcast (older than 3 days). */
export const resendBroadcast = (id: number) =>
  request<ApiBody<{ msg: string }>>('POST', `/api/broadcasts/${id}/actions/resend`, { body: {} });
