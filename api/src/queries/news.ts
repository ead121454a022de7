import type { ReadSql } from '@tbs/search';

/** Posts per page of /news: the first large, then four rows of two. */
export const NEWS_PAGE_SIZE = 9;

/** At most this many words of a search are matched (each must occur in the title or the body). */
const MAX_SEARCH_WORDS = 8;

/** A published post with its category, as the presenters read it. */
export interface NewsRow {
  id: number;
  catId: number;
  catUrl: string;
  catDescription: string;
  title: string;
  titleSlug: string;
  author: string;
  date: Date;
  bodyHtml: string;
  isPinned: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

/** A news category in the order of the news page. */
export interface NewsCategoryRow {
  id: number;
  catUrl: string;
  catDescription: string;
}

export interface NewsFilter {
  query?: string;
  catId?: number;
  page: number;
}

const NEWS_COLUMNS = `n.id, c.id as "catId", c.cat_url as "catUrl", c.cat_description as "catDescription",
  n.title, n.title_slug as "titleSlug", n.author, n.date, n.body_html as "bodyHtml", n.is_pinned as "isPinned",
  n.meta_title as "metaTitle", n.meta_description as "metaDescription", n.meta_keywords as "metaKeywords"`;

/** Scheduled posts (dated in the future) stay hidden until their date. */
const PUBLISHED = 'n.date <= now()';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The words of a search, lower-cased as news_search_text() stores the text. */
export function searchWords(query: string | undefined): string[] {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** The where clause and its parameters of a list: published, the category, every search word. */
function listCondition(filter: NewsFilter): { where: string; params: unknown[] } {
  const conditions = [PUBLISHED];
  const params: unknown[] = [];
  if (filter.catId !== undefined) {
    conditions.push('n.category_id = ?');
    params.push(filter.catId);
  }
  for (const word of searchWords(filter.query)) {
    // news_search_idx (trigram) finds any part of a word in the title or the text of the body.
    conditions.push(`n.search_text like ?`);
    params.push(`%${escapeLike(word)}%`);
  }
  return { where: conditions.join(' and '), params };
}

/**
 * One page of posts, pinned first, then newest, and the number of posts matching (the spec's count): two
 * index-backed statements.
 */
export async function findNewsPage(
  db: ReadSql,
  filter: NewsFilter,
): Promise<{ rows: NewsRow[]; count: number }> {
  const { where, params } = listCondition(filter);
  const [counted] = await db.execute<{ count: number }[]>(
    `select count(*)::int as count from news n where ${where}`,
    params,
  );
  const count = counted?.count ?? 0;
  const offset = (filter.page - 1) * NEWS_PAGE_SIZE;
  if (offset >= count) return { rows: [], count };
  const rows = await db.execute<NewsRow[]>(
    `select ${NEWS_COLUMNS}
       from news n join news_category c on c.id = n.category_id
      where ${where}
      order by n.is_pinned desc, n.date desc, n.id desc
      limit ? offset ?`,
    [...params, NEWS_PAGE_SIZE, offset],
  );
  return { rows, count };
}

/** The newest published posts (pinned or not), e.g. the sidebar's Latest Posts and the home teaser. */
export async function findLatestNews(db: ReadSql, limit: number, catId?: number): Promise<NewsRow[]> {
  return db.execute<NewsRow[]>(
    `select ${NEWS_COLUMNS}
       from news n join news_category c on c.id = n.category_id
      where ${PUBLISHED} ${catId === undefined ? '' : 'and n.category_id = ?'}
      order by n.date desc, n.id desc
      limit ?`,
    catId === undefined ? [limit] : [catId, limit],
  );
}

/** A published post, or null. */
export async function findNewsPost(db: ReadSql, id: number): Promise<NewsRow | null> {
  const [row] = await db.execute<NewsRow[]>(
    `select ${NEWS_COLUMNS}
       from news n join news_category c on c.id = n.category_id
      where n.id = ? and ${PUBLISHED}`,
    [id],
  );
  return row ?? null;
}

/** The news categories in the news page's order. */
export async function findNewsCategories(db: ReadSql): Promise<NewsCategoryRow[]> {
  return db.execute<NewsCategoryRow[]>(
    `select id, cat_url as "catUrl", cat_description as "catDescription"
       from news_category order by sort_order, id`,
  );
}
