import { SOCIAL_LINKS } from '../../shell/externalLinks.ts';

/** Videos about TBS and the meeting. */
export function VideosPage() {
  const channel = SOCIAL_LINKS.find((link) => link.label === 'YouTube');
  return (
    <article className="prose">
      <h1>Videos</h1>
      <p>Impressions of the European Broker Meeting and tutorials about TBS are on our video channel.</p>
      {channel && (
        <p>
          <a href={channel.href} target="_blank" rel="noopener noreferrer">
            Watch on our video channel
          </a>
        </p>
      )}
    </article>
  );
}
