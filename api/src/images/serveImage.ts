import type { Middleware } from 'koa';
import type { StoredImageRow } from '../commands/pictures.ts';
import type { AppContextExtras, AppState, RouteContext } from '../context.ts';

/** Answers 304 to a conditional GET whose ETag still matches (the browser keeps its copy). */
export const conditionalGet: Middleware<AppState, AppContextExtras> = async (ctx, next) => {
  await next();
  if (ctx.status === 200 && ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
};

/**
 * The bytes of a stored image with its own type, never sniffed, shown inline under a fixed name. An address
 * carrying the current version is immutable (a new upload gets a new address); any other is revalidated.
 * Members' images are cached by the browser only (`private`), public ones (staff photos) by shared caches too.
 */
export function sendImage(
  ctx: RouteContext,
  requestedVersion: number | undefined,
  image: StoredImageRow,
  fileName: string,
  audience: 'members' | 'public' = 'members',
): Buffer {
  const current = requestedVersion === image.id;
  const scope = audience === 'public' ? 'public' : 'private';
  ctx.set('Cache-Control', current ? `${scope}, max-age=31536000, immutable` : `${scope}, no-cache`);
  ctx.set('ETag', `"image-${image.id}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
  ctx.set(
    'Content-Disposition',
    `inline; filename="${fileName}.${image.mimeType === 'image/png' ? 'png' : 'jpg'}"`,
  );
  ctx.lastModified = image.createdAt;
  ctx.type = image.mimeType;
  return image.content;
}
