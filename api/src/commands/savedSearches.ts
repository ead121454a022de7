import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_SAVED_SEARCH_TERMS, savedSearchAnchor, savedSearchTerms } from '@tbs/rules';
import { ConflictError, ValidationError } from '../errors.ts';
import { findSavedSearch } from '../queries/savedSearches.ts';
import type { SavedSearchView } from '../presenters/savedSearches.ts';

/** Saved searches a contact may keep: enough for every part a trader follows, not a way to mirror the feed. */
export const MAX_SAVED_SEARCHES = 100;

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'Saved search not found.',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Remove one to save another.`,
  nothingToSave: 'Enter words or a part number to search for, or choose a company, then save the search.',
  tooManyTerms: `A saved search can hold at most ${MAX_SAVED_SEARCH_TERMS} words and part numbers.`,
  companyNotFound: 'Company not found.',
  conflict: (first: string, second: string) =>
    `${first} and ${second} name the same field with different values: send one of them`,
} as const;

/** A saved search as validated (POST /api/broadcasts/savedSearches): each field under one name. */
export interface NewSavedSearch {
  query: string;
  /** The broadcast list id; none for every list. */
  listType: number | undefined;
  /** WTB or WTS; none for both. */
  type: 'WTB' | 'WTS' | undefined;
  companyId: number | undefined;
  /** Daily digest instead of an alert per broadcast. */
  isDigest: boolean;
}

/** A text[] from a JSON list parameter (a JS array parameter would be spread into a list of values). */
const TERMS_PARAM =
  'array(select t.v from jsonb_array_elements_text(?::jsonb) with ordinality as t(v, n) order by t.n)';

/**
 * Saves the current broadcast search of a contact with its matching terms (what the worker's matcher tests
 * new broadcasts against). The contact's row is locked for the count, so parallel saves cannot pass the
 * limit; the same search saved again answers the one already there.
 */
export async function createSavedSearch(
  em: EntityManager,
  contactId: number,
  input: NewSavedSearch,
): Promise<{ savedSearch: SavedSearchView; alreadySaved: boolean }> {
  const terms = savedSearchTerms(input.query);
  if (terms.length > MAX_SAVED_SEARCH_TERMS) {
    throw ValidationError([{ param: 'query', msg: SAVED_SEARCH_MESSAGES.tooManyTerms }]);
  }
  // A search with nothing to match would alert on every broadcast of a list: not a saved search.
  if (!terms.length && input.companyId === undefined) {
    throw ValidationError([{ param: 'query', msg: SAVED_SEARCH_MESSAGES.nothingToSave }]);
  }
  const listId = input.listType ?? null;
  const side = input.type ?? null;
  const companyId = input.companyId ?? null;
  const id = await em.transactional(async (tx) => {
    await tx.execute('select id from contact where id = ? for update', [contactId]);
    if (
      listId !== null &&
      !(await tx.execute('select 1 from broadcast_list where id = ?', [listId])).length
    ) {
      throw ValidationError([{ param: 'listType', msg: 'This field must be one of the broadcast lists' }]);
    }
    if (companyId !== null && !(await tx.execute('select 1 from company where id = ?', [companyId])).length) {
      throw ValidationError([{ param: 'companyId', msg: SAVED_SEARCH_MESSAGES.companyNotFound }]);
    }
    const termsJson = JSON.stringify(terms);
    const [same] = await tx.execute<{ id: number }[]>(
      `select id from saved_search
        where contact_id = ? and terms = ${TERMS_PARAM} and side is not distinct from ?
          and list_id is not distinct from ?::smallint and company_id is not distinct from ?::int`,
      [contactId, termsJson, side, listId, companyId],
    );
    if (same) return { id: same.id, alreadySaved: true };
    const [{ count }] = (await tx.execute<{ count: number }[]>(
      'select count(*)::int as count from saved_search where contact_id = ?',
      [contactId],
    )) as [{ count: number }];
    if (count >= MAX_SAVED_SEARCHES) throw ConflictError(SAVED_SEARCH_MESSAGES.tooMany);
    const [row] = await tx.execute<{ id: number }[]>(
      `insert into saved_search (contact_id, query, terms, anchor, list_id, side, company_id, is_digest)
       values (?, ?, ${TERMS_PARAM}, ?, ?, ?, ?, ?) returning id`,
      [contactId, input.query, termsJson, savedSearchAnchor(terms), listId, side, companyId, input.isDigest],
    );
    return { id: row!.id, alreadySaved: false };
  });
  return { savedSearch: (await findSavedSearch(em, contactId, id.id))!, alreadySaved: id.alreadySaved };
}

/** Switches one of the contact's saved searches between immediate alerts and the daily digest. */
export async function setSavedSearchDelivery(
  em: EntityManager,
  contactId: number,
  id: number,
  isDigest: boolean,
): Promise<SavedSearchView | null> {
  const updated = await em.execute<{ id: number }[]>(
    'update saved_search set is_digest = ? where id = ? and contact_id = ? returning id',
    [isDigest, id, contactId],
  );
  return updated.length ? findSavedSearch(em, contactId, id) : null;
}

/** Removes one of the contact's saved searches (with its hits); false when it is not theirs or gone. */
export async function removeSavedSearch(em: EntityManager, contactId: number, id: number): Promise<boolean> {
  const removed = await em.execute<{ id: number }[]>(
    'delete from saved_search where id = ? and contact_id = ? returning id',
    [id, contactId],
  );
  return removed.length > 0;
}
