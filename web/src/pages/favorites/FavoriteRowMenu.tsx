import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { companyPath } from '../../router/paths.ts';
import type { FavoriteCompany } from '../../components/company/favorites/favoritesApi.ts';
import { useMenuDismiss } from '../../components/menus/useMenuDismiss.ts';

interface FavoriteRowMenuProps {
  favorite: FavoriteCompany;
  /** The From Favorites tab is not offered to service-only members: their link lists the company's broadcasts. */
  isServiceOnly: boolean;
  onRemove: (favorite: FavoriteCompany) => void;
}

/** The broadcasts of a favourite: that company, in the From Favorites tab (tab 3) where the member has it. */
export function favoriteBroadcastsPath(companyId: number, isServiceOnly: boolean): string {
  return `/broadcasts?companyId=${companyId}${isServiceOnly ? '' : '&tab=3'}`;
}

/** A favourite's menu: View Broadcasts, Go to Company Profile, Remove from Favorites (after a confirmation). */
export function FavoriteRowMenu({ favorite, isServiceOnly, onRemove }: FavoriteRowMenuProps) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useMenuDismiss(open, menuRef, () => setOpen(false));

  return (
    <div className="favorite-menu" ref={menuRef}>
      <button
        type="button"
        className="link-button favorite-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Actions for ${favorite.name}`}
        onClick={() => setOpen((current) => !current)}
        data-testid="favorite-menu"
      >
        ⋯
      </button>
      {open && (
        <ul className="favorite-menu-list" role="menu">
          <li role="none">
            <Link
              role="menuitem"
              to={favoriteBroadcastsPath(favorite.id, isServiceOnly)}
              data-testid="favorite-broadcasts"
            >
              View Broadcasts
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={companyPath(favorite.id)} data-testid="favorite-profile">
              Go to Company Profile
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                onRemove(favorite);
              }}
              data-testid="favorite-remove"
            >
              Remove from Favorites
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
