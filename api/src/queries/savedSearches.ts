import type { EntityManager } from '@mikro-orm/postgresql';
import { toFlag } from '../presenters/viewFields.ts';
import type { SavedSearchView } from '../presenters/savedSearches.ts';

interface SavedSearchRow {
  id: number;
  query: string;
  list_id: number | null;
  list_name: string | null;
  side: 'WTB' | 'WTS' | null;
  company_id: number | null;
  company_name: string | null;
  is_digest: boolean;
  created_at: Date | string;
  last_hit_at: Date | string | null;
}

const SELECT = `
  select s.id, s.query, s.list_id, bl.name as list_name, s.side, s.company_id, co.name as company_name,
         s.is_digest, s.created_at, s.last_hit_at
    from saved_search s
    left join broadcast_list bl on bl.id = s.list_id
    left join company co on co.id = s.company_id`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A saved search under the spec's names, both where it lists two (q/search, createdDT/created, ...). */
function present(row: SavedSearchRow): SavedSearchView {
  const created = iso(row.created_at);
  const lastHit = row.last_hit_at === null ? null : iso(row.last_hit_at);
  return {
    id: row.id,
    search: row.query,
    q: row.query,
    listType: row.list_id,
    broadcastListName: row.list_name,
    broadcastType: row.side,
    companyId: row.company_id,
    companyName: row.company_name,
    isDigest: toFlag(row.is_digest),
    doUpdateImmediately: toFlag(!row.is_digest),
    created,
    createdDT: created,
    lastHit,
    lastHitDT: lastHit,
  };
}

/** A contact's saved searches, newest first. */
export async function listSavedSearches(em: EntityManager, contactId: number): Promise<SavedSearchView[]> {
  const rows = await em.execute<SavedSearchRow[]>(
    `${SELECT} where s.contact_id = ? order by s.created_at desc, s.id desc`,
    [contactId],
  );
  return rows.map(present);
}

/** One of the contact's saved searches, or null (another contact's is not found either). */
export async function findSavedSearch(
  em: EntityManager,
  contactId: number,
  id: number,
): Promise<SavedSearchView | null> {
  const [row] = await em.execute<SavedSearchRow[]>(`${SELECT} where s.id = ? and s.contact_id = ?`, [
    id,
    contactId,
  ]);
  return row ? present(row) : null;
}
