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
    category: () => p.manyToOne(NewsCategory).index(),
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
  indexes: [{ name: 'news_date_idx', properties: ['date'] }],
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
