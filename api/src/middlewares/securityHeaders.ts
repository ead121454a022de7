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

/** The Content-Security-Policy header value, as nginx must send it too. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

/** One year; sent only over TLS (a browser ignores it over plain http anyway, and it must not pin http hosts). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, set before anything else runs so errors and 404s carry them too: the CSP
 * above, nosniff, frame-ancestors 'none' with X-Frame-Options DENY for older browsers, Referrer-Policy
 * strict-origin-when-cross-origin, and HSTS when the request came over TLS (ctx.secure: the socket, or a
 * named proxy's X-Forwarded-Proto, see clientAddress.ts).
 */
export function securityHeaders(): Middleware<AppState> {
  const helmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return async (ctx, next) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await helmetHeaders(ctx, next);
  };
}
