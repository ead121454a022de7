import { Broadcast, Complaint } from '@tbs/db';
import { tierFlags, trustTier, type TierFlags } from '@tbs/rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../context.ts';
import type { BroadcastEntity } from '../../entities.ts';
import { canSeeBroadcastSender } from '../../policies/broadcast.ts';
import { presentBroadcastForMember, presentBroadcastForVisitor } from '../../presenters/broadcast.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { BroadcastListQuery } from './schema.ts';

/** The tier flags of the companies that sent these broadcasts (one query for their open complaints). */
async function senderTiers(
  em: EntityManager,
  broadcasts: BroadcastEntity[],
): Promise<Map<number, TierFlags>> {
  const companies = new Map(broadcasts.map((broadcast) => [broadcast.company.id, broadcast.company]));
  const openComplaints = companies.size
    ? await em.find(
        Complaint,
        { company: { $in: [...companies.keys()] }, status: 'open' },
        { fields: ['company'] },
      )
    : [];
  const unsolved = new Map<number, number>();
  for (const complaint of openComplaints) {
    unsolved.set(complaint.company.id, (unsolved.get(complaint.company.id) ?? 0) + 1);
  }
  const now = new Date();
  return new Map(
    [...companies].map(([id, company]) => {
      const memberSince = company.memberSince ? new Date(company.memberSince) : null;
      return [id, tierFlags(trustTier(memberSince, unsolved.get(id) ?? 0, now))];
    }),
  );
}

/** The broadcast list (the search filters come with the search index). */
export function broadcastRoutes(api: ApiRouter, _services: Services): void {
  api.route({
    method: 'get',
    path: '/api/broadcasts',
    tags: ['broadcasts'],
    summary: "Latest broadcasts first; visitors see the sender as 'TBS Member'",
    schemas: { query: BroadcastListQuery },
    handler: async (ctx) => {
      const { em, auth } = ctx.state;
      const { page, pageSize } = ctx.input.query;
      const showSender = canSeeBroadcastSender(auth);
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
      if (!showSender) {
        return okPayload(ctx, { results: broadcasts.map(presentBroadcastForVisitor), numResults });
      }
      const tiers = await senderTiers(em, broadcasts);
      const results = broadcasts.map((broadcast) =>
        presentBroadcastForMember(broadcast, tiers.get(broadcast.company.id)!),
      );
      okPayload(ctx, { results, numResults });
    },
  });
}
