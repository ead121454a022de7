import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { clientKey } from '../../middlewares/rateLimit.ts';
import { answer, ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { idParam } from '../../validation/fields.ts';

const AdvertisementParams = z.object({ id: idParam() });
const AdvertisementAnswer = answer({
  redirectURL: z.string(),
  payload: z.strictObject({ redirectURL: z.string() }),
});

/** Tracked redirects behind /advertisement/{id}. */
export function advertisementRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/advertisements/:id',
    tags: ['advertisements'],
    summary: 'The address an advertisement redirects to; counts the redirect',
    description:
      'Answers `{status:200, redirectURL, payload:{redirectURL}}`; 404 for unknown or inactive ads. The redirect ' +
      'is counted once per visitor (member contact, else IP) and ad within 10 minutes and at most ' +
      'RATE_LIMIT_CLICKS a minute; one that is not counted is answered alike.',
    schemas: { params: AdvertisementParams },
    response: AdvertisementAnswer,
    handler: async (ctx) => {
      const { id } = ctx.input.params;
      const visitor = clientKey(ctx).join();
      const counted = await ctx.services.limits.clicks.shouldCount(`advertisement:${id}`, visitor);
      const [row] = await ctx.state.em.execute<{ redirect_url: string }[]>(
        counted
          ? 'update advertisement set num_redirects = num_redirects + 1 where id = ? and is_active returning redirect_url'
          : 'select redirect_url from advertisement where id = ? and is_active',
        [id],
      );
      if (!row) throw NotFoundError('Advertisement not found');
      return ok({ redirectURL: row.redirect_url, payload: { redirectURL: row.redirect_url } });
    },
  });
}
