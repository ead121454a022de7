import { createReadStream } from 'node:fs';
import { extname, join } from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import type { AppState } from '../context.ts';

const NOT_THE_WEB_APP = /^\/(api|dev)(\/|$)/;

/**
 * Serves the built web app: its files, and index.html for any other GET outside /api and /dev that asks for a
 * page (no file extension, or Accept: text/html), so the SPA's history-mode routes load on refresh.
 */
export function serveWebApp(root: string): Middleware<AppState> {
  const files = serve(root, { index: 'index.html' });
  const indexHtml = join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_THE_WEB_APP.test(ctx.path)) return next();
    let served = true;
    await files(ctx, async () => {
      served = false;
    });
    if (served) return;
    const wantsPage = !extname(ctx.path) || (ctx.get('Accept') ?? '').includes('text/html');
    if (!wantsPage) return next();
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = createReadStream(indexHtml);
  };
}
