import { enqueueMail } from '@tbs/indexer/mail/jobs';
import { rfqRecipients } from '../../queries/rfqRecipients.ts';
import { InvalidRequestError, NotFoundError } from '../../errors.ts';
import { contactKey, limitRequests, visitorIpKey } from '../../middlewares/rateLimit.ts';
import { ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { loadPartRecords } from '../../queries/partRecords.ts';
import { RfqAnswer, SendRfqSchema, type SendRfqReq } from './schema.ts';

/** "Request for quote send to 1 company" / "... N companies" (the spec's wording). */
export const rfqSentMessage = (count: number): string =>
  `Request for quote send to ${count} ${count === 1 ? 'company' : 'companies'}`;

function rfqText(
  input: SendRfqReq,
  part: { partNumber: string; manufacturer: string; description: string },
): string {
  return [
    `Request for quote for ${part.partNumber} (${part.manufacturer}, ${part.description})`,
    `Requested quantity: ${input.requestedQuantity}`,
    '',
    `Company: ${input.companyName}`,
    `Contact: ${input.contactName}`,
    `E-mail: ${input.contactEmail}`,
    `Telephone: ${input.contactTel}`,
    ...(input.message ? ['', input.message] : []),
  ].join('\n');
}

/** Requests for quote: to the part's RFQ contacts, or to every stock holder of the part number. */
export function mailRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/mail/sendRFQ',
    tags: ['mail'],
    summary: 'Send a request for quote; visitors must solve a captcha',
    description:
      'Limited per IP for visitors and per contact for members (429 with Retry-After and the wait in minutes).',
    schemas: { body: SendRfqSchema },
    response: RfqAnswer,
    use: [limitRequests('rfqVisitor', visitorIpKey), limitRequests('rfqMember', contactKey)],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { auth, services } = ctx;
      const input = ctx.input.body;
      if (!auth) {
        const solved = input.captcha ? await services.captcha.verify(input.captcha, ctx.ip) : false;
        if (!solved) throw InvalidRequestError('Please solve the captcha', 'captcha_required');
      }
      const [part] = await loadPartRecords(em, 'p.id = ?', [input.partId]);
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
      const text = rfqText(input, part);
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
