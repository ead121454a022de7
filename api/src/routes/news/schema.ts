import { z } from 'zod';
import {
  NewsCategorySchema,
  NewsItemSchema,
  NewsLinkSchema,
  NewsListItemSchema,
  NewsPostSchema,
} from '../../presenters/news.ts';
import { payloadAnswer } from '../../respond.ts';
import { idParam, optionalIdField, optionalText, queryInt } from '../../validation/fields.ts';

export const LatestNewsAnswer = payloadAnswer(z.array(NewsItemSchema));
export const UnreadNewsAnswer = payloadAnswer(z.strictObject({ count: z.number().int() }));

/** The news search payload of the spec: query, catId, page. */
export const NewsListQuery = z.object({
  query: optionalText(200),
  catId: optionalIdField(),
  page: queryInt(1, 1, 100_000),
});
export type NewsListReq = z.infer<typeof NewsListQuery>;

export const NewsListAnswer = payloadAnswer(
  z.strictObject({
    results: z.array(NewsListItemSchema),
    count: z.number().int().describe('Number of posts matching (all pages)'),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);

export const NewsIdParams = z.object({ id: idParam() });
export const NewsPostAnswer = payloadAnswer(NewsPostSchema);
export const NewsLinksAnswer = payloadAnswer(z.array(NewsLinkSchema));
export const NewsCategoriesAnswer = payloadAnswer(z.array(NewsCategorySchema));

export const NewsFeedQuery = z.object({ catId: optionalIdField() });
export const NewsFeedAnswer = z.string().describe('RSS 2.0 XML (application/rss+xml)');
