import { markNewsRead } from '../../commands/newsRead.ts';
import { ValidationError, NotFoundError } from '../../errors.ts';
import { clientKey, countRequest } from '../../middlewares/rateLimit.ts';
import { cachedNews } from '../../news/newsCache.ts';
import { NEWS_FEED_LENGTH, newsFeed } from '../../news/newsFeed.ts';
import {
  presentNewsCategory,
  presentNewsItem,
  presentNewsLink,
  presentNewsListItem,
  presentNewsPost,
} from '../../presenters/news.ts';
import {
  findLatestNews,
  findNewsCategories,
  findNewsPage,
  findNewsPost,
  NEWS_PAGE_SIZE,
  type NewsCategoryRow,
} from '../../queries/news.ts';
import { okPayload } from '../../respond.ts';
import type { RouteContext } from '../../context.ts';
import type { ApiRouter } from '../../router.ts';
import {
  LatestNewsAnswer,
  NewsCategoriesAnswer,
  NewsFeedAnswer,
  NewsFeedQuery,
  NewsIdParams,
  NewsLinksAnswer,
  NewsListAnswer,
  NewsListQuery,
  NewsPostAnswer,
  UnreadNewsAnswer,
} from './schema.ts';

const tags = ['news'];

/** Without a news_read_at, news of the last 30 days counts as fresh. */
const FRESH_NEWS_DAYS = 30;

/** Posts in the home teaser and in the sidebar's Latest Posts. */
const HOME_NEWS_COUNT = 3;
const LATEST_POSTS_COUNT = 5;

/**
 * The categories of the news page. The spec's fixed six are 9, 2, 1, 3, 10, 4 and a later reading adds 8 Bad
 * Debtors; issue 14 lists bad debtors among the categories, so all seven are served, in news_category's
 * sort_order (9, 2, 1, 3, 10, 4, 8).
 */
const categoriesOf = (ctx: RouteContext) =>
  cachedNews(ctx.services, 'categories', async () =>
    (await findNewsCategories(ctx.services.readSql)).map(presentNewsCategory),
  );

/** The category a catId names; undefined for all; a 400 naming catId when there is no such category. */
async function categoryOf(ctx: RouteContext, catId: number | undefined): Promise<NewsCategoryRow | null> {
  if (catId === undefined) return null;
  const category = (await categoriesOf(ctx)).find((candidate) => candidate.id === catId);
  if (!category) throw ValidationError([{ param: 'catId', msg: 'This news category does not exist' }]);
  return category;
}

/**
 * The news calls: home teaser, lists with search, a post, latest posts, categories, RSS, read and unread.
 * Every read of posts goes through ctx.services.readSql, so the read replicas serve it: nobody reads their
 * own write here (posts are written by staff outside the api, and a list is cached for 5 minutes anyway). A
 * staff edit of news in the api would clear the news cache and list with `{ fresh: true }`.
 */
export function newsRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/news/lastForHome',
    tags,
    summary: 'The 3 latest news items for the home page teaser',
    response: LatestNewsAnswer,
    handler: async (ctx) =>
      okPayload(
        await cachedNews(ctx.services, 'home', async () =>
          (await findLatestNews(ctx.services.readSql, HOME_NEWS_COUNT)).map(presentNewsItem),
        ),
      ),
  });

  api.route({
    method: 'get',
    path: '/api/news',
    tags,
    summary: 'A page of news, pinned first then newest, of one category or all, optionally searched',
    description:
      `${NEWS_PAGE_SIZE} posts a page. query matches every word anywhere in the title or the body text ` +
      '(counted on the search rate limit). `count` is the number of posts matching. Pages without a search ' +
      'are cached for 5 minutes.',
    schemas: { query: NewsListQuery },
    response: NewsListAnswer,
    handler: async (ctx) => {
      const { query, catId, page } = ctx.input.query;
      // A search reads the database every time (it is not cached): it counts on the searches' load limit.
      if (query) await countRequest(ctx, 'search', clientKey);
      await categoryOf(ctx, catId);
      const load = async () => {
        const found = await findNewsPage(ctx.services.readSql, { query, catId, page });
        return { results: found.rows.map(presentNewsListItem), count: found.count };
      };
      const listed = query
        ? await load()
        : await cachedNews(ctx.services, `list:${catId ?? 'all'}:${page}`, load);
      return okPayload({ ...listed, page, pageSize: NEWS_PAGE_SIZE });
    },
  });

  api.route({
    method: 'get',
    path: '/api/news/latest',
    tags,
    summary: 'The 5 newest posts, for the Latest Posts of the news sidebar',
    response: NewsLinksAnswer,
    handler: async (ctx) =>
      okPayload(
        await cachedNews(ctx.services, 'latest', async () =>
          (await findLatestNews(ctx.services.readSql, LATEST_POSTS_COUNT)).map(presentNewsLink),
        ),
      ),
  });

  api.route({
    method: 'get',
    path: '/api/news/categories',
    tags,
    summary: 'The news categories in the order of the news page (9, 2, 1, 3, 10, 4, 8)',
    response: NewsCategoriesAnswer,
    handler: async (ctx) => okPayload(await categoriesOf(ctx)),
  });

  api.route({
    method: 'get',
    path: '/api/news/rss',
    tags,
    summary: 'RSS 2.0 feed of the 20 newest posts of a category (catId) or of all',
    response: NewsFeedAnswer,
    schemas: { query: NewsFeedQuery },
    handler: async (ctx) => {
      const { catId } = ctx.input.query;
      const category = await categoryOf(ctx, catId);
      const { publicUrl } = ctx.services;
      const selfUrl = `${publicUrl.replace(/\/+$/, '')}/api/news/rss${catId === undefined ? '' : `?catId=${catId}`}`;
      const xml = await cachedNews(ctx.services, `rss:${catId ?? 'all'}`, async () =>
        newsFeed(await findLatestNews(ctx.services.readSql, NEWS_FEED_LENGTH, catId), {
          publicUrl,
          selfUrl,
          category,
        }),
      );
      ctx.type = 'application/rss+xml; charset=utf-8';
      return xml;
    },
  });

  api.route({
    method: 'post',
    path: '/api/news/markRead',
    tags,
    access: 'member',
    summary: 'Marks the news published until now as read by the signed-in contact (the badge drops to 0)',
    description: 'The web app calls it when a member opens /news or a post; sets contact.news_read_at.',
    response: UnreadNewsAnswer,
    handler: async (ctx) => {
      await markNewsRead(ctx.state.em, ctx.auth.contact.id);
      return okPayload({ count: 0 });
    },
  });

  // After the named paths above: /api/news/:id would otherwise take 'latest', 'categories' and 'rss'.
  api.route({
    method: 'get',
    path: '/api/news/:id',
    tags,
    summary: 'One published post with its category and meta (404 when there is none)',
    schemas: { params: NewsIdParams },
    response: NewsPostAnswer,
    handler: async (ctx) => {
      const { id } = ctx.input.params;
      // A missing post throws inside the load: nothing is cached for ids that name no post.
      const post = await cachedNews(ctx.services, `post:${id}`, async () => {
        const row = await findNewsPost(ctx.services.readSql, id);
        if (!row) throw NotFoundError('News item not found');
        return presentNewsPost(row);
      });
      return okPayload(post);
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
      // The posts may come from a read replica (at most its lag behind); news_read_at is the session's, read
      // from the primary, so right after markRead the count is 0.
      const [counted] = await ctx.services.readSql.execute<{ count: number }[]>(
        'select count(*)::int as count from news where date > ? and date <= ?',
        [since, now],
      );
      return okPayload({ count: counted?.count ?? 0 });
    },
  });
}
