import { Recommendation } from '@tbs/db';
import { businessToday } from '../../dates.ts';
import { NotFoundError } from '../../errors.ts';
import { DURING_ANY_BLOCK } from '../../policies/block.ts';
import { canModerateRecommendations, canSeeCompanyDetails } from '../../policies/company.ts';
import { presentCompanyForMember, presentCompanyForVisitor } from '../../presenters/company.ts';
import { presentInvoiceStatus } from '../../presenters/invoiceStatus.ts';
import { loadCompanyProfile } from '../../queries/companyProfile.ts';
import { loadInvoiceStatusFacts } from '../../queries/invoiceStatus.ts';
import { ok, okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { CompanyBodyAnswer, CompanyIdParams, InvoiceStatusAnswer, UnapprovedRecsAnswer } from './schema.ts';

const tags = ['companies'];

/** The shell's company calls (blocking invoice status, pending recommendations) and the company body. */
export function companyRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/getLastInvoiceStatus',
    tags,
    summary: "Flags of the company's latest invoice and blocks for the shell's overlays",
    access: 'member',
    duringBlock: DURING_ANY_BLOCK,
    response: InvoiceStatusAnswer,
    handler: async (ctx) =>
      okPayload(presentInvoiceStatus(await loadInvoiceStatusFacts(ctx.state.em, ctx.auth), businessToday())),
  });

  api.route({
    method: 'get',
    path: '/api/companies/doUnapprovedRecsExist',
    tags,
    summary:
      "Whether the owner's company has recommendations waiting for approval (false for other contacts)",
    access: 'member',
    response: UnapprovedRecsAnswer,
    handler: async (ctx) => {
      const { company } = ctx.auth;
      const exist =
        canModerateRecommendations(ctx.auth, company.id) &&
        (await ctx.state.em.count(Recommendation, { company: company.id, approvedAt: null })) > 0;
      return okPayload({ exist });
    },
  });

  // Registered after the named GET paths above so that they are matched first.
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
