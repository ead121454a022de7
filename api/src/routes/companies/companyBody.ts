import { NotFoundError } from '../../errors.ts';
import { canSeeCompanyDetails } from '../../policies/company.ts';
import { presentCompanyForMember, presentCompanyForVisitor } from '../../presenters/company.ts';
import { loadCompanyProfile } from '../../queries/companyProfile.ts';
import { ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { CompanyBodyAnswer, CompanyIdParams } from './schema.ts';

const tags = ['companies'];

/**
 * GET /api/companies/{id}. Registered after every other route (routes/index.ts): a named path such as
 * /api/companies/me or /api/companies/markers must be matched before this parameter swallows it.
 */
export function companyBodyRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/:id',
    tags,
    summary: 'A company body: `{ company, contacts }`',
    description:
      'Members get every detail and the contacts; visitors get name, country, tier, description and ' +
      "recommendations (recommender shown as 'TBS Member') and no contacts. 404 for unknown or inactive companies.",
    schemas: { params: CompanyIdParams },
    response: CompanyBodyAnswer,
    handler: async (ctx) => {
      const profile = await loadCompanyProfile(ctx.state.em, {
        companyId: ctx.input.params.id,
        readerContactId: ctx.auth?.contact.id,
      });
      if (!profile) throw NotFoundError('Company not found.');
      const body = canSeeCompanyDetails(ctx.auth)
        ? presentCompanyForMember(profile)
        : presentCompanyForVisitor(profile);
      return ok(body);
    },
  });
}
