import { Broadcast, Setting } from '@tbs/db';
import { DEFAULT_SETTINGS } from '@tbs/db/reference';
import { type BroadcastFilters, SearchTimeoutError } from '@tbs/search';
import type { Rates } from '@tbs/rules';
import {
  AuthorizationError,
  MembersOnlyFieldError,
  NotFoundError,
  SearchTooBroadError,
} from '../../errors.ts';
import { clientKey, limitRequests } from '../../middlewares/rateLimit.ts';
import {
  canReadBroadcastMessage,
  canSearchBroadcasts,
  canSeeBroadcastSender,
  canUseOwnBroadcastTabs,
  VISITOR_BROADCAST_WINDOW,
} from '../../policies/broadcast.ts';
import { presentBroadcastDetail, presentBroadcastForVisitor } from '../../presenters/broadcast.ts';
import { broadcastFeed } from '../../presenters/broadcastFeed.ts';
import { favoriteCompanyIds, loadBroadcastRows } from '../../queries/broadcasts.ts';
import { companyTierFlags } from '../../queries/companyTiers.ts';
import { searchLane } from '../../queries/searchLane.ts';
import { ok, okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import type { AppState, SignedIn } from '../../context.ts';
import {
  BroadcastDetailAnswer,
  BroadcastIdParams,
  BroadcastListOrRssAnswer,
  BroadcastListQuery,
  BroadcastPricesAnswer,
  BroadcastPricesQuery,
  type BroadcastPricesReq,
} from './schema.ts';

const tags = ['broadcasts'];

/** Points of the price chart: the newest this many; the statistics cover every match. */
const MAX_PRICE_POINTS = 500;

type FilterInput = Pick<
  BroadcastPricesReq,
  'query' | 'listType' | 'type' | 'companyId' | 'favorites' | 'exactPhrase'
> & { onlyOwnBroadcasts?: boolean };

/** Why a visitor may not send each filter that could single out a sender (issue 21), in checking order. */
const MEMBERS_ONLY_FILTERS: [keyof FilterInput, string][] = [
  ['query', 'Please sign in to search broadcasts'],
  ['exactPhrase', 'Please sign in to search broadcasts'],
  ['companyId', 'Please sign in to see the broadcasts of a company'],
  ['favorites', 'Please sign in to see the broadcasts of your favorites'],
  ['onlyOwnBroadcasts', 'Please sign in to see your own broadcasts'],
];

/**
 * A visitor reads the newest broadcasts by list and side, and nothing that could single out a sender: no text
 * search (company names are public in the directory, and messages end with the sender's signature), no company,
 * favourites or own tabs. 401 naming the first such field, as the list always refused companyId.
 */
function refuseVisitorSearch(auth: SignedIn | undefined, input: FilterInput): void {
  if (canSearchBroadcasts(auth)) return;
  for (const [field, message] of MEMBERS_ONLY_FILTERS) {
    if (input[field]) throw MembersOnlyFieldError(field, message);
  }
}

/**
 * The search filters of a request, after the visitor check; favourites and own broadcasts need a full member
 * (the spec's role table gives service-only members no From Favorites or My Broadcasts tab).
 */
async function filtersOf(
  state: AppState,
  auth: SignedIn | undefined,
  input: FilterInput,
): Promise<BroadcastFilters> {
  refuseVisitorSearch(auth, input);
  if ((input.favorites || input.onlyOwnBroadcasts) && !canUseOwnBroadcastTabs(auth))
    throw AuthorizationError();
  let companyIds = input.companyId ? [input.companyId] : undefined;
  if (input.favorites && auth) {
    const favorites = await favoriteCompanyIds(state.em, auth.contact.id);
    companyIds = companyIds ? companyIds.filter((id) => favorites.includes(id)) : favorites;
  }
  return {
    term: input.query,
    exactPhrase: input.exactPhrase,
    side: input.listType,
    listId: input.type,
    companyIds,
    contactId: input.onlyOwnBroadcasts && auth ? auth.contact.id : undefined,
  };
}

/** A visitor pages within the newest VISITOR_BROADCAST_WINDOW broadcasts; 401 for a page beyond them. */
function refuseOlderPageForVisitor(
  auth: SignedIn | undefined,
  paging: { page: number; pageSize: number },
): void {
  if (canSearchBroadcasts(auth)) return;
  if ((paging.page - 1) * paging.pageSize >= VISITOR_BROADCAST_WINDOW) {
    throw MembersOnlyFieldError('page', 'Please sign in to see older broadcasts');
  }
}

/** A search past the engine's time limit is a 503 asking to refine it. */
async function searching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SearchTimeoutError) throw SearchTooBroadError(error.message);
    throw error;
  }
}

/** The conversion rates of the settings (the shipped defaults when the row is missing). */
async function euroRates(state: AppState): Promise<Rates> {
  const row = await state.em.findOne(Setting, { key: 'rates' });
  const rates = (row?.value ?? DEFAULT_SETTINGS.rates) as Partial<Rates>;
  const fallback = DEFAULT_SETTINGS.rates as Rates;
  const usable = (value: unknown, otherwise: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : otherwise;
  return { USD: usable(rates.USD, fallback.USD), GBP: usable(rates.GBP, fallback.GBP) };
}

/** The broadcast list and search (JSON or RSS), a broadcast's page and the price statistics. */
export function broadcastRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/broadcasts',
    tags,
    summary:
      'Broadcasts newest first, searched and filtered by members; visitors page through the newest 100 by list ' +
      "and side, the sender shown as 'TBS Member'",
    description:
      'query matches words of subject and message and part numbers in them with or without separators. ' +
      'listType WTB/WTS, type the broadcast list id. query, exactPhrase and companyId need a member; ' +
      'favorites and onlyOwnBroadcasts (the signed-in contact) a member who is not service-only. A visitor ' +
      "sending one is answered 401 'Please sign in to ...' naming the field, and so is a visitor's page past " +
      'the newest 100 broadcasts (numResults counts at most 100 for visitors). contentType=rss answers the ' +
      'same page as RSS 2.0, under the same rules (feed readers are visitors). 503 when the search runs past ' +
      'its time limit.',
    schemas: { query: BroadcastListQuery },
    response: BroadcastListOrRssAnswer,
    use: [limitRequests('search', clientKey)],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const input = ctx.input.query;
      const filters = await filtersOf(ctx.state, ctx.auth, input);
      refuseOlderPageForVisitor(ctx.auth, input);
      const member = canSeeBroadcastSender(ctx.auth);
      const page = await searching(() =>
        ctx.services.search.search(
          'broadcast',
          { ...filters, page: input.page, pageSize: input.pageSize },
          // My Broadcasts shows a send at once: it reads from the primary, never a lagging replica.
          { ...searchLane(member, ctx.ip), fresh: Boolean(input.onlyOwnBroadcasts) },
        ),
      );
      const results = await loadBroadcastRows(
        em,
        page.hits.map((hit) => hit.id),
        member && ctx.auth ? { contactId: ctx.auth.contact.id, now: new Date() } : null,
      );
      if (input.contentType === 'rss') {
        ctx.type = 'application/rss+xml; charset=utf-8';
        return broadcastFeed(results, {
          publicUrl: ctx.services.publicUrl,
          selfUrl: `${ctx.services.publicUrl}${ctx.originalUrl}`,
        });
      }
      const numResults = member ? page.total : Math.min(page.total, VISITOR_BROADCAST_WINDOW);
      return okPayload({ results, numResults });
    },
  });

  api.route({
    method: 'get',
    path: '/api/broadcasts/pricingdata',
    tags,
    access: 'member',
    summary:
      'Min, median and max price in euro of the WTS broadcasts matching a search, with the chart points',
    description:
      'Over every matching WTS broadcast whose price reads as a number; USD and GBP prices are converted ' +
      "with the settings' rates. results: the newest 500 points (id, date, price in euro). The same filters " +
      'as GET /api/broadcasts (listType is always WTS); query needs 2 letters or digits.',
    schemas: { query: BroadcastPricesQuery },
    response: BroadcastPricesAnswer,
    use: [limitRequests('search', clientKey)],
    handler: async (ctx) => {
      const filters = await filtersOf(ctx.state, ctx.auth, ctx.input.query);
      const rates = await euroRates(ctx.state);
      const prices = await searching(() =>
        ctx.services.search.broadcastPrices(
          { ...filters, rates, maxPoints: MAX_PRICE_POINTS },
          { lane: 'member' },
        ),
      );
      return okPayload({
        results: prices.points,
        numResults: prices.count,
        min: prices.min,
        median: prices.median,
        max: prices.max,
        average: prices.average,
        trendPeriod: prices.trendPeriod,
        trend: prices.trend,
      });
    },
  });

  api.route({
    method: 'get',
    path: '/api/broadcasts/:id',
    tags,
    summary: "A broadcast's page: members get the message and the sender; visitors the subject only",
    description:
      "Visitors get subject, side, list and date, the sender as 'TBS Member', and no message: messages end " +
      "with the sender's signature. 404 'Broadcast removed' when it was removed or never existed.",
    schemas: { params: BroadcastIdParams },
    response: BroadcastDetailAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const reader = canReadBroadcastMessage(ctx.auth) ? ctx.auth : null;
      const broadcast = await em.findOne(
        Broadcast,
        { id: ctx.input.params.id, deletedAt: null },
        { populate: reader ? ['list', 'company', 'contact'] : ['list'] },
      );
      if (!broadcast) throw NotFoundError('Broadcast removed');
      if (!reader) return ok({ result: presentBroadcastForVisitor(broadcast) });
      const tiers = await companyTierFlags(em, [broadcast.company]);
      return ok({
        result: presentBroadcastDetail(broadcast, {
          viewer: { contactId: reader.contact.id, now: new Date() },
          senderTier: tiers.get(broadcast.company.id)!,
        }),
      });
    },
  });
}
