import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getLastNewsForHome, isSuccess } from '../../api/client.ts';
import type { NewsItem } from '../../api/types.ts';
import { NewsTeaserCard } from './NewsTeaserCard.tsx';

/** Latest-news teaser of the home page. */
export function LatestNews() {
  const [newsItems, setNewsItems] = useState<NewsItem[]>([]);

  useEffect(() => {
    void getLastNewsForHome().then((body) => {
      if (isSuccess(body) && body.payload) setNewsItems(body.payload);
    });
  }, []);

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
