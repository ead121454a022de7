import { PaymentOrder } from '@tbs/db';
import { NotFoundError } from '../../errors.ts';
import { RESOLVED_BY_PAYING } from '../../policies/block.ts';
import { presentStoredOrder } from '../../presenters/membershipOrder.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { PAYMENT_MESSAGES, StoredOrderAnswer, StoredOrderParams } from './schema.ts';

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
