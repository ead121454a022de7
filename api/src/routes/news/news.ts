import { News } from '@tbs/db';
import { presentNewsItem } from '../../presenters/news.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { LatestNewsAnswer, UnreadNewsAnswer } from './schema.ts';

const tags = ['news'];

/** Without a news_read_at, news of the last 30 days counts as fresh. */
const FRESH_NEWS_DAYS = 30;

/** News calls of the shell: the home teaser and the unread count of the navigation badge. */
export function newsRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/news/lastForHome',
    tags,
    summary: 'The 3 latest news items for the home page teaser',
    response: LatestNewsAnswer,
    handler: async (ctx) => {
      const items = await ctx.state.em.find(
        News,
        { date: { $lte: new Date() } },
        { populate: ['category'], orderBy: { date: 'desc', id: 'desc' }, limit: 3 },
      );
      return okPayload(items.map(presentNewsItem));
    },
  });

  api.route({
    // The spec's path puts the count under /api/inventory; it is the news' own count.
    method: 'get',
    path: '/api/inventory/unreadNews',
    tags,
    summary: 'Number of news items the signed-in contact has not seen (0 for visitors)',
    response: UnreadNewsAnswer,
    handler: async (ctx) => {
      if (!ctx.auth) return okPayload({ count: 0 });
      const now = new Date();
      const since = ctx.auth.contact.newsReadAt ?? new Date(now.getTime() - FRESH_NEWS_DAYS * 86_400_000);
      return okPayload({ count: await ctx.state.em.count(News, { date: { $gt: since, $lte: now } }) });
    },
  });
}
