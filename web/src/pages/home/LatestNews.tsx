import { Link } from 'react-router';
import { useLatestNews } from '../../queries/news.ts';
import { NewsTeaserCard } from './NewsTeaserCard.tsx';

/** Latest-news teaser of the home page. */
export function LatestNews() {
  const newsItems = useLatestNews();

  return (
    <section className="card" data-testid="home-latest-news">
      <h2>Latest news</h2>
      {newsItems.length === 0 ? (
        <p className="muted">No news yet.</p>
      ) : (
        newsItems.map((news) => <NewsTeaserCard key={news.id} news={news} />)
      )}
      <Link to="/news">All news</Link>
    </section>
  );
}
