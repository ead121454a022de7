import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { newsFeedUrl, useLatestPosts, useNewsCategories } from '../../queries/news.ts';
import { newsDetailPath } from '../../router/paths.ts';
import { newsCategoryPath } from './newsPaths.ts';

interface NewsSidebarProps {
  /** The search shown in the box. */
  query: string;
  /** Runs the search (Enter or the Search button). */
  onSearch: (query: string) => void;
  /** The category shown, highlighted in the list. */
  activeCatId?: number;
}

function NewsSearchForm({ query, onSearch }: Pick<NewsSidebarProps, 'query' | 'onSearch'>) {
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // A new search in the address (back, a link) shows in the box.
  if (shownQuery !== query) {
    setShownQuery(query);
    setText(query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="news-search" role="search" onSubmit={submit}>
      <label htmlFor="news-search-input" className="visually-hidden">
        Search news
      </label>
      <input
        id="news-search-input"
        type="search"
        placeholder="Search news"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        data-testid="news-search-input"
      />
      <button type="submit" className="button" data-testid="news-search-button">
        Search
      </button>
    </form>
  );
}

/** The news sidebar: search, Latest Posts, the categories with their RSS feeds and the newsletter link. */
export function NewsSidebar({ query, onSearch, activeCatId }: NewsSidebarProps) {
  const latest = useLatestPosts();
  const { data: categories = [] } = useNewsCategories();
  return (
    <aside className="news-sidebar" data-testid="news-sidebar">
      <section className="card">
        <h2>Search</h2>
        <NewsSearchForm query={query} onSearch={onSearch} />
      </section>
      <section className="card" data-testid="news-latest-posts">
        <h2>Latest Posts</h2>
        <ul className="news-sidebar-list">
          {latest.map((post) => (
            <li key={post.id}>
              <Link to={newsDetailPath(post)}>{post.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" data-testid="news-categories">
        <h2>Categories</h2>
        <ul className="news-sidebar-list">
          {categories.map((category) => (
            <li key={category.id} className="news-category-row">
              <Link
                to={newsCategoryPath(category)}
                aria-current={category.id === activeCatId ? 'page' : undefined}
              >
                {category.catDescription}
              </Link>
              <a
                className="news-rss-link"
                href={newsFeedUrl(category.id)}
                aria-label={`RSS feed of ${category.catDescription}`}
              >
                RSS
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="card">
        <h2>Newsletter</h2>
        <p>Fraud warnings and news from the network in your inbox.</p>
        <Link className="button" to="/newsletter" data-testid="news-newsletter-link">
          Subscribe to our newsletter
        </Link>
      </section>
    </aside>
  );
}
