import type { NewsEntity } from '../entities.ts';

/** A news item as the home teaser and lists show it. */
export interface NewsItemView {
  id: number;
  catId: number;
  catUrl: string;
  title: string;
  titleSlug: string;
  by: string;
  /** ISO date-time. */
  date: string;
  bodyHtml: string;
  isPinned: boolean;
}

/** Presents a news item; its category must be loaded. */
export function presentNewsItem(news: NewsEntity): NewsItemView {
  return {
    id: news.id,
    catId: news.category.id,
    catUrl: news.category.catUrl,
    title: news.title,
    titleSlug: news.titleSlug,
    by: news.author,
    date: news.date.toISOString(),
    bodyHtml: news.bodyHtml,
    isPinned: news.isPinned,
  };
}
