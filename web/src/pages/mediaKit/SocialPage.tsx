import { SOCIAL_LINKS } from '../../shell/externalLinks.ts';

/** TBS on social networks. */
export function SocialPage() {
  return (
    <article className="prose">
      <h1>Social</h1>
      <p>Follow TBS for news, fraud warnings and event updates.</p>
      <ul className="link-list">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
