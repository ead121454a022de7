import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { AppState } from '../context.ts';
import { ApiError, ValidationError } from '../errors.ts';

/** The deepest nesting of arrays and objects a JSON body may have: our bodies need 2, recursion needs more. */
export const MAX_JSON_DEPTH = 64;

export interface JsonBodyOptions {
  /** The largest body in bytes, counted after decompression (so a small gzip bomb is cut off too). */
  limit: number;
  /** Smaller limits by exact path (anonymous writes store a few KB at most). */
  limitsByPath?: Readonly<Record<string, number>>;
}

/** The part of the request that is wrong, named like a field of the spec's `errors` list. */
const bodyError = (msg: string) => ValidationError([{ param: 'body', msg }]);

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** True when arrays and objects in the JSON text nest deeper than `maxDepth` (strings are skipped). */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/** The error of the parser (co-body, raw-body, zlib) as the client may see it: never a 500 for a bad body. */
function parseFailure(error: unknown, limit: number, encoding: string): unknown {
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (type === 'entity.too.large') {
    return new ApiError('body_too_large', 413, `The request body must be at most ${kilobytes(limit)}`, {
      errors: [{ param: 'body', msg: `The request body must be at most ${kilobytes(limit)}` }],
    });
  }
  if (status === 415 && type !== 'encoding.unsupported') {
    const msg = 'The Content-Encoding of the request body is not supported (use gzip, deflate or br)';
    return new ApiError('unsupported_encoding', 415, msg, { errors: [{ param: 'body', msg }] });
  }
  if (error instanceof SyntaxError) return bodyError('Invalid JSON in the request body');
  // zlib's errors carry no HTTP status: a body that says it is compressed and is not.
  if (status === undefined && encoding !== 'identity')
    return bodyError('The request body could not be decoded');
  return error;
}

/**
 * Parses JSON bodies with @koa/bodyparser under a size limit (per path where smaller), and answers a 400
 * naming `body` for what the parser or later code cannot take: broken gzip, deflate or brotli, invalid JSON,
 * bytes that are not UTF-8, and nesting deeper than MAX_JSON_DEPTH (JSON.stringify and other recursive code would overflow the stack).
 */
export function jsonBody({ limit, limitsByPath = {} }: JsonBodyOptions): Middleware<AppState> {
  // The router ignores case and a trailing slash, so the lookup does too.
  const pathKey = (path: string) => path.toLowerCase().replace(/(?<=.)\/+$/, '');
  const smallLimits = new Map(Object.entries(limitsByPath).map(([path, bytes]) => [pathKey(path), bytes]));
  const parsers = new Map<number, Middleware>();
  const parserFor = (bytes: number) => {
    let parser = parsers.get(bytes);
    if (!parser) {
      parser = bodyParser({ enableTypes: ['json'], jsonLimit: bytes }) as Middleware;
      parsers.set(bytes, parser);
    }
    return parser;
  };
  return async (ctx, next) => {
    const bytes = smallLimits.get(pathKey(ctx.path)) ?? limit;
    const encoding = (ctx.get('Content-Encoding') || 'identity').trim().toLowerCase();
    let parsed = false;
    try {
      await parserFor(bytes)(ctx, async () => {
        parsed = true;
      });
    } catch (error) {
      throw parseFailure(error, bytes, encoding);
    }
    if (!parsed) return;
    const raw: unknown = ctx.request.rawBody;
    // The parser turns bytes that are not UTF-8 into U+FFFD: refuse them rather than store the damage. A
    // replacement character a client really meant to send is refused too (the stricter reading).
    if (typeof raw === 'string' && raw.includes('\uFFFD'))
      throw bodyError('The request body is not valid UTF-8');
    if (typeof raw === 'string' && jsonNestsDeeperThan(raw, MAX_JSON_DEPTH)) {
      throw bodyError(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
    }
    await next();
  };
}
