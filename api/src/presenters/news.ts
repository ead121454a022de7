import { z } from 'zod';
import type { NewsEntity } from '../entities.ts';
import { dateTime } from './viewFields.ts';

/** A news item as the home teaser and lists show it. */
export const NewsItemSchema = z
  .strictObject({
    id: z.number().int(),
    catId: z.number().int(),
    catUrl: z.string(),
    title: z.string(),
    titleSlug: z.string(),
    by: z.string(),
    date: dateTime(),
    bodyHtml: z.string(),
    isPinned: z.boolean(),
  })
  .meta({ id: 'NewsItem' });
export type NewsItemView = z.infer<typeof NewsItemSchema>;

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
