import { Link, useSearchParams } from 'react-router';
import { FaqAccordion } from './FaqAccordion.tsx';
import { FAQ_ENTRIES, TUTORIAL_VIDEOS, type TutorialVideo } from './helpContent.ts';

function VideoLink({ video }: { video: TutorialVideo }) {
  return (
    <a className="card video-card" href={video.url} target="_blank" rel="noopener noreferrer">
      <span className="video-play" aria-hidden="true">
        ▶
      </span>
      {video.title}
    </a>
  );
}

/** Tutorials (?id picks the main one) and the FAQ. */
export function HelpPage() {
  const [searchParams] = useSearchParams();
  const mainVideo = TUTORIAL_VIDEOS.find((video) => String(video.id) === searchParams.get('id'));

  return (
    <article className="page" data-testid="help-page">
      <h1>Help</h1>
      {mainVideo && (
        <section className="main-video" data-testid="main-tutorial">
          <h2>{mainVideo.title}</h2>
          <VideoLink video={mainVideo} />
        </section>
      )}
      <section>
        <h2>Tutorial videos</h2>
        <div className="video-grid">
          {TUTORIAL_VIDEOS.map((video) => (
            <VideoLink key={video.id} video={video} />
          ))}
        </div>
      </section>
      <section>
        <h2>Frequently asked questions</h2>
        <FaqAccordion entries={FAQ_ENTRIES} />
      </section>
      <p>
        Still stuck? <Link to="/contact">Contact us</Link> or read more <Link to="/about">about TBS</Link>.
      </p>
    </article>
  );
}
