import { Testimonial } from '@tbs/db';
import type { Services } from '../../context.ts';
import { presentTestimonial } from '../../presenters/misc.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

/** Testimonials of members about TBS. */
export function testimonialRoutes(api: ApiRouter, _services: Services): void {
  api.route({
    method: 'get',
    path: '/api/testimonials/tbs',
    tags: ['testimonials'],
    summary: 'Testimonials about TBS, newest first',
    handler: async (ctx) => {
      const testimonials = await ctx.state.em.find(
        Testimonial,
        {},
        { orderBy: { date: 'desc', id: 'desc' } },
      );
      okPayload(ctx, testimonials.map(presentTestimonial));
    },
  });
}
