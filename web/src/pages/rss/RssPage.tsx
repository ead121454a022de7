import { useSearchParams } from 'react-router';
import { newsFeedUrl, useNewsCategories } from '../../queries/news.ts';
import '../../styles/news.css';

/**
 * The broadcast search fields a feed keeps from the address: a feed reader is a visitor, who may filter by list
 * and side only (a text or company search is for signed-in members, docs/api.md).
 */
const BROADCAST_FEED_FIELDS = ['listType', 'type'];

/** The broadcasts feed of the search in this page's address (all broadcasts without one). */
function broadcastFeedUrl(searchParams: URLSearchParams): string {
  const feed = new URLSearchParams({ contentType: 'rss' });
  for (const field of BROADCAST_FEED_FIELDS) {
    const value = searchParams.get(field);
    if (value) feed.set(field, value);
  }
  return `${window.location.origin}/api/broadcasts?${feed}`;
}

function FeedRow({ name, url, testId }: { name: string; url: string; testId?: string }) {
  return (
    <li data-testid={testId}>
      <a href={url}>{name}</a>
      <span className="rss-feed-url">{url}</span>
    </li>
  );
}

/** /rss: the RSS 2.0 feeds to follow in a feed reader: news (all and per category) and broadcasts. */
export function RssPage() {
  const [searchParams] = useSearchParams();
  const { data: categories = [] } = useNewsCategories();
  const filtered = BROADCAST_FEED_FIELDS.some((field) => searchParams.get(field));
  return (
    <section className="page" data-testid="rss-page">
      <h1>RSS feeds</h1>
      <p className="page-lead">
        Follow TBS in your feed reader: copy the address of a feed into the reader, or open it in the browser.
      </p>
      <section className="card">
        <h2>News</h2>
        <ul className="rss-feeds" data-testid="rss-news-feeds">
          <FeedRow name="All news" url={newsFeedUrl()} />
          {categories.map((category) => (
            <FeedRow key={category.id} name={category.catDescription} url={newsFeedUrl(category.id)} />
          ))}
        </ul>
      </section>
      <section className="card">
        <h2>Broadcasts</h2>
        <p className="muted">
          A feed lists the newest broadcasts of a list and side. Searching them by text or company is for
          signed-in members, on the Broadcasts page.
        </p>
        <ul className="rss-feeds">
          <FeedRow
            name={filtered ? 'Latest broadcasts of your list' : 'Latest broadcasts'}
            url={broadcastFeedUrl(searchParams)}
            testId="rss-broadcast-feed"
          />
        </ul>
      </section>
    </section>
  );
}
