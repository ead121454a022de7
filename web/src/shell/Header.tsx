import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../stores/session.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { MemberBar } from './MemberBar.tsx';
import { TopNav } from './TopNav.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Dark-blue top bar (logo, search, navigation, user menu) plus the member bar when signed in. */
export function Header() {
  const user = useCurrentUser();
  const { key } = useLocation();
  const [navExpanded, setNavExpanded] = useState(false);

  useEffect(() => setNavExpanded(false), [key]);

  return (
    <header className="site-header">
      <div className="top-bar">
        {/* Named by its visible text (TBS and the tagline), so speech users can say what they see. */}
        <Link to="/" className="brand" data-testid="brand-link">
          <span className="brand-name">TBS</span>
          <span className="brand-tagline">Circular IT trade since 1999</span>
        </Link>
        <HeaderSearch key={user ? 'member' : 'visitor'} signedIn={user !== null} />
        <button
          type="button"
          className="nav-toggle"
          aria-controls="top-nav"
          aria-expanded={navExpanded}
          onClick={() => setNavExpanded((expanded) => !expanded)}
        >
          Menu
        </button>
        <TopNav expanded={navExpanded} />
        {user && <UserMenu user={user} />}
      </div>
      {user && <MemberBar user={user} />}
    </header>
  );
}
