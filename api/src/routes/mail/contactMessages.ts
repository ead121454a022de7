import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact, StaffContact } from '@tbs/db';
import { enqueueMail } from '@tbs/contracts';
import type { RouteContext, SignedIn } from '../../context.ts';
import { ApiError, InvalidRequestError, NotFoundError, ValidationError } from '../../errors.ts';
import { contactMessageMail, operatorInbox, type MessageOrigin } from '../../mail/contactMessageMail.ts';
import { memberSender, visitorSender, type MessageSender } from '../../mail/messageSender.ts';
import { contactKey, ipKey } from '../../middlewares/rateLimit.ts';
import { RateLimiter } from '../../rateLimit/limiter.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import {
  CONTACT_MESSAGE_MESSAGES,
  ContactMessageAnswer,
  ContactMessageSchema,
  type ContactMessageReq,
} from './contactMessagesSchema.ts';

/**
 * Who writes: a member as the account says (the body's sender fields are ignored, so nobody writes in another
 * member's name), or a visitor, whose name, company and e-mail are required.
 */
function messageSender(auth: SignedIn | undefined, input: ContactMessageReq): MessageSender {
  if (auth) return memberSender(auth);
  return visitorSender({
    name: { param: 'senderName', value: input.senderName },
    companyName: { param: 'companyName', value: input.companyName },
    email: { param: 'senderEmail', value: input.senderEmail },
  });
}

/** A visitor's captcha, checked after the fields so a typo does not use up the solution. */
async function requireCaptcha(ctx: RouteContext, auth: SignedIn | undefined, input: ContactMessageReq) {
  if (auth) return;
  const solved = input.captcha ? await ctx.services.captcha.verify(input.captcha, ctx.ip) : false;
  if (!solved) throw InvalidRequestError(CONTACT_MESSAGE_MESSAGES.captcha, 'captcha_required');
}

/**
 * Counts a message that passed validation and the captcha: a member's per contact; a visitor's per IP and,
 * to a member's contact, per recipient (so one member's inbox cannot be flooded from many addresses; the
 * provider's own inboxes are not limited per recipient, which would let a flood shut out everyone else's
 * questions). 429 counts nothing.
 */
function countMessage(ctx: RouteContext, recipientKey?: string): Promise<void> {
  const { limits } = ctx.services;
  return RateLimiter.consumeAll(
    ctx.state.auth
      ? [{ limiter: limits.contactMessageMember, ids: contactKey(ctx) }]
      : [
          { limiter: limits.contactMessageVisitor, ids: ipKey(ctx) },
          ...(recipientKey ? [{ limiter: limits.contactMessageRecipient, ids: [recipientKey] }] : []),
        ],
  );
}

/** An active contact of an active company, by id; its address stays on the server. */
async function findRecipient(em: EntityManager, contactId: number) {
  const contact = await em.findOne(
    Contact,
    { id: contactId, isActive: true, company: { isActive: true } },
    { populate: ['company'] },
  );
  if (!contact) throw NotFoundError(CONTACT_MESSAGE_MESSAGES.contactNotFound);
  return contact;
}

const tags = ['mail'];
const description =
  'Subject and message required; members write as their account (sender fields in the body are ignored); ' +
  'visitors give senderName, companyName and senderEmail and a solved captcha (400 `Please solve the ' +
  "captcha`). Line breaks in subject and names are refused (400). The recipient's address is never in the " +
  'answer. Limited per contact for members, per IP and per recipient for visitors (429 with Retry-After).';

/** Contact messages: to a contact of a company (sendMailToContact) or to the provider (sendMailToTBS). */
export function contactMessageRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/mail/sendMailToContact',
    tags,
    summary: 'Send a message to a contact of an active company (visitors with a captcha)',
    description: `${description} 404 for an unknown or inactive contact or company.`,
    schemas: { body: ContactMessageSchema },
    response: ContactMessageAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { auth, services } = ctx;
      const input = ctx.input.body;
      const sender = messageSender(auth, input);
      if (input.recipientId === undefined)
        throw ValidationError([{ param: 'recipientId', msg: 'This field is required' }]);
      await requireCaptcha(ctx, auth, input);
      const recipient = await findRecipient(em, input.recipientId);
      await countMessage(ctx, `contact:${recipient.id}`);
      const origin: MessageOrigin = input.isFromServicePage ? 'servicePage' : 'companyContact';
      await enqueueMail(
        services.mailQueue,
        contactMessageMail({
          to: recipient.email,
          recipientName: recipient.name,
          subject: input.subject,
          message: input.message,
          sender,
          origin,
        }),
      );
      return okPayload({ msg: CONTACT_MESSAGE_MESSAGES.sent });
    },
  });

  api.route({
    method: 'post',
    path: '/api/mail/sendMailToTBS',
    tags,
    summary: 'Send a message to the provider: a staff contact of the contact page, or the support address',
    description:
      `${description} With recipientId, to that staff contact (404 when there is none); without, to ` +
      'SUPPORT_EMAIL (else the first staff contact; 503 when the operator has neither). isFromServicePage marks ' +
      'a request to be listed on the services page.',
    schemas: { body: ContactMessageSchema },
    response: ContactMessageAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { auth, services } = ctx;
      const input = ctx.input.body;
      const sender = messageSender(auth, input);
      await requireCaptcha(ctx, auth, input);
      let to: string | null;
      let recipientName = 'TBS team';
      if (input.recipientId !== undefined) {
        const staff = await em.findOne(StaffContact, { id: input.recipientId });
        if (!staff) throw NotFoundError(CONTACT_MESSAGE_MESSAGES.contactNotFound);
        to = staff.email;
        recipientName = staff.name;
      } else {
        to = await operatorInbox(em, services.settings);
      }
      if (!to) {
        throw new ApiError('no_operator_inbox', 503, CONTACT_MESSAGE_MESSAGES.noOperatorInbox, {
          report: true,
        });
      }
      await countMessage(ctx);
      await enqueueMail(
        services.mailQueue,
        contactMessageMail({
          to,
          recipientName,
          subject: input.subject,
          message: input.message,
          sender,
          origin: input.isFromServicePage ? 'servicePage' : 'contactPage',
        }),
      );
      return okPayload({ msg: CONTACT_MESSAGE_MESSAGES.sent });
    },
  });
}
