import type { ParameterizedContext } from 'koa';
import type { AppContextExtras, AppState } from '../context.ts';
import { IndexTemplateCache, renderIndex } from './indexTemplate.ts';
import { headForPage } from './pageHeads.ts';
import {
  BuildManifestCache,
  renderPreloadTags,
  routeAssets,
  routeDataUrls,
  routePageModules,
} from './routeChunks.ts';
import { renderHeadTags, type ServerHead } from './serverHead.ts';

type PageContext = ParameterizedContext<AppState, AppContextExtras>;

/** Answers a page request with index.html and the page's head; false when the build has no index.html. */
export type PageRenderer = (ctx: PageContext) => Promise<boolean>;

/**
 * Server-rendered head for every page of the web app (spec part 1 §2: title, description, keywords,
 * canonical, robots), so search engines and link previews read the page's meta without running the app.
 * The canonical URL is built on PUBLIC_URL, never on the request's Host header. The head also preloads the
 * route's own page chunk (from the build's manifest; no other page's) and the first public API answers, so a
 * first load fetches them beside the entry instead of one round trip after it.
 */
export function createPageRenderer(root: string): PageRenderer {
  const templates = new IndexTemplateCache(root);
  const manifests = new BuildManifestCache(root);
  return async (ctx) => {
    const template = await templates.load();
    if (!template) return false;
    const head = await pageHead(ctx);
    const manifest = await manifests.load();
    const assets = manifest ? routeAssets(manifest, routePageModules(ctx.path)) : { scripts: [], styles: [] };
    const preloads = renderPreloadTags(assets, routeDataUrls(ctx.path));
    ctx.status = head.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    if (head.noindex) ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.body = renderIndex(template, `${renderHeadTags(head, ctx.services.publicUrl)}\n    ${preloads}`);
    return true;
  };
}

/** The page's head; with the database unreachable, the route table's (the app itself still loads). */
async function pageHead(ctx: PageContext): Promise<ServerHead> {
  const em = ctx.services.orm.em.fork();
  try {
    return await headForPage(em, ctx.path, ctx.query);
  } catch (error) {
    ctx.services.logger.warn({ err: error, path: ctx.path }, 'page head: lookup failed, route meta used');
    return headForPage(null, ctx.path, ctx.query);
  }
}
