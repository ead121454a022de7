import { UsageEvent } from '@tbs/db';
import type { Services } from '../../context.ts';
import { ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { EventSchema, FeatureEventSchema } from './schema.ts';

const tags = ['events'];

/** Usage tracking: named events and feature checks (e.g. whether the chat widget loaded). */
export function eventRoutes(api: ApiRouter, _services: Services): void {
  api.route({
    method: 'post',
    path: '/api/events',
    tags,
    summary: 'Track a usage event',
    schemas: { body: EventSchema },
    handler: async (ctx) => {
      const { em, auth } = ctx.state;
      em.create(UsageEvent, {
        name: ctx.input.body.name,
        props: ctx.input.body.props ?? null,
        contact: auth?.contact ?? null,
      });
      await em.flush();
      ok(ctx);
    },
  });

  api.route({
    method: 'post',
    path: '/api/events/feature',
    tags,
    summary: 'Track the outcome of a feature check',
    schemas: { body: FeatureEventSchema },
    handler: async (ctx) => {
      const { em, auth } = ctx.state;
      const { featureId, status, key, errorMessage } = ctx.input.body;
      em.create(UsageEvent, {
        name: 'feature',
        props: { featureId, status, key, ...(errorMessage ? { errorMessage } : {}) },
        contact: auth?.contact ?? null,
      });
      await em.flush();
      ok(ctx);
    },
  });
}
