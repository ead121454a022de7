import { constants } from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/**
 * Brotli or gzip for every compressible answer above 1 KB (JSON, pages, CSS, JS, SVG, XML), with
 * `Vary: Accept-Encoding`. The built web app's files come precompressed (web/vite.config.ts writes .br and
 * .gz beside them, @koa/send picks one), and this middleware leaves an answer that already has a
 * Content-Encoding alone. Brotli quality 4 on the fly: close to gzip -9 in size at a fraction of the CPU.
 * zstd is not offered: not every proxy or client in front of us knows it.
 */
export function compression(): Middleware {
  return compress({
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
    encodingPreference: ['br', 'gzip', 'identity'],
  });
}
