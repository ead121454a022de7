import type { EntityManager } from '@mikro-orm/postgresql';
import { Broadcast, Favorite } from '@tbs/db';
import {
  presentBroadcastForMember,
  presentBroadcastForVisitor,
  type BroadcastSummaryView,
  type BroadcastViewer,
} from '../presenters/broadcast.ts';
import { companyTierFlags } from './companyTiers.ts';

/** The companies a contact marked as favourite. */
export async function favoriteCompanyIds(em: EntityManager, contactId: number): Promise<number[]> {
  const favorites = await em.find(Favorite, { contact: contactId }, { fields: ['company'] });
  return favorites.map((favorite) => favorite.company.id);
}

/**
 * The rows of a page of search hits, in the hits' order, presented for a member viewer (sender, tier, own
 * flags) or a visitor (null: 'TBS Member'). A broadcast removed since the index answered is left out.
 */
export async function loadBroadcastRows(
  em: EntityManager,
  ids: number[],
  viewer: BroadcastViewer | null,
): Promise<BroadcastSummaryView[]> {
  const member = viewer !== null;
  if (!ids.length) return [];
  const broadcasts = await em.find(
    Broadcast,
    { id: { $in: ids }, deletedAt: null },
    { populate: member ? ['list', 'company', 'contact'] : ['list'] },
  );
  const byId = new Map(broadcasts.map((broadcast) => [broadcast.id, broadcast]));
  const ordered = ids.map((id) => byId.get(id)).filter((broadcast) => broadcast !== undefined);
  if (!viewer) return ordered.map(presentBroadcastForVisitor);
  const tiers = await companyTierFlags(
    em,
    ordered.map((broadcast) => broadcast.company),
  );
  return ordered.map((broadcast) =>
    presentBroadcastForMember(broadcast, tiers.get(broadcast.company.id)!, viewer),
  );
}
