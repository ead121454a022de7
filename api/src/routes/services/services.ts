import { presentServices } from '../../presenters/services.ts';
import { loadServiceDirectory } from '../../queries/services.ts';
import { ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { ServicesAnswer } from './schema.ts';

/**
 * GET /api/services. Public: Services is in the visitors' top navigation (spec part 1 section 2) and the page
 * advertises the providers; a row names a company, its country and category only. Contacts come from the
 * company modal's GET /api/companies/{id}, which gives them to members alone.
 */
export function serviceRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/services',
    tags: ['services'],
    summary: 'Service companies per category (`payload`) and every service category (`categories`)',
    description:
      'Active companies listed under a service category, once per category, by category id then name; ' +
      'no contact details. Same answer for visitors and members.',
    response: ServicesAnswer,
    handler: async (ctx) => ok(presentServices(await loadServiceDirectory(ctx.state.em))),
  });
}
