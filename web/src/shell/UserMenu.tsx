import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '../api/types.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { useSignOutEverywhere } from '../auth/useSignOutEverywhere.ts';
import { useMenuDismiss } from '../components/menus/useMenuDismiss.ts';

const userMenuLinks = [
  { to: '/profile', label: 'Your Profile' },
  { to: '/2fa', label: '2-Factor Authentication' },
  { to: '/favorites', label: 'Your Favorites' },
  { to: '/invoices', label: 'Billing History' },
  { to: '/help', label: 'Help' },
] as const;

/** Closes the menu on a press outside it, on Escape (useMenuDismiss) and on navigation. */
function useDismissableMenu(open: boolean, close: () => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  useEffect(() => close(), [key, close]);
  useMenuDismiss(open, containerRef, close);
  return containerRef;
}

/** Dropdown with the member's own pages, Sign out and Sign out everywhere (every device). */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const containerRef = useDismissableMenu(open, close);
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();

  return (
    <div className="user-menu" ref={containerRef} data-testid="user-menu">
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="user-menu-list"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        data-testid="user-menu-button"
      >
        {/* The visible initial starts the accessible name ("M, account menu for Mia"). */}
        <span className="user-menu-avatar">{user.name.slice(0, 1).toUpperCase()}</span>
        <span className="visually-hidden">, account menu for {user.name}</span>
        <span className="user-menu-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <ul id="user-menu-list" className="user-menu-list" data-testid="user-menu-list">
          {/* Staff only (the server refuses everyone else); here rather than in the top bar, which is full. */}
          {user.isStaff && (
            <li>
              <Link to="/analytics" data-testid="nav-analytics">
                Analytics
              </Link>
            </li>
          )}
          {userMenuLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <button type="button" className="user-menu-sign-out" onClick={() => void signOut()}>
              Sign out
            </button>
          </li>
          <li>
            <button
              type="button"
              className="user-menu-sign-out"
              onClick={() => void signOutEverywhere()}
              data-testid="sign-out-everywhere"
            >
              Sign out everywhere
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
