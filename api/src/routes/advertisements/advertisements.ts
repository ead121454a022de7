import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { clientKey } from '../../middlewares/rateLimit.ts';
import { answer, ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { idParam } from '../../validation/fields.ts';
import { isExcludedFromTracking } from '../events/excludedFromTracking.ts';

const AdvertisementParams = z.object({ id: idParam() });
const AdvertisementAnswer = answer({
  redirectURL: z.string(),
  payload: z.strictObject({ redirectURL: z.string() }),
});

/** Only web addresses are handed out: the web app sends the browser there (never a javascript: URL). */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+/i;

/** Tracked redirects behind /advertisement/{id}. */
export function advertisementRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/advertisements/:id',
    tags: ['advertisements'],
    summary: 'The address an advertisement redirects to; counts the redirect',
    description:
      'Answers `{status:200, redirectURL, payload:{redirectURL}}`; 404 for an id that is not digits only, ' +
      'unknown, inactive or whose address is not an http(s) address (the web app then goes home). The ' +
      'redirect is counted once per visitor (member contact, else IP) and ad within 10 minutes and at most ' +
      'RATE_LIMIT_CLICKS a minute; one that is not counted is answered alike.',
    schemas: { params: AdvertisementParams },
    response: AdvertisementAnswer,
    handler: async (ctx) => {
      const { id } = ctx.input.params;
      const { em } = ctx.state;
      const [row] = await em.execute<{ redirect_url: string }[]>(
        'select redirect_url from advertisement where id = ? and is_active',
        [id],
      );
      if (!row || !WEB_ADDRESS.test(row.redirect_url)) throw NotFoundError('Advertisement not found');
      if (
        !isExcludedFromTracking(ctx) &&
        (await ctx.services.limits.clicks.shouldCount(`advertisement:${id}`, clientKey(ctx).join()))
      ) {
        await em.execute('update advertisement set num_redirects = num_redirects + 1 where id = ?', [id]);
      }
      return ok({ redirectURL: row.redirect_url, payload: { redirectURL: row.redirect_url } });
    },
  });
}
