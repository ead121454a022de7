import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  MEMBERSHIP_LINE_DESCRIPTIONS,
  centsFromDecimal,
  decimalFromCents,
  type MembershipAccountType,
} from '@tbs/rules';
import { Invoice, PaymentOrder } from '@tbs/db';
import type { RouteContext, SignedIn } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { clientKey } from '../../middlewares/rateLimit.ts';
import { RESOLVED_BY_PAYING } from '../../policies/block.ts';
import { countryOf, orderBuyer, priceOrder, recordedBuyer } from '../../payments/orderPricing.ts';
import { paymentProvider } from '../../payments/paymentProvider.ts';
import { startPayment, webhookUrl } from '../../commands/payments/startPayment.ts';
import { presentBuyer, presentQuote } from '../../presenters/membershipOrder.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import {
  InvoiceRequestSchema,
  PAYMENT_MESSAGES,
  PayInvoiceParams,
  PaymentFormSchema,
  PaymentLinkAnswer,
  QuoteAnswer,
  RecordedBuyerAnswer,
  type PaymentFormReq,
} from './schema.ts';

/** 0 = Plus, anything else = Broker (spec part 2 section 3). */
export const accountTypeOfOption = (option: number): MembershipAccountType =>
  option === 0 ? 'plus' : 'broker';

/** The country of the form, from the reference table (its EU flag decides the VAT). */
async function formCountry(em: EntityManager, code: string) {
  const country = await countryOf(em, code);
  if (!country) throw ValidationError([{ param: 'country', msg: PAYMENT_MESSAGES.country }]);
  return country;
}

/** The buyer and the server's quote of a valid form: the client's amounts are never used. */
async function quoteOf(ctx: RouteContext, auth: SignedIn | undefined, form: PaymentFormReq) {
  const { em } = ctx.state;
  const buyer = await orderBuyer(em, auth, form, await formCountry(em, form.country));
  const accountType = accountTypeOfOption(form.option);
  const quote = await priceOrder(ctx.services.vatVerifier, buyer, accountType);
  return { buyer, accountType, quote };
}

/** The secret of an order's return from the provider: 24 random bytes, 32 characters of base64url. */
const newReturnToken = () => randomBytes(24).toString('base64url');

/** Counts an order that passed validation and the captcha: members per contact, visitors per IP. */
const countOrder = (ctx: RouteContext) => ctx.services.limits.invoiceRequest.consume(clientKey(ctx));

const publicBase = (ctx: RouteContext) => ctx.services.publicUrl.replace(/\/+$/, '');

/**
 * The origin the buyer's browser is on, where the provider must send it back (a session lives per origin):
 * the request's Origin header when it names the host the request came to (the browser's own page, also
 * behind the Vite proxy or nginx, whatever port it publishes), else PUBLIC_URL. A foreign Origin (another
 * site, which cannot sign in as the buyer anyway) is never used.
 */
export function browserBase(ctx: RouteContext): string {
  const origin = ctx.get('Origin');
  const host = ctx.get('Host');
  if (origin && host) {
    try {
      const url = new URL(origin);
      const hostName = new URL(`http://${host}`).hostname;
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === hostName)
        return url.origin;
    } catch {
      // An Origin or Host that does not parse: the configured address.
    }
  }
  return publicBase(ctx);
}

const tags = ['payments'];

/**
 * The membership order of /payment (spec part 2 sections 2-8): the stage-3 quote, the invoice request that
 * answers the provider's payment link, and paying an existing invoice (the Pay links of /invoices and the
 * force-pay overlay). All three answer during a force-pay block or an ended trial: paying resolves them.
 */
export function invoiceRequestRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/invoice/buyer',
    tags,
    access: 'member',
    summary:
      "The signed-in member's company as its invoices are made out: name, address, country, VAT number",
    description:
      "The payment form shows these read-only: a member's order takes its country and VAT number from the " +
      "company's record (the owner changes the VAT number in the profile; the country is changed by staff), " +
      'and its name and address where the record has them. Answers during a force-pay block or an ended trial.',
    duringBlock: RESOLVED_BY_PAYING,
    response: RecordedBuyerAnswer,
    handler: async (ctx) => okPayload({ buyer: presentBuyer(await recordedBuyer(ctx.state.em, ctx.auth)) }),
  });

  api.route({
    method: 'post',
    path: '/api/companies/invoice/quote',
    tags,
    summary: 'The order summary of a payment form: membership line, subtotal, VAT line and total (EUR)',
    description:
      'Validates the payment payload as the invoice request does (per-field `errors: [{param, msg}]`, every ' +
      'field but the VAT number required, the contract agreed) and answers the amounts computed on the server ' +
      'and the buyer the invoice names (docs/api.md "VAT"): 21% BTW for the Netherlands; reverse charge for ' +
      "another EU country only with a verified VAT number (a visitor's confirmed by VIES; a member's on record " +
      "with valid check digits), else 21% with `vatNote` saying why; 0% outside the EU. A member's country " +
      "and VAT number come from the company's record, whatever the form says.",
    duringBlock: RESOLVED_BY_PAYING,
    schemas: { body: PaymentFormSchema },
    response: QuoteAnswer,
    handler: async (ctx) => {
      const { accountType, quote, buyer } = await quoteOf(ctx, ctx.auth, ctx.input.body);
      return okPayload({ quote: presentQuote(accountType, quote, buyer) });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/invoice',
    tags,
    summary: 'Invoice request (requestInvoice): store the membership order and answer the payment link',
    description:
      'The payment payload (option 0 = Plus, nonzero = Broker; name, email, company, address, zip, city, ' +
      'country, vat, isContractAgreed) plus a solved captcha for visitors. The amounts come from the server ' +
      "(see the quote). A member's order is for their company, billed as its record says (see the quote). " +
      '400 with `errors` per field; 429 past ' +
      '`RATE_LIMIT_INVOICE_REQUEST` an hour; 503 when the provider cannot be reached. The invoice is made ' +
      "when the provider's webhook confirms the payment.",
    duringBlock: RESOLVED_BY_PAYING,
    schemas: { body: InvoiceRequestSchema },
    response: PaymentLinkAnswer,
    handler: async (ctx) => {
      const { em, log } = ctx.state;
      const { auth } = ctx;
      const form = ctx.input.body;
      const { buyer, accountType, quote } = await quoteOf(ctx, auth, form);
      if (!auth) {
        const solved = form.captcha ? await ctx.services.captcha.verify(form.captcha, ctx.ip) : false;
        if (!solved) throw ValidationError([{ param: 'captcha', msg: PAYMENT_MESSAGES.captcha }]);
      }
      await countOrder(ctx);
      const order = em.create(PaymentOrder, {
        // A visitor's order has no company: staff match it to the registration or company by its e-mail and
        // company name (the invoice is made without membership until then; see settlePaidOrder).
        company: auth ? auth.company.id : null,
        accountType,
        name: form.name,
        email: form.email,
        companyName: buyer.company,
        address: buyer.address,
        zip: buyer.zip,
        city: buyer.city,
        country: buyer.country,
        vat: buyer.vat,
        isContractAgreed: true,
        price: decimalFromCents(quote.lines[0]!.unitCents),
        subtotal: decimalFromCents(quote.subtotalCents),
        vatAmount: decimalFromCents(quote.vatCents),
        vatRate: quote.vatRatePercent,
        vatLabel: quote.vatLabel,
        vatNote: quote.vatNote,
        vatCheck: quote.vatCheck,
        total: decimalFromCents(quote.totalCents),
        status: 'created',
        returnToken: newReturnToken(),
      });
      await em.flush();
      const provider = paymentProvider();
      const base = browserBase(ctx);
      const { link } = await startPayment(
        em,
        provider,
        {
          reference: { kind: 'order', id: order.id },
          amountCents: quote.totalCents,
          description: `${MEMBERSHIP_LINE_DESCRIPTIONS[accountType]}, order ${order.id}`,
          email: form.email,
          successUrl: `${base}/payment?stage=ok&order=${order.returnToken}`,
          cancelUrl: `${base}/payment?stage=fail&order=${order.returnToken}`,
          webhookUrl: webhookUrl(publicBase(ctx), provider.name),
          browserOrigin: base,
        },
        log,
      );
      log.info(
        { orderId: order.id, accountType, total: decimalFromCents(quote.totalCents) },
        'membership ordered',
      );
      return okPayload({ link });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/invoices/:invoiceNumber/actions/pay',
    tags,
    access: 'member',
    summary: "Pay an open invoice of the signed-in member's company: answers the payment link",
    description:
      'The Pay links of /invoices and the force-pay overlay (answers during a force-pay block or an ended ' +
      'trial). 404 for an invoice of another company; 409 when it is paid or void. After the payment the ' +
      'browser returns to /invoices?paid={invoiceNumber} (or ?notPaid= when declined).',
    duringBlock: RESOLVED_BY_PAYING,
    schemas: { params: PayInvoiceParams },
    response: PaymentLinkAnswer,
    handler: async (ctx) => {
      const { em, log } = ctx.state;
      const invoice = await em.findOne(Invoice, {
        invoiceNumber: ctx.input.params.invoiceNumber,
        company: ctx.auth.company.id,
      });
      if (!invoice) throw NotFoundError(PAYMENT_MESSAGES.invoiceNotFound);
      const amountCents = centsFromDecimal(invoice.total);
      if (invoice.paymentStatus !== null && invoice.paymentStatus !== undefined)
        throw ConflictError(PAYMENT_MESSAGES.invoiceNotPayable);
      if (amountCents <= 0) throw ConflictError(PAYMENT_MESSAGES.invoiceNotPayable);
      await countOrder(ctx);
      const provider = paymentProvider();
      const base = browserBase(ctx);
      const number = encodeURIComponent(invoice.invoiceNumber);
      const { link } = await startPayment(
        em,
        provider,
        {
          reference: { kind: 'invoice', id: invoice.id },
          amountCents,
          description: `TBS invoice ${invoice.invoiceNumber}`,
          email: ctx.auth.contact.email,
          successUrl: `${base}/invoices?paid=${number}`,
          cancelUrl: `${base}/invoices?notPaid=${number}`,
          webhookUrl: webhookUrl(publicBase(ctx), provider.name),
          browserOrigin: base,
        },
        log,
      );
      return okPayload({ link });
    },
  });
}
