import type { Middleware } from 'koa';
import { sharedInRedis } from '../cache/sharedInRedis.ts';
import type { AppContextExtras, AppState } from '../context.ts';
import { robotsTxt } from './robots.ts';
import {
  PAGED_SOURCES,
  pagedSitemapStream,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  staticSitemapXml,
  type PagedSitemapKind,
} from './sitemaps.ts';

export interface SeoFileOptions {
  /** URLs per child sitemap; at most (and by default) the protocol's 50,000. Tests use a few. */
  sitemapPageSize: number;
  /**
   * How long the api processes share one sitemap index through Redis: its page boundaries take a pass over
   * each key's index (about 6 s for 2 million part numbers, docs/benchmarks.md). 0 builds it on every request.
   */
  sitemapIndexTtlMs: number;
}

export const DEFAULT_SEO_FILE_OPTIONS: SeoFileOptions = {
  sitemapPageSize: SITEMAP_MAX_URLS,
  sitemapIndexTtlMs: 60 * 60_000,
};

const CHILD_SITEMAP = /^\/sitemaps\/(static|news|companies|parts)(?:-([A-Za-z0-9]{1,80}))?\.xml$/;

/** Crawlers may keep these for an hour; the sitemap index is the one that changes most. */
const FILE_CACHE = 'public, max-age=3600';

/**
 * /robots.txt, the sitemap index /sitemap.xml and its child sitemaps /sitemaps/*.xml. They are answered
 * before the web app's files, so a browser asking for them as text/html gets the XML, not the app.
 */
export function serveSeoFiles(options: Partial<SeoFileOptions> = {}): Middleware<AppState, AppContextExtras> {
  const settings = { ...DEFAULT_SEO_FILE_OPTIONS, ...options };
  const pageSize = Math.min(Math.max(1, settings.sitemapPageSize), SITEMAP_MAX_URLS);
  // One build at a time per process: crawlers asking together wait for the same one.
  let building: Promise<string> | undefined;

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const { publicUrl } = ctx.services;
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', FILE_CACHE);
      ctx.body = robotsTxt(publicUrl);
      return;
    }
    const em = () => ctx.services.orm.em.fork();
    if (ctx.path === '/sitemap.xml') {
      // Slow to build (millions of part numbers): shared by the api processes for its TTL.
      building ??= sharedInRedis(
        ctx.services.redis,
        sitemapIndexKey(ctx.services.settings.REDIS_PREFIX, publicUrl, pageSize),
        settings.sitemapIndexTtlMs,
        () => sitemapIndexXml(em(), publicUrl, pageSize),
      ).finally(() => (building = undefined));
      sendXml(ctx, await building);
      return;
    }
    const child = CHILD_SITEMAP.exec(ctx.path);
    if (!child) return next();
    const [, kind, firstKey] = child as unknown as [string, 'static' | PagedSitemapKind, string | undefined];
    if (kind === 'static') {
      if (firstKey !== undefined) return next();
      sendXml(ctx, await staticSitemapXml(em(), publicUrl));
      return;
    }
    if (firstKey === undefined || !PAGED_SOURCES[kind].keyPattern.test(firstKey)) return next();
    sendXml(ctx, pagedSitemapStream(em(), publicUrl, kind, firstKey, pageSize));
  };
}

function sendXml(ctx: Parameters<Middleware>[0], body: unknown): void {
  ctx.type = 'application/xml; charset=utf-8';
  ctx.set('Cache-Control', FILE_CACHE);
  ctx.body = body;
}

const sitemapIndexKey = (prefix: string, publicUrl: string, pageSize: number) =>
  `${prefix}:seo:sitemap-index:${pageSize}:${publicUrl}`;
