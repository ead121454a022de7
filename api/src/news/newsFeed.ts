import { plainTextOfHtml, PRODUCT_NAME } from '@tbs/rules';
import { rssChannel } from '../presenters/rssChannel.ts';
import type { NewsCategoryRow, NewsRow } from '../queries/news.ts';
import { NEWS_EXCERPT_LENGTH, sanitizeNewsHtml } from './newsHtml.ts';

/** Posts per feed. */
export const NEWS_FEED_LENGTH = 20;

/** The web app's address of a post: /news/{catUrl}/{titleSlug}?id={id} (route newsDetail). */
export function newsPostUrl(publicUrl: string, row: Pick<NewsRow, 'id' | 'catUrl' | 'titleSlug'>): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/news/${encodeURIComponent(row.catUrl)}/${encodeURIComponent(row.titleSlug)}?id=${row.id}`;
}

function excerptText(bodyHtml: string): string {
  const text = plainTextOfHtml(bodyHtml);
  return text.length > NEWS_EXCERPT_LENGTH ? `${text.slice(0, NEWS_EXCERPT_LENGTH).trimEnd()}...` : text;
}

/**
 * The newest posts of one category (or all) as an RSS 2.0 document with absolute links to the web app; the
 * items carry the sanitised body as content and its text as description.
 */
export function newsFeed(
  rows: NewsRow[],
  options: { publicUrl: string; selfUrl: string; category: NewsCategoryRow | null },
): string {
  const base = options.publicUrl.replace(/\/+$/, '');
  const { category } = options;
  const link = category ? `${base}/news/${encodeURIComponent(category.catUrl)}` : `${base}/news`;
  const feed = rssChannel({
    title: category ? `${PRODUCT_NAME} News: ${category.catDescription}` : `${PRODUCT_NAME} News`,
    description: 'News, fraud warnings and blog posts for the circular IT industry',
    link,
    selfUrl: options.selfUrl,
    updated: rows[0] ? new Date(rows[0].date) : undefined,
  });
  for (const row of rows) {
    const url = newsPostUrl(base, row);
    const bodyHtml = sanitizeNewsHtml(row.bodyHtml);
    feed.addItem({
      title: row.title,
      id: url,
      guid: url,
      link: url,
      date: new Date(row.date),
      description: excerptText(bodyHtml),
      content: bodyHtml,
      author: [{ name: row.author }],
      category: [{ name: row.catDescription }],
    });
  }
  return feed.rss2();
}
