import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick } from '../../router/paths.ts';

/** The in-app path of a link in a post ('/companies/7'), or null for other sites and protocol-relative links. */
function inAppPath(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

/**
 * A post's body: HTML the server has sanitised (api/src/news/newsHtml.ts), so no script can run from it. A
 * plain click on a link to one of our pages (a member's company) stays in the app instead of a new tab.
 */
export function NewsBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInAppLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const path = anchor && inAppPath(anchor);
    if (!path || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    // The links inside are real anchors (keyboard and middle clicks work); this only routes plain clicks.
    <div className="news-body" onClick={followInAppLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
