import { z } from 'zod';
import { newsPostPageMeta } from '@tbs/rules';
import { newsExcerpt, sanitizeNewsHtml } from '../news/newsHtml.ts';
import type { NewsCategoryRow, NewsRow } from '../queries/news.ts';
import { dateTime } from './viewFields.ts';

const postFields = {
  id: z.number().int(),
  catId: z.number().int(),
  catUrl: z.string(),
  title: z.string(),
  titleSlug: z.string(),
  by: z.string(),
  date: dateTime(),
  isPinned: z.boolean(),
};

/** A news item as the home teaser shows it: the whole body, sanitised. */
export const NewsItemSchema = z
  .strictObject({ ...postFields, bodyHtml: z.string().describe('The body, sanitised HTML') })
  .meta({ id: 'NewsItem' });
export type NewsItemView = z.infer<typeof NewsItemSchema>;

/** A post in the news lists: its excerpt (body) and whether there is more to read. */
export const NewsListItemSchema = z
  .strictObject({
    ...postFields,
    body: z.string().describe('The start of the body (sanitised HTML), cut after about 400 characters'),
    doReadMore: z.boolean().describe('True when body is cut: the list shows Read More'),
  })
  .meta({ id: 'NewsListItem' });
export type NewsListItemView = z.infer<typeof NewsListItemSchema>;

/** A post on its own page, with its category's name and the meta rules applied. */
export const NewsPostSchema = z
  .strictObject({
    ...postFields,
    catDescription: z.string(),
    bodyHtml: z.string().describe('The body, sanitised HTML'),
    metaTitle: z.string().describe('Page title: the meta title, else the first 55 characters of the title'),
    metaDescription: z.string().describe('At most 150 characters: cut to 147 plus "..." when longer'),
    metaKeywords: z.string().describe('The keywords longer than 3 characters, comma-separated'),
  })
  .meta({ id: 'NewsPost' });
export type NewsPostView = z.infer<typeof NewsPostSchema>;

/** A link to a post (the sidebar's Latest Posts). */
export const NewsLinkSchema = z
  .strictObject({
    id: z.number().int(),
    catUrl: z.string(),
    title: z.string(),
    titleSlug: z.string(),
    date: dateTime(),
  })
  .meta({ id: 'NewsLink' });
export type NewsLinkView = z.infer<typeof NewsLinkSchema>;

export const NewsCategorySchema = z
  .strictObject({ id: z.number().int(), catUrl: z.string(), catDescription: z.string() })
  .meta({ id: 'NewsCategory' });
export type NewsCategoryView = z.infer<typeof NewsCategorySchema>;

const isoDate = (date: Date | string) => new Date(date).toISOString();

function presentPostFields(row: NewsRow) {
  return {
    id: row.id,
    catId: row.catId,
    catUrl: row.catUrl,
    title: row.title,
    titleSlug: row.titleSlug,
    by: row.author,
    date: isoDate(row.date),
    isPinned: row.isPinned,
  };
}

/** A post for the home teaser. */
export function presentNewsItem(row: NewsRow): NewsItemView {
  return { ...presentPostFields(row), bodyHtml: sanitizeNewsHtml(row.bodyHtml) };
}

/** A post for the lists: the excerpt and doReadMore. */
export function presentNewsListItem(row: NewsRow): NewsListItemView {
  return { ...presentPostFields(row), ...newsExcerpt(row.bodyHtml) };
}

/** A post for its own page, its meta as the server-rendered head has it (rules/newsMeta.ts). */
export function presentNewsPost(row: NewsRow): NewsPostView {
  const bodyHtml = sanitizeNewsHtml(row.bodyHtml);
  const meta = newsPostPageMeta({ ...row, bodyHtml });
  return {
    ...presentPostFields(row),
    catDescription: row.catDescription,
    bodyHtml,
    metaTitle: meta.title,
    metaDescription: meta.description,
    metaKeywords: meta.keywords,
  };
}

export function presentNewsLink(row: NewsRow): NewsLinkView {
  return {
    id: row.id,
    catUrl: row.catUrl,
    title: row.title,
    titleSlug: row.titleSlug,
    date: isoDate(row.date),
  };
}

export function presentNewsCategory(row: NewsCategoryRow): NewsCategoryView {
  return { id: row.id, catUrl: row.catUrl, catDescription: row.catDescription };
}
