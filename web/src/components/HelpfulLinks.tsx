import { Link } from 'react-router';
import { FRAUD_WARNINGS_PATH } from '../router/paths.ts';

const helpfulLinks = [
  { to: '/contact', label: 'Contact us' },
  { to: '/broadcasts', label: 'Broadcasts' },
  { to: '/parts', label: 'Parts' },
  { to: '/companies', label: 'Companies' },
  { to: FRAUD_WARNINGS_PATH, label: 'Fraud warnings' },
  { to: '/news', label: 'News' },
  { to: '/', label: 'Home' },
] as const;

/** The spec's links of a page that is not found: contact, broadcasts, parts, companies, fraud warnings, news, home. */
export function HelpfulLinks() {
  return (
    <ul className="link-list">
      {helpfulLinks.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The spec's text that the content is not available or no longer exists. */
export const NOT_AVAILABLE_TEXT =
  'Oops! The content you are looking for is not available or no longer exists.';
