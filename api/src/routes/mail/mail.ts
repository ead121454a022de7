import { enqueueMail } from '@tbs/contracts';
import { rfqRecipients } from '../../queries/rfqRecipients.ts';
import { Country } from '@tbs/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignedIn } from '../../context.ts';
import { InvalidRequestError, NotFoundError, ValidationError } from '../../errors.ts';
import { countRfq } from '../../middlewares/rateLimit.ts';
import { ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { loadPartRecords } from '../../queries/partRecords.ts';
import { partIdOfRef } from '../../presenters/partRef.ts';
import { memberSender, visitorSender, type MessageSender } from '../../mail/messageSender.ts';
import { rfqMail, type RequesterLocation } from '../../mail/rfqMail.ts';
import { RfqAnswer, SendRfqSchema, type SendRfqReq } from './schema.ts';

/** "Request for quote sent to 1 company" / "... N companies" (the spec said "send"; issue 25 corrected it). */
export const rfqSentMessage = (count: number): string =>
  `Request for quote sent to ${count} ${count === 1 ? 'company' : 'companies'}`;

/**
 * Who asks: a member as the account says (the body's company, name, e-mail and telephone are ignored, so nobody
 * asks in another company's name), or a visitor, who must give all four.
 */
function rfqSender(auth: SignedIn | undefined, input: SendRfqReq): MessageSender {
  if (auth) return memberSender(auth);
  return visitorSender({
    companyName: { param: 'companyName', value: input.companyName },
    name: { param: 'contactName', value: input.contactName },
    email: { param: 'contactEmail', value: input.contactEmail },
    tel: { param: 'contactTel', value: input.contactTel },
  });
}

/**
 * The spec's "address and country (taken from the user)": a member's company address and country as we
 * know them (what the body says is ignored, as a member cannot send from another company's address);
 * a visitor's from the form, the country as a code of the country list.
 */
async function requesterLocation(
  em: EntityManager,
  auth: SignedIn | undefined,
  input: SendRfqReq,
): Promise<RequesterLocation> {
  const code = auth ? auth.company.country.code : input.country;
  const country = code ? await em.findOne(Country, { code }) : null;
  if (code && !country)
    throw ValidationError([{ param: 'country', msg: 'Please choose a country from the list' }]);
  return { address: (auth ? auth.company.address : input.address) ?? null, country: country?.name ?? null };
}

/** Requests for quote: to the part's RFQ contacts, or to every stock holder of the part number. */
export function mailRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/mail/sendRFQ',
    tags: ['mail'],
    summary: 'Send a request for quote; visitors must solve a captcha',
    description:
      "A member's request carries the account's own company, name, e-mail, telephone, address and country " +
      '(those fields of the body are ignored); a visitor must give companyName, contactName, contactEmail and ' +
      'contactTel (400 naming each missing one) and the mail marks them as typed and unverified. Line breaks ' +
      "and control characters in the one-line fields are refused (400 'This field must be a single line'). " +
      'Requests that pass validation and the captcha are limited per IP and per sender address for visitors ' +
      'and per contact for members (429 with Retry-After and the wait in minutes).',
    schemas: { body: SendRfqSchema },
    response: RfqAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { auth, services } = ctx;
      const input = ctx.input.body;
      // Before the captcha: a mistyped field must not use up the visitor's solution.
      const sender = rfqSender(auth, input);
      const location = await requesterLocation(em, auth, input);
      if (!auth) {
        const solved = input.captcha ? await services.captcha.verify(input.captcha, ctx.ip) : false;
        if (!solved) throw InvalidRequestError('Please solve the captcha', 'captcha_required');
      }
      await countRfq(ctx, sender.email);
      // Visitors name the part by the token their search gave (partRef.ts): with plain ids they could walk the
      // ids and mail every seller, or learn which ids exist.
      const partId = partIdOfRef(input.partId, Boolean(auth));
      const [part] = partId === undefined ? [] : await loadPartRecords(em, 'p.id = ?', [partId]);
      if (!part) throw NotFoundError('Part not found.');
      if (part.isRfqDisabled && !input.sendToAll)
        throw InvalidRequestError('This part does not accept requests for quote.', 'rfq_disabled');
      const recipients = await rfqRecipients(em, {
        partId: part.id,
        sendToAll: input.sendToAll,
        requesterCompanyId: auth?.company.id,
      });
      if (!recipients.length)
        throw InvalidRequestError('No contact of this part accepts requests for quote.', 'no_rfq_contact');
      await Promise.all(
        recipients.map((recipient) =>
          enqueueMail(
            services.mailQueue,
            rfqMail({
              to: recipient.emails.join(', '),
              part,
              requestedQuantity: input.requestedQuantity,
              message: input.message,
              sender,
              location,
            }),
          ),
        ),
      );
      return ok({ count: recipients.length, payload: { msg: rfqSentMessage(recipients.length) } });
    },
  });
}
