import { Link, useSearchParams } from 'react-router';
import { useFaq, useHelpVideos } from '../../queries/content.ts';
import { FaqAccordion } from './FaqAccordion.tsx';
import { VideoPoster } from '../../components/content/VideoPoster.tsx';

/** Tutorials (?id picks the main one) and the FAQ, both from the database. */
export function HelpPage() {
  const [searchParams] = useSearchParams();
  const videos = useHelpVideos();
  const faq = useFaq();
  const mainVideo = videos.data?.find((video) => String(video.id) === searchParams.get('id'));

  return (
    <article className="page" data-testid="help-page">
      <h1>Help</h1>
      {mainVideo && (
        <section className="main-video" data-testid="main-tutorial">
          <h2>{mainVideo.title}</h2>
          <VideoPoster video={mainVideo} large />
        </section>
      )}
      <section>
        <h2>Tutorial videos</h2>
        {videos.isPending && <p className="muted">Loading the tutorials...</p>}
        {videos.isError && (
          <p className="muted">The tutorials could not be loaded. Please try again later.</p>
        )}
        <div className="video-grid" data-testid="tutorial-videos">
          {videos.data?.map((video) => (
            <VideoPoster key={video.id} video={video} />
          ))}
        </div>
      </section>
      <section>
        <h2>Frequently asked questions</h2>
        {faq.isPending && <p className="muted">Loading the questions...</p>}
        {faq.isError && <p className="muted">The questions could not be loaded. Please try again later.</p>}
        {faq.data && <FaqAccordion entries={faq.data} />}
      </section>
      <p>
        Still stuck? <Link to="/contact">Contact us</Link> or read more <Link to="/about">about TBS</Link>.
      </p>
    </article>
  );
}
