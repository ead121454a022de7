import { useState } from 'react';
import { isSuccess, rateLimitMessage } from '../../../api/apiError.ts';
import { isOn, type CompanyProfile } from '../../../api/types.ts';
import { useCurrentUser } from '../../../stores/session.ts';
import { notifyError, notifySuccess } from '../../../stores/snackbars.ts';
import { FAVORITE_TEXTS, refreshAfterFavoriteChange, setCompanyAsFavorite } from './favoritesApi.ts';
import './favorites.css';

/**
 * The Favorite toggle of the company body (members, another company). Whether the company is a favourite
 * comes from the stored user's favCompanies, which each toggle's X-Updated-User keeps current, else from the
 * company body's misc[0].isFavorite.
 */
export function FavoriteToggle({ company }: { company: CompanyProfile }) {
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!user || user.companyId === company.id) return null;
  const isFavorite = user.favCompanies
    ? user.favCompanies.includes(company.id)
    : isOn(company.misc?.[0]?.isFavorite);

  const toggle = async () => {
    setBusy(true);
    const body = await setCompanyAsFavorite(company.id, user.id, !isFavorite);
    setBusy(false);
    if (isSuccess(body)) {
      notifySuccess(isFavorite ? FAVORITE_TEXTS.removed : FAVORITE_TEXTS.added);
      refreshAfterFavoriteChange(company.id);
      return;
    }
    const reason = rateLimitMessage(body) ?? body.msg;
    notifyError(
      FAVORITE_TEXTS.failedTitle,
      [isFavorite ? FAVORITE_TEXTS.notRemoved : FAVORITE_TEXTS.notAdded, reason].filter(Boolean).join(' '),
    );
  };

  return (
    <button
      type="button"
      className={isFavorite ? 'button favorite-toggle favorite-toggle--on' : 'button favorite-toggle'}
      aria-pressed={isFavorite}
      disabled={busy}
      onClick={() => void toggle()}
      title={isFavorite ? 'Remove from your Favorites' : 'Add to your Favorites'}
      data-testid="favorite-toggle"
    >
      <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span> Favorite
    </button>
  );
}
