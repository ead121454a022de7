import { basename, extname, resolve, sep } from 'node:path';
import type { Middleware, ParameterizedContext } from 'koa';
import { send } from '@koa/send';
import type { AppContextExtras, AppState } from '../context.ts';
import type { PageRenderer } from '../seo/pageRenderer.ts';

/** @koa/send's options (its package does not export the type by name). */
type SendOptions = NonNullable<Parameters<typeof send>[2]>;

const NOT_THE_WEB_APP = /^\/(api|dev)(\/|$)/;

/** Vite names everything it writes under assets/ by content hash, so a file there never changes. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: its files (never above `root`), and index.html for any other GET outside /api and
 * /dev that asks for a page (no file extension, or Accept: text/html), so the SPA's history-mode routes load on
 * refresh. index.html is always revalidated; hashed assets are cached for good. Pages (index.html included)
 * come from `renderPage`, which writes each page's head on the server (api/src/seo/).
 */
export function serveWebApp(root: string, renderPage: PageRenderer): Middleware<AppState, AppContextExtras> {
  const assetsFolder = resolve(root, 'assets') + sep;
  const files: SendOptions = {
    root,
    index: 'index.html',
    setHeaders: (res, path) => {
      // @koa/send picks the file's .br or .gz sibling (written by the build) by the request's Accept-Encoding.
      res.setHeader('Vary', 'Accept-Encoding');
      if (path.startsWith(assetsFolder)) res.setHeader('Cache-Control', HASHED_ASSET_CACHE);
      else if (basename(path) === 'index.html') res.setHeader('Cache-Control', 'no-cache');
    },
  };
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_THE_WEB_APP.test(ctx.path)) return next();
    const isIndex = ctx.path === '/' || ctx.path === '/index.html';
    if (!isIndex && (await sendIfFound(ctx, ctx.path, files))) return;
    const wantsPage = isIndex || !extname(ctx.path) || (ctx.get('Accept') ?? '').includes('text/html');
    if (!wantsPage || !(await renderPage(ctx))) return next();
  };
}

/**
 * Sends the file when it exists under the root; false when it does not (or is hidden). Paths that climb above
 * the root or do not decode still throw @koa/send's 403/400.
 */
async function sendIfFound(ctx: ParameterizedContext, path: string, options: SendOptions): Promise<boolean> {
  try {
    return (await send(ctx, path, options)) !== undefined;
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return false;
    throw error;
  }
}
