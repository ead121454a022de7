import { Country, Favorite } from '@tbs/db';
import { SearchTimeoutError, type PartSearchQuery } from '@tbs/indexer/search/types';
import type { Services } from '../../context.ts';
import { ApiError, AuthenticationError, NotFoundError } from '../../errors.ts';
import { canFilterParts, canSeePartOwner } from '../../policies/part.ts';
import {
  presentPartDetailForMember,
  presentPartForMember,
  presentPartForVisitor,
  presentTraderRow,
} from '../../presenters/part.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter, HandlerContext } from '../../router.ts';
import { loadPartRecords, partStats } from './partRecords.ts';
import { PartIdParams, PartsSearchSchema, PartStatsParams, QUERY_FIELDS } from './schema.ts';

/** 503 when a search statement hit its time limit. */
const SearchTooBroadError = (message: string) => new ApiError('search_too_broad', 503, message);

/** Country names by ISO code, loaded once (reference data). */
let countryNames: Promise<Map<string, string>> | undefined;

/** Parts search over the search engine, part detail and part statistics from the database. */
export function partRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'get',
    path: '/api/parts',
    tags: ['parts'],
    summary: 'Parts search: one section per query field; visitors see the company as TBS Member',
    schemas: { query: PartsSearchSchema },
    handler: async (ctx) => {
      const { em, auth } = ctx.state;
      const input = ctx.input.query;
      const member = canSeePartOwner(auth);
      if ((input.country || input.companyId || input.favorites) && !canFilterParts(auth))
        throw AuthenticationError();
      let companyIds: number[] | undefined = input.companyId ? [input.companyId] : undefined;
      if (input.favorites && auth) {
        const favorites = await em.find(Favorite, { contact: auth.contact.id }, { fields: ['company'] });
        const favoriteIds = favorites.map((favorite) => favorite.company.id);
        companyIds = companyIds ? companyIds.filter((id) => favoriteIds.includes(id)) : favoriteIds;
      }
      const terms = QUERY_FIELDS.map((field) => input[field]).filter((term): term is string => Boolean(term));
      const base: Omit<PartSearchQuery, 'term'> = {
        exactPhrase: input.exactPhrase,
        countryCode: input.country,
        companyIds,
        sort: input.sort,
        order: input.order,
        page: input.page,
        pageSize: input.pageSize,
      };
      let answers;
      try {
        answers = await Promise.all(terms.map((term) => services.search.searchParts({ ...base, term })));
      } catch (error) {
        if (error instanceof SearchTimeoutError) throw SearchTooBroadError(error.message);
        throw error;
      }
      const names = member ? await loadCountryNames(ctx) : new Map<string, string>();
      const sections = answers.map((answer, index) => ({
        query: terms[index]!,
        results: answer.hits.map((hit) =>
          member ? presentPartForMember(hit, names) : presentPartForVisitor(hit),
        ),
        numResults: answer.total,
      }));
      okPayload(ctx, { sections, results: sections[0]!.results, numResults: sections[0]!.numResults });
      if (auth) {
        services.searchLog.record({
          contactId: auth.contact.id,
          companyId: auth.company.id,
          sections: answers.map((answer, index) => ({
            query: terms[index]!,
            numResults: answer.total,
            hits: answer.hits,
          })),
        });
      }
    },
  });

  const partById = async (ctx: HandlerContext<{ params: typeof PartIdParams }>) => {
    const [part] = await loadPartRecords(ctx.state.em, 'p.id = ?', [ctx.input.params.id]);
    if (!part) throw NotFoundError('Part not found.');
    const member = canSeePartOwner(ctx.state.auth);
    okPayload(ctx, { part: member ? presentPartDetailForMember(part) : presentPartForVisitor(part) });
  };
  for (const path of ['/api/parts/:id', '/api/parts/landing/:id']) {
    api.route({
      method: 'get',
      path,
      tags: ['parts'],
      summary: 'One part with its company (and contacts for members)',
      schemas: { params: PartIdParams },
      handler: partById,
    });
  }

  api.route({
    method: 'get',
    path: '/api/parts/stats/:partNumberNorm',
    tags: ['parts'],
    summary: 'Statistics and traders of a normalised part number',
    schemas: { params: PartStatsParams },
    handler: async (ctx) => {
      const parts = await loadPartRecords(ctx.state.em, 'p.part_number_norm = ?', [
        ctx.input.params.partNumberNorm,
      ]);
      if (!parts.length) throw NotFoundError('Part not found.');
      const member = canSeePartOwner(ctx.state.auth);
      const first = parts[0]!;
      okPayload(ctx, {
        result: {
          part: [member ? presentPartDetailForMember(first) : presentPartForVisitor(first)],
          partStats: partStats(parts),
          traders: parts.map((part) => presentTraderRow(part, member)),
        },
      });
    },
  });
}

async function loadCountryNames(ctx: HandlerContext<object>): Promise<Map<string, string>> {
  countryNames ??= ctx.state.em
    .fork()
    .find(Country, {})
    .then((countries) => new Map(countries.map((country) => [country.code, country.name])));
  return countryNames;
}
