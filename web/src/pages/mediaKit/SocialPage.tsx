import { ExternalLinkList } from '../../components/ExternalLinkList.tsx';
import { SOCIAL_LINKS } from '../../shell/externalLinks.ts';

/** TBS on social networks. */
export function SocialPage() {
  return (
    <article className="prose">
      <h1>Social</h1>
      <p>Follow TBS for news, fraud warnings and event updates.</p>
      <ExternalLinkList links={SOCIAL_LINKS} />
    </article>
  );
}
