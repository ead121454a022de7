import { defineEntity, p } from '@mikro-orm/core';

export const NewsCategory = defineEntity({
  name: 'NewsCategory',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    catUrl: p.string().length(60).unique(),
    catDescription: p.string().length(100),
    sortOrder: p.smallint(),
  },
});

export const News = defineEntity({
  name: 'News',
  properties: {
    id: p.integer().primary(),
    category: () => p.manyToOne(NewsCategory),
    title: p.string().length(200),
    titleSlug: p.string().length(220),
    author: p.string().length(100),
    date: p.datetime(),
    bodyHtml: p.text(),
    isPinned: p.boolean().default(false),
    metaTitle: p.string().length(200).nullable(),
    metaDescription: p.string().length(300).nullable(),
    metaKeywords: p.string().length(300).nullable(),
  },
  indexes: [
    { name: 'news_date_idx', properties: ['date'] },
    // Migration NewsSearch: the list order (pinned first, newest) overall and per category, and the search.
    {
      name: 'news_list_idx',
      expression: 'create index news_list_idx on news (is_pinned desc, date desc, id desc)',
    },
    {
      name: 'news_category_list_idx',
      expression:
        'create index news_category_list_idx on news (category_id, is_pinned desc, date desc, id desc)',
    },
    {
      name: 'news_search_idx',
      expression:
        'create index news_search_idx on news using gin (news_search_text(title, body_html) gin_trgm_ops)',
    },
  ],
});

/** Registered attendees of the yearly broker meeting, shown in the footer ticker. */
export const EventAttendee = defineEntity({
  name: 'EventAttendee',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    companyName: p.string().length(150),
    registeredAt: p.datetime().defaultRaw('now()'),
  },
});
