import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignedIn } from '../context.ts';
import { ConflictError, InvalidRequestError, NotFoundError } from '../errors.ts';

/** Favourites a contact may keep: every trading partner, not a copy of the directory (the From Favorites filters send them along). */
export const MAX_FAVORITES = 1000;

/** The server's words; the web shows the spec's snackbars (part 1 section 8). */
export const FAVORITE_MESSAGES = {
  added: 'This Company was saved in your Favorites',
  removed: 'This Company was removed from your Favorites',
  companyNotFound: 'Company not found.',
  ownCompany: 'You cannot add your own company to your favorites.',
  tooMany: `You can keep at most ${MAX_FAVORITES} favorites. Remove one to add another.`,
} as const;

/**
 * Marks a company as the signed-in contact's favourite (on) or not (off); both are idempotent. Adding needs
 * an active company other than the contact's own and stays under MAX_FAVORITES (the contact's row is locked
 * for the count); removing always works, also for a company deactivated since.
 */
export async function setFavorite(
  em: EntityManager,
  { auth, companyId, on }: { auth: SignedIn; companyId: number; on: boolean },
): Promise<void> {
  const contactId = auth.contact.id;
  if (!on) {
    await em.execute('delete from favorite where contact_id = ? and company_id = ?', [contactId, companyId]);
    return;
  }
  if (companyId === auth.company.id) throw InvalidRequestError(FAVORITE_MESSAGES.ownCompany, 'own_company');
  await em.transactional(async (tx) => {
    await tx.execute('select id from contact where id = ? for update', [contactId]);
    const [state] = await tx.execute<{ active: boolean | null; already: boolean; count: number }[]>(
      `select (select is_active from company where id = ?) as active,
              exists (select 1 from favorite where contact_id = ? and company_id = ?) as already,
              (select count(*)::int from favorite where contact_id = ?) as count`,
      [companyId, contactId, companyId, contactId],
    );
    if (!state?.active) throw NotFoundError(FAVORITE_MESSAGES.companyNotFound);
    if (state.already) return;
    if (state.count >= MAX_FAVORITES) throw ConflictError(FAVORITE_MESSAGES.tooMany);
    await tx.execute('insert into favorite (contact_id, company_id) values (?, ?) on conflict do nothing', [
      contactId,
      companyId,
    ]);
  });
}
