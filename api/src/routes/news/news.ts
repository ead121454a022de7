import { News } from '@tbs/db';
import type { Services } from '../../context.ts';
import { presentNewsItem } from '../../presenters/news.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

const tags = ['news'];

/** News calls of the shell (the news pages add theirs here). */
export function newsRoutes(api: ApiRouter, _services: Services): void {
  api.route({
    method: 'get',
    path: '/api/news/lastForHome',
    tags,
    summary: 'The 3 latest news items for the home page teaser',
    handler: async (ctx) => {
      const items = await ctx.state.em.find(
        News,
        { date: { $lte: new Date() } },
        { populate: ['category'], orderBy: { date: 'desc', id: 'desc' }, limit: 3 },
      );
      okPayload(ctx, items.map(presentNewsItem));
    },
  });
}
