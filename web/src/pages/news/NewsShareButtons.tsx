import { isOn } from '../../api/types.ts';
import { useSettings } from '../../queries/settings.ts';
import { newsDetailPath } from '../../router/paths.ts';
import { broadcastShareLinks } from '../../format/shareLinks.ts';

/**
 * Share links to Facebook, LinkedIn and X (the post's address carries its id), only while the news-sharing
 * setting is on. Plain links: no script of the networks is loaded.
 */
export function NewsShareButtons({
  post,
}: {
  post: { id: number; catUrl: string; titleSlug: string; title: string };
}) {
  const settings = useSettings();
  if (!isOn(settings?.enableNewsShareButtons)) return null;
  const pageUrl = `${window.location.origin}${newsDetailPath(post)}`;
  return (
    <p className="news-share" data-testid="news-share">
      <span className="muted">Share:</span>
      {broadcastShareLinks(pageUrl, post.title).map((link) => (
        <a
          key={link.network}
          className="news-share-link"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${link.network}`}
        >
          {link.network}
        </a>
      ))}
    </p>
  );
}
