import { useHelpVideos } from '../../queries/content.ts';
import { SOCIAL_LINKS } from '../../shell/externalLinks.ts';
import { VideoPoster } from '../../components/content/VideoPoster.tsx';

/** Videos about TBS: the tutorials (posters drawn here, played on the channel) and the video channel. */
export function VideosPage() {
  const channel = SOCIAL_LINKS.find((link) => link.label === 'YouTube');
  const { data: videos = [] } = useHelpVideos();
  return (
    <article className="prose">
      <h1>Videos</h1>
      <p>Impressions of the European Broker Meeting and tutorials about TBS are on our video channel.</p>
      <div className="video-grid">
        {videos.map((video) => (
          <VideoPoster key={video.id} video={video} />
        ))}
      </div>
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
