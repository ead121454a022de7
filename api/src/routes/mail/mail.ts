import { enqueueMail } from '@tbs/indexer/mail/jobs';
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
import { RfqAnswer, SendRfqSchema, type SendRfqReq } from './schema.ts';

/** "Request for quote send to 1 company" / "... N companies" (the spec's wording). */
export const rfqSentMessage = (count: number): string =>
  `Request for quote send to ${count} ${count === 1 ? 'company' : 'companies'}`;

/** Where the requester is: their address and the name of their country, each when known. */
interface RequesterLocation {
  address: string | null;
  country: string | null;
}

function rfqText(
  input: SendRfqReq,
  part: { partNumber: string; manufacturer: string; description: string },
  location: RequesterLocation,
): string {
  return [
    `Request for quote for ${part.partNumber} (${part.manufacturer}, ${part.description})`,
    `Requested quantity: ${input.requestedQuantity}`,
    '',
    `Company: ${input.companyName}`,
    `Contact: ${input.contactName}`,
    `E-mail: ${input.contactEmail}`,
    `Telephone: ${input.contactTel}`,
    ...(location.address ? [`Address: ${location.address}`] : []),
    ...(location.country ? [`Country: ${location.country}`] : []),
    ...(input.message ? ['', input.message] : []),
  ].join('\n');
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
      'Requests that pass validation and the captcha are limited per IP and per sender address for visitors ' +
      'and per contact for members (429 with Retry-After and the wait in minutes).',
    schemas: { body: SendRfqSchema },
    response: RfqAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { auth, services } = ctx;
      const input = ctx.input.body;
      // Before the captcha: a mistyped field must not use up the visitor's solution.
      const location = await requesterLocation(em, auth, input);
      if (!auth) {
        const solved = input.captcha ? await services.captcha.verify(input.captcha, ctx.ip) : false;
        if (!solved) throw InvalidRequestError('Please solve the captcha', 'captcha_required');
      }
      await countRfq(ctx, input.contactEmail);
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
      const text = rfqText(input, part, location);
      const subject = `Request for quote: ${part.partNumber} x ${input.requestedQuantity}`;
      await Promise.all(
        recipients.map((recipient) =>
          enqueueMail(services.mailQueue, { to: recipient.emails.join(', '), subject, text }),
        ),
      );
      return ok({ count: recipients.length, payload: { msg: rfqSentMessage(recipients.length) } });
    },
  });
}
