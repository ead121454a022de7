import { News } from '@tbs/db';
import type { Services } from '../../context.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

const tags = ['inventory'];
/** Without a news_read_at, news of the last 30 days counts as fresh. */
const FRESH_NEWS_DAYS = 30;

/** Inventory calls of the shell (the inventory pages add theirs here). */
export function inventoryRoutes(api: ApiRouter, _services: Services): void {
  api.route({
    method: 'get',
    path: '/api/inventory/unreadNews',
    tags,
    summary: 'Number of news items the signed-in contact has not seen (0 for visitors)',
    handler: async (ctx) => {
      const { auth, em } = ctx.state;
      if (!auth) return okPayload(ctx, { count: 0 });
      const now = new Date();
      const since = auth.contact.newsReadAt ?? new Date(now.getTime() - FRESH_NEWS_DAYS * 86_400_000);
      const count = await em.count(News, { date: { $gt: since, $lte: now } });
      okPayload(ctx, { count });
    },
  });
}
