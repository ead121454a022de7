import { answerOf, api } from '../../api/client.ts';
import type { ApiBody, BodyOf } from '../../api/types.ts';

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
export const sendBroadcast = (body: BodyOf<'postApiBroadcasts'>) =>
  answerOf<ComposeAnswer>(api.POST('/api/broadcasts', { body }));

/** POST /api/broadcasts/limit: whether today's broadcasts are used up, with the notice to show. */
export const getBroadcastLimit = () => answerOf<BroadcastLimitAnswer>(api.POST('/api/broadcasts/limit'));

/** DELETE /api/broadcasts/{id}: removes one's own broadcast. */
export const deleteBroadcast = (id: number) =>
  answerOf<ApiBody<{ msg: string }>>(
    api.DELETE('/api/broadcasts/{id}', { params: { path: { id: String(id) } } }),
  );

/** POST /api/broadcasts/{id}/actions/resend: resends one's own broadcast (older than 3 days). */
export const resendBroadcast = (id: number) =>
  answerOf<ApiBody<{ msg: string }>>(
    api.POST('/api/broadcasts/{id}/actions/resend', { params: { path: { id: String(id) } } }),
  );
