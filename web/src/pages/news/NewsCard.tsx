import { Link } from 'react-router';
import { formatLongDate } from '../../format/dates.ts';
import type { NewsListItem } from '../../queries/news.ts';
import { newsDetailPath } from '../../router/paths.ts';
import { newsCategoryPath } from './newsPaths.ts';
import { NewsBody } from './NewsBody.tsx';
import { NewsShareButtons } from './NewsShareButtons.tsx';

/** 'Posted by {author}' and the long-form date of a post. */
export function NewsByline({ by, date }: { by: string; date: string }) {
  return (
    <p className="news-byline muted">
      Posted by <span className="news-author">{by}</span> on{' '}
      <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}

/** A pin before the title of a pinned post (drawn here: an emoji font is not on every machine). */
export function PinIcon() {
  return (
    <svg className="news-pin" viewBox="0 0 24 24" width="20" height="20" role="img" aria-label="Pinned">
      <title>Pinned</title>
      <path
        fill="currentColor"
        d="M16 9V4h1a1 1 0 0 0 0-2H7a1 1 0 0 0 0 2h1v5c0 1.66-1.34 3-3 3v2h5.97v7l1 1 1-1v-7H19v-2c-1.66 0-3-1.34-3-3z"
      />
    </svg>
  );
}

/**
 * A post in the news list: title (pinned ones with a pin), byline, the body's HTML (sanitised by the server),
 * Read More when the body was cut, More Related News to its category and the share links.
 */
export function NewsCard({ post, large = false }: { post: NewsListItem; large?: boolean }) {
  const path = newsDetailPath(post);
  const Heading = large ? 'h2' : 'h3';
  return (
    <article className={large ? 'news-card news-card--large' : 'news-card'} data-testid="news-card">
      <Heading className="news-card-title">
        {post.isPinned && <PinIcon />}
        <Link to={path}>{post.title}</Link>
      </Heading>
      <NewsByline by={post.by} date={post.date} />
      <NewsBody html={post.body} />
      <p className="news-card-links">
        {post.doReadMore && (
          <Link to={path} className="news-read-more" aria-label={`Read More: ${post.title}`}>
            Read More
          </Link>
        )}
        <Link to={newsCategoryPath(post)} className="news-related" data-testid="news-related">
          More Related News
        </Link>
      </p>
      <NewsShareButtons post={post} />
    </article>
  );
}
