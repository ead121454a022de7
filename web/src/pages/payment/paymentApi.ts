import { answerOf, api } from '../../api/client.ts';
import type { components, operations } from '../../api/generated/openapi.ts';
import type { ApiBody } from '../../api/types.ts';

/** The order summary the server computes for a payment form (stage 3). */
export type MembershipQuote = components['schemas']['MembershipQuote'];
/** An order as it was placed (read back after the provider's return). */
export type StoredOrder = components['schemas']['StoredMembershipOrder'];
/** Who the invoice is made out to: a member's company record, or what a visitor typed. */
export type OrderBuyer = components['schemas']['OrderBuyer'];
/** The payment payload (spec part 2 section 3), the captcha included. */
export type InvoiceRequest = NonNullable<
  operations['postApiCompaniesInvoice']['requestBody']
>['content']['application/json'];
/** The payment payload without the captcha (the quote). */
export type PaymentFormBody = Omit<InvoiceRequest, 'captcha'>;

/** POST /api/companies/invoice/quote: validates the form as a whole and answers the server's amounts. */
export const quoteInvoice = (body: PaymentFormBody) =>
  answerOf<ApiBody<{ quote: MembershipQuote }>>(api.POST('/api/companies/invoice/quote', { body: body }));

/** POST /api/companies/invoice (requestInvoice): stores the order and answers the provider's payment link. */
export const requestInvoice = (body: InvoiceRequest) =>
  answerOf<ApiBody<{ link: string }>>(api.POST('/api/companies/invoice', { body: body }));

/** GET /api/companies/invoice/buyer: the signed-in member's company as its invoices are made out. */
export const getRecordedBuyer = () =>
  answerOf<ApiBody<{ buyer: OrderBuyer }>>(api.GET('/api/companies/invoice/buyer'));

/** GET /api/companies/invoice/orders/{returnToken}: the order as it was placed, by its return's secret. */
export const getPlacedOrder = (returnToken: string) =>
  answerOf<ApiBody<{ order: StoredOrder }>>(
    api.GET('/api/companies/invoice/orders/{returnToken}', { params: { path: { returnToken } } }),
  );
