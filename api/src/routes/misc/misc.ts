import type { EntityManager } from '@mikro-orm/postgresql';
import { Country, EventAttendee, PageView, Setting } from '@tbs/db';
import { DEFAULT_SETTINGS } from '@tbs/db/reference';
import { NotFoundError } from '../../errors.ts';
import { clientKey, limitRequests } from '../../middlewares/rateLimit.ts';
import { isExcludedFromTracking } from '../events/excludedFromTracking.ts';
import { inventoryInbox } from '../../queries/inventoryInbox.ts';
import {
  presentAttendee,
  presentBanner,
  presentSettings,
  PUBLIC_SETTING_KEYS,
} from '../../presenters/misc.ts';
import { EmptyAnswer, ok, okPayload } from '../../respond.ts';
import { isTestMode } from '../../testMode.ts';
import type { ApiRouter } from '../../router.ts';
import {
  AttendeesAnswer,
  BannerIdParams,
  BannersAnswer,
  CountriesAnswer,
  LogPageSchema,
  SettingsAnswer,
  TopSearchesAnswer,
} from './schema.ts';

const tags = ['misc'];

/**
 * The worker's rollup of the last 30 days (analytics_home_top_search, worker/src/analytics/) plus the
 * searches logged since its last fold (a few minutes of rows by the created_at index), staff left out.
 */
const TOP_SEARCHES_SQL = `
with unfolded as (
  select s.query_norm, count(*)::int as searches
  from search_log s
  left join contact c on c.id = s.contact_id
  where s.created_at >= ? and s.query_norm <> '' and c.is_staff is not true
  group by s.query_norm
),
top_queries as (
  select query_norm, sum(searches)::int as count
  from (select query_norm, searches from analytics_home_top_search union all select * from unfolded) candidates
  group by query_norm
  order by count desc, query_norm
  limit 100
)
select part.part_number as partnumber, part.description, top_queries.count
from top_queries
join lateral (
  select inventory_part.part_number, inventory_part.description
  from inventory_part
  where inventory_part.part_number_norm = upper(regexp_replace(top_queries.query_norm, '[^A-Za-z0-9]', '', 'g'))
  order by inventory_part.updated_at desc, inventory_part.id desc
  limit 1
) part on true
order by top_queries.count desc, top_queries.query_norm
limit 10`;

/**
 * Where the searches not yet in the rollup begin: the worker's last fold, at most 30 days back. Passed as a
 * value (not a subquery) so the planner sees a short range of the created_at index.
 */
async function unfoldedSince(em: EntityManager): Promise<Date> {
  const [state] = await em.execute<{ folded_through: Date | string | null }[]>(
    `select folded_through from analytics_rollup_state where name = 'analytics'`,
  );
  const monthAgo = Date.now() - 30 * 86_400_000;
  const folded = state?.folded_through ? new Date(state.folded_through).getTime() : 0;
  return new Date(Math.max(folded, monthAgo));
}

const RANDOM_BANNERS_SQL = `
select id, url, is_ad, alt, image_url
from banner
where active_from <= current_date and active_until >= current_date
order by random()
limit 4`;

/** Whether a click on the banner counts: an ad banner shown today (the strip shows no other). */
const BANNER_COUNTABLE_SQL = `
select is_ad and active_from <= current_date and active_until >= current_date as countable
from banner
where id = ?`;

/** The shell's miscellaneous calls: settings, ticker, countries, top searches, banners, page views. */
export function miscRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/misc/settings',
    tags,
    summary:
      'Public product settings (2FA enforcement, share buttons, currency rates, features, captcha kind, inventory address, test mode)',
    response: SettingsAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { settings } = ctx.services;
      const rows = await em.find(Setting, { key: { $in: PUBLIC_SETTING_KEYS } });
      return okPayload(
        presentSettings(new Map(rows.map((row) => [row.key, row.value])), DEFAULT_SETTINGS, {
          captcha: { provider: ctx.services.captcha.kind },
          map: { tileUrl: settings.MAP_TILE_URL ?? null },
          inventoryEmail: await inventoryInbox(em, settings),
          testMode: isTestMode(settings),
        }),
      );
    },
  });

  api.route({
    method: 'get',
    path: '/api/misc/lastRegistered',
    tags,
    summary: "The 20 latest registered attendees of the broker meeting, 'Name, Company', newest first",
    response: AttendeesAnswer,
    handler: async (ctx) => {
      const attendees = await ctx.state.em.find(
        EventAttendee,
        {},
        { orderBy: { registeredAt: 'desc', id: 'desc' }, limit: 20 },
      );
      return okPayload(attendees.map(presentAttendee));
    },
  });

  api.route({
    method: 'get',
    path: '/api/misc/countriesAll',
    tags,
    summary: 'All countries, by name',
    response: CountriesAnswer,
    handler: async (ctx) => {
      const countries = await ctx.state.em.find(Country, {}, { orderBy: { name: 'asc' } });
      return okPayload(countries.map((country) => ({ code: country.code, name: country.name })));
    },
  });

  api.route({
    method: 'get',
    path: '/api/misc/topsearches',
    tags,
    summary: 'The 10 part numbers searched most in the last 30 days that members stock, with a description',
    response: TopSearchesAnswer,
    handler: async (ctx) => {
      const rows = await ctx.state.em.execute<{ partnumber: string; description: string; count: number }[]>(
        TOP_SEARCHES_SQL,
        [await unfoldedSince(ctx.state.em)],
      );
      return okPayload(
        rows.map((row) => ({ partnumber: row.partnumber, description: row.description, count: row.count })),
      );
    },
  });

  api.route({
    method: 'get',
    path: '/api/misc/randomBanners',
    tags,
    summary: 'Up to 4 random active banners',
    response: BannersAnswer,
    handler: async (ctx) => {
      const rows =
        await ctx.state.em.execute<
          { id: number; url: string; is_ad: boolean; alt: string; image_url: string }[]
        >(RANDOM_BANNERS_SQL);
      return okPayload(rows.map(presentBanner));
    },
  });

  api.route({
    method: 'get',
    path: '/api/misc/randomBanners/:id/incrementNumClicked',
    tags,
    summary: 'Count a click on an ad banner',
    description:
      'Only clicks on ad banners (isAd) shown today count, once per visitor (member contact, else IP) and ' +
      'banner within 10 minutes and at most RATE_LIMIT_CLICKS a minute; any other click on a known banner ' +
      'is answered alike, without counting. 404 for an unknown banner.',
    schemas: { params: BannerIdParams },
    response: EmptyAnswer,
    handler: async (ctx) => {
      const { id } = ctx.input.params;
      const { em } = ctx.state;
      const [banner] = await em.execute<{ countable: boolean }[]>(BANNER_COUNTABLE_SQL, [id]);
      if (!banner) throw NotFoundError('Banner not found');
      if (
        banner.countable &&
        !isExcludedFromTracking(ctx) &&
        (await ctx.services.limits.clicks.shouldCount(`banner:${id}`, clientKey(ctx).join()))
      ) {
        await em.execute('update banner set num_clicked = num_clicked + 1 where id = ?', [id]);
      }
      return ok({});
    },
  });

  api.route({
    method: 'post',
    path: '/api/misc/logPage',
    tags,
    summary: 'Log a page view (with the contact when signed in; not stored for staff)',
    schemas: { body: LogPageSchema },
    response: EmptyAnswer,
    // Anonymous writes: 429 past RATE_LIMIT_TRACKING a minute per member contact or visitor IP.
    use: [limitRequests('tracking', clientKey)],
    handler: async (ctx) => {
      if (isExcludedFromTracking(ctx)) return ok({});
      const { em } = ctx.state;
      em.create(PageView, {
        path: ctx.input.body.path,
        referrer: ctx.input.body.referrer ?? null,
        contact: ctx.auth?.contact ?? null,
      });
      await em.flush();
      return ok({});
    },
  });
}
