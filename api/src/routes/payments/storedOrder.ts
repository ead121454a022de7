import { MEMBERSHIP_LINE_DESCRIPTIONS, taxIdLabel, type VatNumberCheck } from '@tbs/rules';
import { PaymentOrder } from '@tbs/db';
import type { InferEntity } from '@mikro-orm/core';
import { NotFoundError } from '../../errors.ts';
import { RESOLVED_BY_PAYING } from '../../policies/block.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { PAYMENT_MESSAGES, StoredOrderAnswer, StoredOrderParams, type StoredOrderView } from './schema.ts';

type PaymentOrderEntity = InferEntity<typeof PaymentOrder>;

/** An order as stage 3 showed it when it was placed: its own amounts, VAT line and buyer, never priced again. */
export function presentStoredOrder(order: PaymentOrderEntity): StoredOrderView {
  const country = order.country;
  return {
    option: order.accountType === 'plus' ? 0 : 1,
    name: order.name,
    email: order.email,
    status: order.status,
    quote: {
      accountType: order.accountType,
      lines: [
        {
          description: MEMBERSHIP_LINE_DESCRIPTIONS[order.accountType],
          unitPrice: order.price,
          quantity: 1,
          price: order.subtotal,
        },
      ],
      subtotal: order.subtotal,
      vatRatePercent: order.vatRate,
      vat: order.vatAmount,
      vatLabel: order.vatLabel,
      vatNote: order.vatNote ?? null,
      vatCheck: (order.vatCheck ?? null) as VatNumberCheck | null,
      taxIdLabel: taxIdLabel(country.code),
      total: order.total,
      currency: 'EUR',
      buyer: {
        company: order.companyName,
        address: order.address,
        zip: order.zip,
        city: order.city,
        country: country.code,
        countryName: country.name,
        vat: order.vat ?? null,
        taxIdLabel: taxIdLabel(country.code),
        fromRecord: order.company !== null && order.company !== undefined,
      },
    },
  };
}

/** Reading an order back after the provider's return (stages 4 and 5 go back to its Verify Order). */
export function storedOrderRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/invoice/orders/:returnToken',
    tags: ['payments'],
    summary: 'A membership order as it was placed, by the secret its provider return carries',
    description:
      'The provider sends the browser back to /payment?stage=ok|fail&order={returnToken}; with it, stages 4 and ' +
      '5 show the way back to Verify Order with the order as it was placed (amounts, VAT line, buyer), also in ' +
      'another tab or at another address of the site. 404 for an unknown token. Answers during a force-pay ' +
      'block or an ended trial.',
    duringBlock: RESOLVED_BY_PAYING,
    schemas: { params: StoredOrderParams },
    response: StoredOrderAnswer,
    handler: async (ctx) => {
      const order = await ctx.state.em.findOne(
        PaymentOrder,
        { returnToken: ctx.input.params.returnToken },
        { populate: ['country'] },
      );
      if (!order) throw NotFoundError(PAYMENT_MESSAGES.orderNotFound);
      return okPayload({ order: presentStoredOrder(order) });
    },
  });
}
