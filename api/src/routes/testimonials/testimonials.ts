import { Testimonial } from '@tbs/db';
import { z } from 'zod';
import { presentTestimonial, TestimonialSchema } from '../../presenters/misc.ts';
import { okPayload, payloadAnswer } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';

/** Testimonials of members about TBS. */
export function testimonialRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/testimonials/tbs',
    tags: ['testimonials'],
    summary: 'Testimonials about TBS, newest first',
    response: payloadAnswer(z.array(TestimonialSchema)),
    handler: async (ctx) => {
      const testimonials = await ctx.state.em.find(
        Testimonial,
        {},
        { orderBy: { date: 'desc', id: 'desc' } },
      );
      return okPayload(testimonials.map(presentTestimonial));
    },
  });
}
