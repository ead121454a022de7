import { z } from 'zod';
import { enqueueMail } from '@tbs/contracts';
import { BROADCAST_REPLY_WORDS, BroadcastReplySchema } from '@tbs/rules/forms';
import { Broadcast, Country } from '@tbs/db';
import { broadcastReplyMail } from '../../mail/broadcastReplyMail.ts';
import { AuthorizationError, NotFoundError } from '../../errors.ts';
import { contactKey, countRequest } from '../../middlewares/rateLimit.ts';
import { canReplyToBroadcast } from '../../policies/broadcast.ts';
import { ok, payloadAnswer } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

export const BroadcastReplyAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));

export const BROADCAST_REPLY_MESSAGES = {
  sent: BROADCAST_REPLY_WORDS.sent,
  serviceOnly: 'Service-only members cannot reply to broadcasts.',
  notFound: 'Broadcast removed',
} as const;

/**
 * The address a reply goes to: the broadcast's From address when it is one of the sender's own addresses,
 * else the sender's contact address (a From typed at will must not turn replies into mail to strangers).
 */
export function replyRecipient(broadcast: {
  fromEmail: string;
  contact: { email: string; emailAlt?: string | null };
}): string {
  const own = [broadcast.contact.email, broadcast.contact.emailAlt]
    .filter((email): email is string => Boolean(email))
    .map((email) => email.toLowerCase());
  return own.includes(broadcast.fromEmail.trim().toLowerCase())
    ? broadcast.fromEmail.trim()
    : broadcast.contact.email;
}

/** POST /api/mail/sendBroadcastReply: a member who is not service-only mails the sender of a broadcast. */
export function broadcastReplyRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/mail/sendBroadcastReply',
    tags: ['mail'],
    access: 'member',
    summary: "Reply to a broadcast: mails its sender with the replier's name, company and address",
    description:
      'Members that are not service-only (403 otherwise); 404 for a removed or unknown broadcast. Limited per ' +
      'contact (RATE_LIMIT_BROADCAST_REPLY an hour; 429 with Retry-After).',
    schemas: { body: BroadcastReplySchema },
    response: BroadcastReplyAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { auth, services } = ctx;
      if (!canReplyToBroadcast(auth)) throw AuthorizationError(BROADCAST_REPLY_MESSAGES.serviceOnly);
      const input = ctx.input.body;
      await countRequest(ctx, 'broadcastReply', contactKey);
      const broadcast = await em.findOne(
        Broadcast,
        { id: input.broadcastId, deletedAt: null },
        { populate: ['contact'] },
      );
      if (!broadcast) throw NotFoundError(BROADCAST_REPLY_MESSAGES.notFound);
      const country = await em.findOne(Country, { code: auth.company.country.code });
      const mail = broadcastReplyMail({
        to: replyRecipient(broadcast),
        broadcastSubject: broadcast.subject,
        subject: input.subject,
        body: input.body,
        replier: {
          name: auth.contact.name,
          email: auth.contact.email,
          companyName: auth.company.name,
          address: auth.company.address ?? null,
          country: country?.name ?? null,
        },
      });
      await enqueueMail(services.mailQueue, mail);
      return ok({ payload: { msg: BROADCAST_REPLY_MESSAGES.sent } });
    },
  });
}
