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
    /** Title and body text without tags, lower case (migration NewsSearchText): what the news search reads. */
    searchText: p.text().generated('(news_search_text(title, body_html)) stored').nullable().lazy(),
  },
  indexes: [
    { name: 'news_date_idx', properties: ['date'] },
    // Migrations NewsSearch, NewsSearchText: list order (pinned first, newest), per category too; the search.
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
      expression: 'create index news_search_idx on news using gin (search_text gin_trgm_ops)',
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
