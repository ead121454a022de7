import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { AppState } from '../context.ts';

/**
 * The Content-Security-Policy of every answer (the web app, the API, errors). Scripts only from our own
 * origin, never inline (Vite's build has no inline script; script-src-attr 'none' also stops onerror=...).
 * Styles allow 'unsafe-inline': the ALTCHA captcha widget injects a <style> element and staff-written HTML
 * may carry style attributes. worker-src blob: lets ALTCHA run its proof-of-work in web workers made from
 * blob: URLs. Images may come from anywhere over https (banners, logos, images in staff HTML) or data: URLs.
 * connect-src 'self' also covers the live socket at ws(s)://<this host>/api/live (CSP Level 3 lets 'self' match
 * ws: and wss: of the same host; Chromium does, as e2e/live.spec.ts shows).
 * web/nginx.conf sends the same policy for the files nginx serves itself (a test compares them).
 */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

type CspDirectives = Record<string, readonly string[]>;

const policyText = (directives: CspDirectives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/** The Content-Security-Policy header value, as nginx must send it too. */
export const CONTENT_SECURITY_POLICY = policyText(CSP_DIRECTIVES);

/** The origin of a map tile template (MAP_TILE_URL), e.g. 'http://tiles.internal:8080'. */
export const tileOrigin = (tileUrl: string): string => new URL(tileUrl.replace(/\{[xyz]\}/g, '0')).origin;

/**
 * The directives with the map tiles' origin allowed as an image source when MAP_TILE_URL is set (needed for an
 * http: tile server; https: images are allowed anyway); unset, exactly CSP_DIRECTIVES.
 */
function directivesFor(tileUrl: string | undefined): CspDirectives {
  if (!tileUrl) return CSP_DIRECTIVES;
  return { ...CSP_DIRECTIVES, 'img-src': [...CSP_DIRECTIVES['img-src'], tileOrigin(tileUrl)] };
}

/** The Content-Security-Policy header value for a tile template (CONTENT_SECURITY_POLICY without one). */
export const contentSecurityPolicy = (tileUrl: string | undefined): string =>
  policyText(directivesFor(tileUrl));

/** One year; sent only over TLS (a browser ignores it over plain http anyway, and it must not pin http hosts). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, set before anything else runs so errors and 404s carry them too: the CSP
 * above (with the map tiles' origin when MAP_TILE_URL, the tileUrl given, is set), nosniff, frame-ancestors 'none' with X-Frame-Options DENY for older browsers, Referrer-Policy
 * strict-origin-when-cross-origin, and HSTS when the request came over TLS (ctx.secure: the socket, or a
 * named proxy's X-Forwarded-Proto, see clientAddress.ts).
 */
export function securityHeaders(tileUrl: string | undefined): Middleware<AppState> {
  const helmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directivesFor(tileUrl) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return async (ctx, next) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await helmetHeaders(ctx, next);
  };
}
