import { NavLink } from 'react-router';
import type { User } from '../api/types.ts';
import { useUnreadNewsCount } from '../queries/news.ts';
import { openSignIn } from '../stores/modals.ts';
import { useCurrentUser } from '../stores/session.ts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link nav-link--active' : 'nav-link';

function VisitorNavLinks() {
  return (
    <>
      <NavLink className={navLinkClass} to="/testimonials">
        Testimonials
      </NavLink>
      <NavLink className={navLinkClass} to="/register">
        Free Trial
      </NavLink>
      <NavLink className={navLinkClass} to="/news">
        News
      </NavLink>
      <NavLink className={navLinkClass} to="/about">
        About
      </NavLink>
      <NavLink className={navLinkClass} to="/services">
        Services
      </NavLink>
      <button type="button" className="nav-link nav-sign-in" onClick={openSignIn} data-testid="nav-sign-in">
        Sign In
      </button>
    </>
  );
}

function NewsBadge() {
  const count = useUnreadNewsCount();
  if (count <= 0) return null;
  return (
    <span className="badge" data-testid="news-badge">
      {count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}

function MemberNavLinks({ user }: { user: User }) {
  const serviceOnly = user.isServiceOnly === 1;
  return (
    <>
      <NavLink className={navLinkClass} to="/broadcasts">
        Broadcasts
      </NavLink>
      <NavLink className={navLinkClass} to="/parts">
        Parts
      </NavLink>
      <NavLink className={navLinkClass} to="/companies">
        Companies
      </NavLink>
      {!serviceOnly && (
        <NavLink className={navLinkClass} to="/inventory">
          Inventory
        </NavLink>
      )}
      <NavLink className={navLinkClass} to="/services">
        Services
      </NavLink>
      {serviceOnly && (
        <NavLink className={navLinkClass} to="/contact">
          Contact us
        </NavLink>
      )}
      <NavLink className={navLinkClass} to="/news">
        News
        <NewsBadge />
      </NavLink>
    </>
  );
}

/** The top navigation for visitors or members. */
export function TopNav({ expanded }: { expanded: boolean }) {
  const user = useCurrentUser();
  return (
    <nav
      id="top-nav"
      className={expanded ? 'top-nav top-nav--expanded' : 'top-nav'}
      aria-label="Main"
      data-testid="top-nav"
    >
      {user ? <MemberNavLinks user={user} /> : <VisitorNavLinks />}
    </nav>
  );
}
