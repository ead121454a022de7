import { Link } from 'react-router';
import type { NewsItem } from '../../api/types.ts';
import { formatLongDate } from '../../format/dates.ts';
import { newsDetailPath } from '../../router/paths.ts';
import { teaserPicture, teaserText } from './newsTeaser.ts';

function TeaserPictureView({ bodyHtml, title }: { bodyHtml: string; title: string }) {
  const picture = teaserPicture(bodyHtml);
  if (!picture) return null;
  if (picture.src) {
    return <img className="news-teaser-picture" src={picture.src} alt={title} loading="lazy" />;
  }
  return (
    <div className="news-teaser-picture news-teaser-picture--video" aria-hidden="true">
      ▶ Video
    </div>
  );
}

/** One news post as a teaser: picture, title, date, 350 characters of text, link to the post. */
export function NewsTeaserCard({ news }: { news: NewsItem }) {
  const path = newsDetailPath(news);
  return (
    <article className="news-teaser">
      <TeaserPictureView bodyHtml={news.bodyHtml} title={news.title} />
      <div>
        <h3>
          <Link to={path}>{news.title}</Link>
        </h3>
        <p className="muted">
          Posted by {news.by} on {formatLongDate(news.date)}
        </p>
        <p>{teaserText(news.bodyHtml)}</p>
        <Link to={path} aria-label={`Read more: ${news.title}`}>
          Read more
        </Link>
      </div>
    </article>
  );
}
