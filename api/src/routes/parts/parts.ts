import { Country, Favorite } from '@tbs/db';
import type { PartFacet, PartSearchQuery } from '@tbs/search';
import type { AppState } from '../../context.ts';
import { AuthenticationError, NotFoundError } from '../../errors.ts';
import {
  canFilterParts,
  canOpenPartById,
  canSearchSeveralTerms,
  canSeePartOwner,
  canSortByCompany,
} from '../../policies/part.ts';
import {
  presentPartDetailForMember,
  presentPartDetailForVisitor,
  presentPartForMember,
  presentPartForVisitor,
  partStats,
  presentTraderRow,
} from '../../presenters/part.ts';
import type { PartCompanyDetails } from '../../queries/partCompanyDetails.ts';
import { partIdOfRef, partTokens } from '../../presenters/partRef.ts';
import { searchLane } from '../../queries/searchLane.ts';
import { loadPartRecords } from '../../queries/partRecords.ts';
import { clientKey, limitRequests } from '../../middlewares/rateLimit.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import {
  PartAnswer,
  PartIdParams,
  PartsSearchAnswer,
  PartsSearchSchema,
  PartStatsAnswer,
  PartStatsParams,
  MEMBER_QUERY_FIELDS,
  QUERY_FIELDS,
} from './schema.ts';

const tags = ['parts'];
const SIGN_IN_FOR_PART = 'Please sign in to see this part.';

/** Country names by ISO code, loaded once (reference data). */
let countryNames: Promise<Map<string, string>> | undefined;

function loadCountryNames(state: AppState): Promise<Map<string, string>> {
  countryNames ??= state.em
    .fork()
    .find(Country, {})
    .then((countries) => new Map(countries.map((country) => [country.code, country.name])));
  return countryNames;
}

/** Parts search over the search index, part detail and part statistics from the database. */
export function partRoutes(api: ApiRouter): void {
  partTokens(); // the api does not start in production without PART_TOKEN_KEY
  api.route({
    method: 'get',
    path: '/api/parts',
    tags,
    summary: 'Parts search: one section per query field; visitors see the company as TBS Member',
    description:
      '503 when a search runs past its time limit (too broad), or when every search slot stays busy for a moment (Retry-After). Visitors get part tokens instead of ids, and their company sort is ignored; their query2 to query5, advanced, country, companyId and favorites are refused (401).',
    schemas: { query: PartsSearchSchema },
    response: PartsSearchAnswer,
    // Per member contact or visitor IP: more than a person types, less than a client hammering (429).
    use: [limitRequests('search', clientKey)],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { auth } = ctx;
      const input = ctx.input.query;
      const member = canSeePartOwner(auth);
      if ((input.country || input.companyId || input.favorites) && !canFilterParts(auth))
        throw AuthenticationError();
      if (
        (input.advanced || MEMBER_QUERY_FIELDS.some((field) => input[field])) &&
        !canSearchSeveralTerms(auth)
      )
        throw AuthenticationError();
      let companyIds: number[] | undefined = input.companyId ? [input.companyId] : undefined;
      if (input.favorites && auth) {
        const favorites = await em.find(Favorite, { contact: auth.contact.id }, { fields: ['company'] });
        const favoriteIds = favorites.map((favorite) => favorite.company.id);
        companyIds = companyIds ? companyIds.filter((id) => favoriteIds.includes(id)) : favoriteIds;
      }
      const terms = QUERY_FIELDS.map((field) => input[field]).filter((term): term is string => Boolean(term));
      // A term repeated in several fields is searched once.
      const distinctTerms = [...new Set(terms)];
      const base: Omit<PartSearchQuery, 'term'> = {
        exactPhrase: input.exactPhrase,
        countryCode: input.country,
        manufacturer: input.manufacturer,
        condition: input.condition,
        noTypos: input.noTypos,
        companyIds,
        // A visitor's company sort is ignored, not refused (a member's shared link still opens): the order of
        // the masked column would group the rows by seller.
        sort: input.sort === 'company' && !canSortByCompany(auth) ? undefined : input.sort,
        order: input.order,
        page: input.page,
        pageSize: input.pageSize,
      };
      // Facets are counted for the first term; a visitor's never include the country (nor the company).
      const facets: PartFacet[] = member
        ? ['manufacturer', 'condition', 'country']
        : ['manufacturer', 'condition'];
      const found = await Promise.all(
        distinctTerms.map((term, index) =>
          ctx.services.search.search(
            'part',
            { ...base, term, ...(index === 0 ? { facets } : {}) },
            {
              ...searchLane(member, ctx.ip),
              // One's own stock right after an import reads from the primary, never a lagging replica.
              fresh: auth !== undefined && input.companyId === auth.company.id,
            },
          ),
        ),
      );
      const answers = terms.map((term) => found[distinctTerms.indexOf(term)]!);
      const names = member ? await loadCountryNames(ctx.state) : new Map<string, string>();
      const companies = member
        ? await ctx.services.partCompanies.load(
            em,
            answers.flatMap((answer) => answer.hits.map((hit) => hit.companyId)),
          )
        : new Map<number, PartCompanyDetails>();
      const sections = answers.map((answer, index) => ({
        query: terms[index]!,
        results: answer.hits.map((hit) => ({
          ...(member
            ? presentPartForMember(hit, names, companies.get(hit.companyId))
            : presentPartForVisitor(hit)),
          highlight: hit.highlight,
        })),
        numResults: answer.total,
        ...(answer.correctedQuery ? { correctedQuery: answer.correctedQuery } : {}),
      }));
      const firstFacets = answers[0]!.facets ?? {};
      if (auth) {
        ctx.services.searchLog.record({
          contactId: auth.contact.id,
          companyId: auth.company.id,
          sections: answers.map((answer, index) => ({
            query: terms[index]!,
            numResults: answer.total,
            hits: answer.hits,
          })),
        });
      }
      return okPayload({
        sections,
        results: sections[0]!.results,
        numResults: sections[0]!.numResults,
        facets: {
          manufacturer: firstFacets.manufacturer ?? [],
          condition: firstFacets.condition ?? [],
          ...(member ? { country: firstFacets.country ?? [] } : {}),
        },
      });
    },
  });

  for (const path of ['/api/parts/:id', '/api/parts/landing/:id']) {
    api.route({
      method: 'get',
      path,
      tags,
      summary: 'One part with its company (and contacts for members)',
      description:
        "A visitor names the part by its token (`shareId`); a visitor's plain id is 401 'Please sign in to see this part.' whether or not the part exists.",
      schemas: { params: PartIdParams },
      response: PartAnswer,
      handler: async (ctx) => {
        const { id: ref } = ctx.input.params;
        // Before any lookup: the same answer for every id keeps a visitor from walking them.
        if (typeof ref === 'number' && !canOpenPartById(ctx.auth))
          throw AuthenticationError(SIGN_IN_FOR_PART);
        const member = canSeePartOwner(ctx.auth);
        const id = partIdOfRef(ref, member);
        const [part] = id === undefined ? [] : await loadPartRecords(ctx.state.em, 'p.id = ?', [id]);
        if (!part) throw NotFoundError('Part not found.');
        return okPayload({
          part: member ? presentPartDetailForMember(part) : presentPartDetailForVisitor(part),
        });
      },
    });
  }

  api.route({
    method: 'get',
    path: '/api/parts/stats/:partNumberNorm',
    tags,
    summary: 'Statistics and traders of a normalised part number',
    schemas: { params: PartStatsParams },
    response: PartStatsAnswer,
    handler: async (ctx) => {
      const parts = await loadPartRecords(ctx.state.em, 'p.part_number_norm = ?', [
        ctx.input.params.partNumberNorm,
      ]);
      if (!parts.length) throw NotFoundError('Part not found.');
      const member = canSeePartOwner(ctx.auth);
      const first = parts[0]!;
      return okPayload({
        result: {
          part: [member ? presentPartDetailForMember(first) : presentPartDetailForVisitor(first)],
          partStats: partStats(parts),
          traders: parts.map((part) => presentTraderRow(part, member)),
        },
      });
    },
  });
}
