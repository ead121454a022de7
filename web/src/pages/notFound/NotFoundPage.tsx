import { Link } from 'react-router';
import { FRAUD_WARNINGS_PATH } from '../../router/paths.ts';

const helpfulLinks = [
  { to: '/contact', label: 'Contact us' },
  { to: '/broadcasts', label: 'Broadcasts' },
  { to: '/parts', label: 'Parts' },
  { to: '/companies', label: 'Companies' },
  { to: FRAUD_WARNINGS_PATH, label: 'Fraud warnings' },
  { to: '/news', label: 'News' },
  { to: '/', label: 'Home' },
] as const;

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <section className="page not-found" data-testid="not-found">
      <h1>Page not found</h1>
      <p className="page-lead">Oops! The content you are looking for is not available or no longer exists.</p>
      <p>Maybe one of these pages helps:</p>
      <ul className="link-list">
        {helpfulLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
