import type { Middleware } from 'koa';
import {
  BROADCAST_MESSAGES,
  broadcastLimit,
  composeBroadcast,
  deleteOwnBroadcast,
  resendOwnBroadcast,
  type BroadcastSender,
} from '../../../commands/broadcasts/composeBroadcast.ts';
import type { AppContextExtras, AppState, SignedIn } from '../../../context.ts';
import { AuthenticationError, AuthorizationError } from '../../../errors.ts';
import { canComposeBroadcast } from '../../../policies/broadcast.ts';
import { okPayload } from '../../../respond.ts';
import type { ApiRouter } from '../../../router.ts';
import {
  BroadcastLimitAnswer,
  ComposeBroadcastAnswer,
  ComposeBroadcastSchema,
  OwnBroadcastActionAnswer,
  OwnBroadcastParams,
} from './schema.ts';

const tags = ['broadcasts'];

/** 401 for visitors, 403 for service-only members ("no Compose"). */
const requireComposer: Middleware<AppState, AppContextExtras> = async (ctx, next) => {
  if (!ctx.state.auth) throw AuthenticationError();
  if (!canComposeBroadcast(ctx.state.auth)) throw AuthorizationError(BROADCAST_MESSAGES.serviceOnly);
  await next();
};

const senderOf = (auth: SignedIn): BroadcastSender => ({
  contactId: auth.contact.id,
  companyId: auth.company.id,
  email: auth.contact.email,
  emailAlt: auth.contact.emailAlt ?? null,
});

const RULES =
  "The rules (spec part 1, sections 8 and 9) answer 400 'Broadcast rules not obeyed.' with payload.extra: " +
  'DUPL (the same broadcast of the contact to the same list and side within 7 days), DAYLIMIT (20 sends of ' +
  'the company in 24 hours), LIMIT (5 of the contact to one list in 24 hours), SPAM (5 of the contact in 30 ' +
  "minutes). A company's sends are serialised, so parallel sends never pass a limit.";

/** Composing broadcasts under the rules, the limit check, and the sender's own resend and removal. */
export function composeRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/broadcasts',
    tags,
    summary: 'Send a broadcast to one list (members that are not service-only)',
    description: `${RULES} Delivery, saved-search alerts and live updates follow from the worker.`,
    access: 'member',
    use: [requireComposer],
    schemas: { body: ComposeBroadcastSchema },
    response: ComposeBroadcastAnswer,
    handler: async (ctx) => {
      const body = ctx.input.body;
      const { id } = await composeBroadcast(ctx.state.em, senderOf(ctx.auth), {
        listId: body.listType,
        side: body.broadcastType === 'wtb' ? 'WTB' : 'WTS',
        quantity: body.quantity,
        brand: body.brand,
        description: body.desc,
        condition: body.condition,
        price: body.price,
        currency: body.currency,
        productLink: body.pLink,
        additionalInfo: body.additionalInfo,
        fromEmail: body.fromEmail,
      });
      return okPayload({ msg: BROADCAST_MESSAGES.sent, id });
    },
  });

  api.route({
    method: 'post',
    path: '/api/broadcasts/limit',
    tags,
    summary: "Whether the company's broadcasts of the day are used up, with the setting's title and message",
    access: 'member',
    use: [requireComposer],
    response: BroadcastLimitAnswer,
    handler: async (ctx) => okPayload(await broadcastLimit(ctx.state.em, senderOf(ctx.auth))),
  });

  api.route({
    method: 'delete',
    path: '/api/broadcasts/:id',
    tags,
    summary: 'Remove one of your own broadcasts (403 for anyone but its sender)',
    access: 'member',
    use: [requireComposer],
    schemas: { params: OwnBroadcastParams },
    response: OwnBroadcastActionAnswer,
    handler: async (ctx) => {
      await deleteOwnBroadcast(ctx.state.em, senderOf(ctx.auth), ctx.input.params.id);
      return okPayload({ msg: BROADCAST_MESSAGES.deleted });
    },
  });

  api.route({
    method: 'post',
    path: '/api/broadcasts/:id/actions/resend',
    tags,
    summary: 'Resend one of your own broadcasts once it is older than 3 days; it moves to the top',
    description: `A resend counts against DAYLIMIT, LIMIT and SPAM like a new broadcast. ${RULES}`,
    access: 'member',
    use: [requireComposer],
    schemas: { params: OwnBroadcastParams },
    response: OwnBroadcastActionAnswer,
    handler: async (ctx) => {
      await resendOwnBroadcast(ctx.state.em, senderOf(ctx.auth), ctx.input.params.id);
      return okPayload({ msg: BROADCAST_MESSAGES.resent });
    },
  });
}
