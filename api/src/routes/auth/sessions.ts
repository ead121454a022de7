import { revokeContactSessions } from '../../auth/sessions.ts';
import { ALL_BLOCKS } from '../../policies/block.ts';
import { EmptyAnswer, ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

const tags = ['auth'];

/** The signed-in contact's sessions as a whole (sign-in and sign-out of one session are in auth.ts). */
export function sessionRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/auth/logoutEverywhere',
    tags,
    summary: 'Sign out everywhere: revokes every session of the signed-in contact, this one included',
    access: 'member',
    duringBlock: ALL_BLOCKS,
    response: EmptyAnswer,
    handler: async (ctx) => {
      await revokeContactSessions(ctx.state.em, ctx.auth.contact.id);
      return ok({});
    },
  });
}
