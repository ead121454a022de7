import type { EntityManager } from '@mikro-orm/postgresql';
import {
  companyPageMeta,
  matchPageMeta,
  newsCategoryPageMeta,
  newsPostPageMeta,
  normalisePartNumber,
  notFoundPageMeta,
  partStatsPageMeta,
  type PageMetaEntry,
} from '@tbs/rules';
import type { ServerHead } from './serverHead.ts';

type Query = Record<string, string | string[] | undefined>;

/** An id as a route carries it: digits only, within PostgreSQL's integer; else null. */
function integerIdOf(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const encode = encodeURIComponent;

/** The link of a news post (web/src/router/paths.ts newsDetailPath). */
export function newsPostPath(post: { catUrl: string; titleSlug: string; id: number }): string {
  return `/news/${encode(post.catUrl)}/${encode(post.titleSlug)}?id=${post.id}`;
}

const notFoundHead = (canonicalPath: string): ServerHead => ({
  ...notFoundPageMeta,
  canonicalPath,
  ogType: 'website',
  status: 404,
});

function routeHead(entry: PageMetaEntry, canonicalPath: string): ServerHead {
  const { title, description, keywords, noindex } = entry;
  return { title, description, keywords, noindex, canonicalPath, ogType: 'website', status: 200 };
}

interface NewsPostRow {
  id: number;
  title: string;
  title_slug: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  body_html: string;
  date: Date;
  cat_url: string;
}

async function newsPostHead(
  em: EntityManager,
  entry: PageMetaEntry,
  query: Query,
): Promise<ServerHead | null> {
  const id = integerIdOf(query.id);
  if (id === null) return null;
  // left(): a description needs the start of the body only, however long the post. A post dated in the future
  // is not published yet (queries/news.ts).
  const [post] = await em.execute<NewsPostRow[]>(
    `select n.id, n.title, n.title_slug, n.meta_title, n.meta_description, n.meta_keywords, n.date, c.cat_url,
            left(n.body_html, 4000) as body_html
       from news n join news_category c on c.id = n.category_id
      where n.id = ? and n.date <= now()`,
    [id],
  );
  if (!post) return null;
  const meta = newsPostPageMeta({
    title: post.title,
    metaTitle: post.meta_title,
    metaDescription: post.meta_description,
    metaKeywords: post.meta_keywords,
    bodyHtml: post.body_html,
  });
  return {
    ...meta,
    keywords: meta.keywords || entry.keywords,
    noindex: false,
    canonicalPath: newsPostPath({ catUrl: post.cat_url, titleSlug: post.title_slug, id: post.id }),
    ogType: 'article',
    status: 200,
    publishedAt: new Date(post.date),
  };
}

async function newsCategoryHead(
  em: EntityManager,
  entry: PageMetaEntry,
  categoryName: string,
  requestPath: string,
): Promise<ServerHead | null> {
  // A numeric segment is a post id the web app redirects to the post (spec part 1 §2): not a page to index.
  if (/^\d+$/.test(categoryName)) return { ...routeHead(entry, requestPath), noindex: true };
  const [category] = await em.execute<{ cat_url: string; cat_description: string }[]>(
    'select cat_url, cat_description from news_category where cat_url = ?',
    [categoryName],
  );
  if (!category) return null;
  return {
    ...routeHead(entry, `/news/${encode(category.cat_url)}`),
    ...newsCategoryPageMeta({ catDescription: category.cat_description }),
  };
}

interface CompanyRow {
  id: number;
  name: string;
  country_name: string;
  description: string | null;
  recommendations: number;
}

/**
 * Only what a visitor sees of a company (presenters/company.ts presentCompanyForVisitor and the directory's
 * visitor row): name, country, profile and how many recommendations; never a phone, address, contact or
 * anything else a member-only field holds.
 */
async function companyHead(
  em: EntityManager,
  entry: PageMetaEntry,
  idParam: string,
): Promise<ServerHead | null> {
  const id = integerIdOf(idParam);
  if (id === null) return null;
  const [company] = await em.execute<CompanyRow[]>(
    `select c.id, c.name, k.name as country_name, left(c.description, 2000) as description,
            (select count(*)::int from recommendation r where r.company_id = c.id and r.approved_at is not null)
              as recommendations
       from company c join country k on k.code = c.country_code
      where c.id = ? and c.is_active`,
    [id],
  );
  if (!company) return null;
  return {
    ...routeHead(entry, `/companies/${company.id}`),
    ...companyPageMeta({
      name: company.name,
      countryName: company.country_name,
      profile: company.description,
      recommendationsCount: company.recommendations,
    }),
  };
}

interface PartNumberRow {
  part_number: string;
  manufacturer: string;
  description: string;
  traders: number;
  quantity: string;
}

/** A part number's statistics page: the part as a visitor sees it (no company), and how many offer it. */
async function partStatsHead(
  em: EntityManager,
  entry: PageMetaEntry,
  partNumber: string,
): Promise<ServerHead | null> {
  const partNumberNorm = normalisePartNumber(partNumber);
  if (!partNumberNorm || partNumberNorm.length > 80) return null;
  // The statistics route's first line (cheapest first) names the part; both read inventory_part_pn_norm_idx.
  const [part] = await em.execute<PartNumberRow[]>(
    `select f.part_number, f.manufacturer, f.description, s.traders, s.quantity
       from (select count(distinct company_id)::int as traders, sum(quantity) as quantity
               from inventory_part where part_number_norm = ?) s,
            lateral (select part_number, manufacturer, description from inventory_part
                      where part_number_norm = ? order by price, id limit 1) f`,
    [partNumberNorm, partNumberNorm],
  );
  if (!part) return null;
  return {
    ...routeHead(entry, `/parts/stats/${partNumberNorm}`),
    ...partStatsPageMeta({
      partNumber: part.part_number,
      manufacturer: part.manufacturer,
      description: part.description,
      traders: part.traders,
      totalQuantity: Number(part.quantity),
    }),
  };
}

/**
 * The head of a page of the web app: the route table's (no query), or for a news post, news category,
 * company or part statistics page the one found with one indexed query; a 404 head when the path or the
 * thing it names does not exist. Without a database (`em` null: it failed) pages keep the route table's head.
 */
export async function headForPage(
  em: EntityManager | null,
  pathname: string,
  query: Query,
): Promise<ServerHead> {
  const requestPath = pathname === '/index.html' ? '/' : pathname;
  const matched = matchPageMeta(requestPath);
  if (!matched) return notFoundHead(requestPath);
  const { entry, params } = matched;
  const dataHead = em ? await headFromData(em, entry, params, query, requestPath) : undefined;
  if (dataHead === null) return notFoundHead(requestPath);
  if (dataHead) return dataHead;
  // Static pages name their own path (case and trailing slash as the table has them); pages with parameters
  // keep the request's path.
  const isStatic = !/[:*]/.test(entry.path);
  return routeHead(entry, entry.canonicalPath ?? (isStatic ? entry.path : requestPath));
}

/** The head of a page made from its data; null when that does not exist, undefined for a page without data. */
async function headFromData(
  em: EntityManager,
  entry: PageMetaEntry,
  params: Record<string, string>,
  query: Query,
  requestPath: string,
): Promise<ServerHead | null | undefined> {
  switch (entry.path) {
    case '/news/:category/:slug':
      return newsPostHead(em, entry, query);
    case '/news/:categoryName':
      return newsCategoryHead(em, entry, params.categoryName!, requestPath);
    case '/companies/:id':
      return companyHead(em, entry, params.id!);
    case '/parts/stats/:partNumber':
      return partStatsHead(em, entry, params.partNumber!);
    default:
      return undefined;
  }
}
