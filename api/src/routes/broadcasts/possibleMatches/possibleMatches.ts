import { Broadcast, Contact } from '@tbs/db';
import type { BroadcastEntity } from '../../../entities.ts';
import { AuthorizationError, NotFoundError } from '../../../errors.ts';
import { contactKey, limitRequests } from '../../../middlewares/rateLimit.ts';
import { canSeePossibleMatchesOf, canUsePossibleMatches } from '../../../policies/possibleMatches.ts';
import { presentBroadcastForMember } from '../../../presenters/broadcast.ts';
import { presentUser } from '../../../presenters/user.ts';
import { presentPartForMember } from '../../../presenters/part.ts';
import { loadPartRecords } from '../../../queries/partRecords.ts';
import { companyTierFlags } from '../../../queries/companyTiers.ts';
import { findPossibleMatches, type PossibleMatch } from '../../../queries/possibleMatches.ts';
import { loadUserSnapshot } from '../../../queries/userSnapshot.ts';
import { ok, okPayload, setUpdatedUser } from '../../../respond.ts';
import type { ApiRouter, HandlerContext } from '../../../router.ts';
import {
  MatchedBroadcastIdsAnswer,
  MatchedBroadcastIdsParams,
  MatchedBroadcastIdsQuery,
  PossibleMatchesAnswer,
  PossibleMatchesParams,
  PossibleMatchesQuery,
  PossibleStockAnswer,
  PossibleStockParams,
  PossibleStockQuery,
  SetPossibleMatchesAnswer,
  type PossibleMatchStrategy,
  SetPossibleMatchesBody,
} from './schema.ts';

const tags = ['broadcasts'];

export const POSSIBLE_MATCHES_MESSAGES = {
  notFound: 'Broadcast removed',
  serviceOnly: 'Possible matches are not available for service-only members.',
  notOwner: 'Only the sender sees the possible matches of a broadcast.',
} as const;

/** The live broadcast whose matches are asked for, after the member and ownership checks (403/404). */
async function sourceBroadcast(ctx: HandlerContext<object, 'member'>, id: number): Promise<BroadcastEntity> {
  if (!canUsePossibleMatches(ctx.auth)) throw AuthorizationError(POSSIBLE_MATCHES_MESSAGES.serviceOnly);
  const broadcast = await ctx.state.em.findOne(Broadcast, { id, deletedAt: null });
  if (!broadcast) throw NotFoundError(POSSIBLE_MATCHES_MESSAGES.notFound);
  if (!canSeePossibleMatchesOf(ctx.auth, broadcast))
    throw AuthorizationError(POSSIBLE_MATCHES_MESSAGES.notOwner);
  return broadcast;
}

/**
 * "Don't show these possible broadcast matches again" and the profile's toggle set possibleMatchesDisabled:
 * the modal after sending then stays shut. Asked for from the own-broadcasts menu, matches are still shown.
 */
const isTurnedOff = (ctx: HandlerContext<object, 'member'>, isFromOwnBroadcasts: boolean): boolean =>
  ctx.auth.contact.possibleMatchesDisabled && !isFromOwnBroadcasts;

function oldMethodMatches(
  ctx: HandlerContext<object, 'member'>,
  source: BroadcastEntity,
): Promise<PossibleMatch[]> {
  return findPossibleMatches(
    ctx.state.em,
    { id: source.id, side: source.side, subject: source.subject, description: source.description },
    ctx.auth.company.id,
  );
}

/** The matches of one method; null when the AI method has no usable model. */
async function methodMatches(
  ctx: HandlerContext<object, 'member'>,
  source: BroadcastEntity,
  strategy: PossibleMatchStrategy,
): Promise<PossibleMatch[] | null> {
  if (strategy === 'old') return oldMethodMatches(ctx, source);
  const answer = await ctx.services.aiMatches.find(ctx.state.em, source, ctx.auth.company.id);
  return answer.available ? answer.matches : null;
}

/** Possible matches of an own broadcast by the old and the AI method, and the member's switch. */
export function possibleMatchRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/broadcasts/possibleMatches/:id/:strategy',
    access: 'member',
    tags,
    summary: "Possible matches of an own broadcast by one method ('old' or 'ai'), best first, at most 10",
    description:
      "'old': live broadcasts of the last 30 days on the other side, not of the member's company, naming one of " +
      'its part numbers (50-100 %) or sharing its words (0-50 %). ' +
      "'ai': the same rules, ranked by the cosine similarity of the broadcasts' embeddings (models/), " +
      '`available: false` when the model cannot be loaded. `disabled: true` with no results when the ' +
      'member turned possible matches off, unless isFromOwnBroadcasts. 403 for service-only members and ' +
      "other members' broadcasts, 404 for unknown or removed ones.",
    schemas: { params: PossibleMatchesParams, query: PossibleMatchesQuery },
    // A search of the broadcasts each time: it counts as one (RATE_LIMIT_SEARCH a minute).
    use: [limitRequests('search', contactKey)],
    response: PossibleMatchesAnswer,
    handler: async (ctx) => {
      const { id, strategy } = ctx.input.params;
      const { showStrategy, isFromOwnBroadcasts } = ctx.input.query;
      const source = await sourceBroadcast(ctx, id);
      if (isTurnedOff(ctx, isFromOwnBroadcasts)) {
        return okPayload({ strategy, available: true, disabled: true, results: [] });
      }
      const matches = await methodMatches(ctx, source, strategy);
      if (!matches) return okPayload({ strategy, available: false, disabled: false, results: [] });
      const broadcasts = await ctx.state.em.find(
        Broadcast,
        { id: { $in: matches.map((match) => match.broadcastId) } },
        { populate: ['list', 'company', 'contact'] },
      );
      const byId = new Map(broadcasts.map((broadcast) => [broadcast.id, broadcast]));
      const viewer = { contactId: ctx.auth.contact.id, now: new Date() };
      const tiers = await companyTierFlags(
        ctx.state.em,
        broadcasts.map((broadcast) => broadcast.company),
      );
      const results = matches.flatMap((match) => {
        const broadcast = byId.get(match.broadcastId);
        if (!broadcast) return [];
        return [
          {
            ...match,
            ...(showStrategy ? { strategy } : {}),
            broadcast: presentBroadcastForMember(broadcast, tiers.get(broadcast.company.id)!, viewer),
          },
        ];
      });
      return okPayload({ strategy, available: true, disabled: false, results });
    },
  });

  api.route({
    method: 'get',
    path: '/api/broadcasts/matchedBroadcastIds/:id',
    access: 'member',
    tags,
    summary: 'The ids and similarity of the possible matches of an own broadcast by one method (default old)',
    description:
      'The same rules and order as possibleMatches/{id}/{strategy}, without the broadcasts themselves; ' +
      "strategy 'ai' without a usable model answers no results.",
    schemas: { params: MatchedBroadcastIdsParams, query: MatchedBroadcastIdsQuery },
    use: [limitRequests('search', contactKey)],
    response: MatchedBroadcastIdsAnswer,
    handler: async (ctx) => {
      const source = await sourceBroadcast(ctx, ctx.input.params.id);
      if (isTurnedOff(ctx, ctx.input.query.isFromOwnBroadcasts))
        return okPayload({ disabled: true, results: [] });
      const matches = await methodMatches(ctx, source, ctx.input.query.strategy);
      return okPayload({ disabled: false, results: matches ?? [] });
    },
  });

  api.route({
    method: 'get',
    path: '/api/broadcasts/possibleStock/:id',
    access: 'member',
    tags,
    summary:
      "Members' stock lines answering an own WTB, worded differently (AI method), best first, at most 10",
    description:
      "The modal's third list: stock lines of other companies, in stock, whose part number's description the " +
      'embedding model (models/) finds nearest to the WTB, with that similarity in percent; at most 3 per part ' +
      'number. Presented as parts search presents them to members (the modal is for members only). A WTS gets ' +
      'no results; `available: false` without a usable model; `disabled` as for possibleMatches. 403 for ' +
      "service-only members and other members' broadcasts, 404 for unknown or removed ones.",
    schemas: { params: PossibleStockParams, query: PossibleStockQuery },
    use: [limitRequests('search', contactKey)],
    response: PossibleStockAnswer,
    handler: async (ctx) => {
      const source = await sourceBroadcast(ctx, ctx.input.params.id);
      const applicable = source.side === 'WTB';
      if (isTurnedOff(ctx, ctx.input.query.isFromOwnBroadcasts))
        return okPayload({ available: true, disabled: true, applicable, results: [] });
      if (!applicable) return okPayload({ available: true, disabled: false, applicable, results: [] });
      const matches = await ctx.services.aiMatches.stock.find(ctx.state.em, source, ctx.auth.company.id);
      if (!matches) return okPayload({ available: false, disabled: false, applicable, results: [] });
      const records = matches.length
        ? await loadPartRecords(ctx.state.em, 'p.id in (?)', [matches.map((match) => match.partId)])
        : [];
      const byId = new Map(records.map((record) => [record.id, record]));
      const results = matches.flatMap((match) => {
        const part = byId.get(match.partId);
        if (!part) return [];
        const hit = presentPartForMember(part, new Map([[part.countryCode, part.countryName]]), {
          tel: part.companyTel,
          description: part.companyDescription,
          contacts: part.contacts,
        });
        return [{ similarity: match.similarity, part: hit }];
      });
      return okPayload({ available: true, disabled: false, applicable, results });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/actions/setPossibleMatches',
    access: 'member',
    tags,
    summary: "Turns the signed-in member's possible matches off or on again",
    description:
      "The modal's \"Don't show these possible broadcast matches again\" (and the profile's toggle): sets the " +
      "contact's possibleMatchesDisabled and sends the changed user in X-Updated-User. 403 for service-only members.",
    schemas: { body: SetPossibleMatchesBody },
    response: SetPossibleMatchesAnswer,
    handler: async (ctx) => {
      if (!canUsePossibleMatches(ctx.auth)) throw AuthorizationError(POSSIBLE_MATCHES_MESSAGES.serviceOnly);
      const contact = await ctx.state.em.findOneOrFail(Contact, ctx.auth.contact.id);
      contact.possibleMatchesDisabled = ctx.input.body.possibleMatchesDisabled;
      await ctx.state.em.flush();
      setUpdatedUser(ctx, presentUser(await loadUserSnapshot(ctx.state.em, contact)));
      return ok({});
    },
  });
}
