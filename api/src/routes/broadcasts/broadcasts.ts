import { Broadcast } from '@tbs/db';
import { canSeeBroadcastSender } from '../../policies/broadcast.ts';
import { presentBroadcastForMember, presentBroadcastForVisitor } from '../../presenters/broadcast.ts';
import { companyTierFlags } from '../../queries/companyTiers.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { BroadcastListAnswer, BroadcastListQuery } from './schema.ts';

/** The broadcast list (the search filters come with the search index). */
export function broadcastRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/broadcasts',
    tags: ['broadcasts'],
    summary: "Latest broadcasts first; visitors see the sender as 'TBS Member'",
    schemas: { query: BroadcastListQuery },
    response: BroadcastListAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { page, pageSize } = ctx.input.query;
      const showSender = canSeeBroadcastSender(ctx.auth);
      const [broadcasts, numResults] = await em.findAndCount(
        Broadcast,
        { deletedAt: null },
        {
          populate: showSender ? ['list', 'company', 'contact'] : ['list'],
          orderBy: { createdAt: 'desc', id: 'desc' },
          limit: pageSize,
          offset: (page - 1) * pageSize,
        },
      );
      if (!showSender) return okPayload({ results: broadcasts.map(presentBroadcastForVisitor), numResults });
      const tiers = await companyTierFlags(
        em,
        broadcasts.map((broadcast) => broadcast.company),
      );
      const results = broadcasts.map((broadcast) =>
        presentBroadcastForMember(broadcast, tiers.get(broadcast.company.id)!),
      );
      return okPayload({ results, numResults });
    },
  });
}
