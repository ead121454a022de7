import { UsageEvent } from '@tbs/db';
import { clientKey, limitRequests } from '../../middlewares/rateLimit.ts';
import { EmptyAnswer, ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { isExcludedFromTracking } from './excludedFromTracking.ts';
import { EventSchema, FeatureEventSchema } from './schema.ts';

const tags = ['events'];

/** Anonymous writes: 429 past RATE_LIMIT_TRACKING a minute per member contact or visitor IP. */
const limitTracking = limitRequests('tracking', clientKey);

/** Usage tracking: named events and feature checks (e.g. whether the chat widget loaded). */
export function eventRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/events',
    tags,
    summary: 'Track a usage event (not stored for staff)',
    schemas: { body: EventSchema },
    response: EmptyAnswer,
    use: [limitTracking],
    handler: async (ctx) => {
      if (isExcludedFromTracking(ctx)) return ok({});
      const { em } = ctx.state;
      em.create(UsageEvent, {
        name: ctx.input.body.name,
        props: ctx.input.body.props ?? null,
        contact: ctx.auth?.contact ?? null,
      });
      await em.flush();
      return ok({});
    },
  });

  api.route({
    method: 'post',
    path: '/api/events/feature',
    tags,
    summary: 'Track the outcome of a feature check (not stored for staff)',
    schemas: { body: FeatureEventSchema },
    response: EmptyAnswer,
    use: [limitTracking],
    handler: async (ctx) => {
      if (isExcludedFromTracking(ctx)) return ok({});
      const { em } = ctx.state;
      const { featureId, status, key, errorMessage } = ctx.input.body;
      em.create(UsageEvent, {
        name: 'feature',
        props: { featureId, status, key, ...(errorMessage ? { errorMessage } : {}) },
        contact: ctx.auth?.contact ?? null,
      });
      await em.flush();
      return ok({});
    },
  });
}
