import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { indexableStaticPaths } from '@tbs/rules';
import { newsPostPath } from './pageHeads.ts';
import { absoluteUrl } from './serverHead.ts';

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Rows read per statement while a child sitemap streams: its memory stays small whatever the page size. */
const STREAM_BATCH = 5_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
}

interface KeyedUrl extends SitemapUrl {
  key: string;
}

/**
 * One kind of paged child sitemap. A page is named by its first key (`/sitemaps/parts-875490B21.xml`), so it
 * reads from that key by index whatever changed since the sitemap index was made: rows added meanwhile move
 * the page's end a little, and the next index names the new boundaries.
 */
interface PagedSource {
  /** What a first key in a URL looks like. */
  keyPattern: RegExp;
  /** The first key of every page of `pageSize` URLs, in key order: one pass over the key's index. */
  pageStarts(em: EntityManager, pageSize: number): Promise<string[]>;
  /** Up to `limit` URLs from `from` in key order (including it when `inclusive`). */
  batch(em: EntityManager, from: string, inclusive: boolean, limit: number): Promise<KeyedUrl[]>;
}

const startsOfPages = (keyedRows: string) =>
  `select key from (select key, row_number() over (order by key) as position from (${keyedRows}) k) numbered
    where (position - 1) % ? = 0 order by key`;

const idPattern = /^\d{1,10}$/;

export const PAGED_SOURCES = {
  news: {
    keyPattern: idPattern,
    async pageStarts(em, pageSize) {
      const rows = await em.execute<{ key: number }[]>(
        startsOfPages('select id as key from news where date <= now()'),
        [pageSize],
      );
      return rows.map((row) => String(row.key));
    },
    async batch(em, from, inclusive, limit) {
      const rows = await em.execute<{ id: number; title_slug: string; date: Date; cat_url: string }[]>(
        `select n.id, n.title_slug, n.date, c.cat_url from news n join news_category c on c.id = n.category_id
          where n.id ${inclusive ? '>=' : '>'} ? and n.date <= now() order by n.id limit ?`,
        [Number(from), limit],
      );
      return rows.map((row) => ({
        key: String(row.id),
        loc: newsPostPath({ catUrl: row.cat_url, titleSlug: row.title_slug, id: row.id }),
        lastmod: row.date,
      }));
    },
  },
  companies: {
    keyPattern: idPattern,
    async pageStarts(em, pageSize) {
      const rows = await em.execute<{ key: number }[]>(
        startsOfPages('select id as key from company where is_active'),
        [pageSize],
      );
      return rows.map((row) => String(row.key));
    },
    async batch(em, from, inclusive, limit) {
      const rows = await em.execute<{ id: number; updated_at: Date }[]>(
        `select id, updated_at from company where is_active and id ${inclusive ? '>=' : '>'} ? order by id limit ?`,
        [Number(from), limit],
      );
      return rows.map((row) => ({
        key: String(row.id),
        loc: `/companies/${row.id}`,
        lastmod: row.updated_at,
      }));
    },
  },
  // A part statistics page per distinct part number (millions): both statements read inventory_part_pn_norm_idx.
  parts: {
    keyPattern: /^[A-Z0-9]{1,80}$/,
    async pageStarts(em, pageSize) {
      const rows = await em.execute<{ key: string }[]>(
        startsOfPages('select distinct part_number_norm as key from inventory_part'),
        [pageSize],
      );
      return rows.map((row) => row.key);
    },
    async batch(em, from, inclusive, limit) {
      const rows = await em.execute<{ key: string; lastmod: Date }[]>(
        `select part_number_norm as key, max(updated_at) as lastmod from inventory_part
          where part_number_norm ${inclusive ? '>=' : '>'} ?
          group by part_number_norm order by part_number_norm limit ?`,
        [from, limit],
      );
      return rows.map((row) => ({ key: row.key, loc: `/parts/stats/${row.key}`, lastmod: row.lastmod }));
    },
  },
} satisfies Record<string, PagedSource>;

export type PagedSitemapKind = keyof typeof PAGED_SOURCES;

/** The path of a child sitemap. */
export const childSitemapPath = (kind: 'static' | PagedSitemapKind, firstKey?: string): string =>
  firstKey === undefined ? `/sitemaps/${kind}.xml` : `/sitemaps/${kind}-${firstKey}.xml`;

/** The sitemap index (/sitemap.xml): the static pages' sitemap and every page of each paged kind. */
export async function sitemapIndexXml(
  em: EntityManager,
  publicUrl: string,
  pageSize: number,
): Promise<string> {
  const paths = [childSitemapPath('static')];
  for (const [kind, source] of Object.entries(PAGED_SOURCES) as [PagedSitemapKind, PagedSource][]) {
    for (const firstKey of await source.pageStarts(em, pageSize))
      paths.push(childSitemapPath(kind, firstKey));
  }
  const entries = paths.map(
    (path) => `  <sitemap><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc></sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

function urlElement(publicUrl: string, url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${new Date(url.lastmod).toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeXml(absoluteUrl(publicUrl, url.loc))}</loc>${lastmod}</url>\n`;
}

/** The static pages' sitemap: the public pages of the route table and the news categories' lists. */
export async function staticSitemapXml(em: EntityManager, publicUrl: string): Promise<string> {
  const categories = await em.execute<{ cat_url: string }[]>(
    'select cat_url from news_category order by sort_order, id',
  );
  const paths = [
    ...indexableStaticPaths(),
    ...categories.map((category) => `/news/${encodeURIComponent(category.cat_url)}`),
  ];
  const urls = paths.map((loc) => urlElement(publicUrl, { loc }));
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.join('')}</urlset>\n`;
}

/**
 * One page of a paged sitemap as a stream: up to `pageSize` URLs from `firstKey`, read in batches by key,
 * so neither the process nor the database holds the page at once.
 */
export function pagedSitemapStream(
  em: EntityManager,
  publicUrl: string,
  kind: PagedSitemapKind,
  firstKey: string,
  pageSize: number,
): Readable {
  const source: PagedSource = PAGED_SOURCES[kind];
  async function* chunks(): AsyncGenerator<string> {
    yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
    let remaining = pageSize;
    let from = firstKey;
    let inclusive = true;
    while (remaining > 0) {
      const rows = await source.batch(em, from, inclusive, Math.min(STREAM_BATCH, remaining));
      if (rows.length) yield rows.map((row) => urlElement(publicUrl, row)).join('');
      if (rows.length < Math.min(STREAM_BATCH, remaining)) break;
      remaining -= rows.length;
      from = rows.at(-1)!.key;
      inclusive = false;
    }
    yield '</urlset>\n';
  }
  return Readable.from(chunks());
}
