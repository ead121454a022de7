import { Invoice, Recommendation } from '@tbs/db';
import { loadCompanyProfile } from '../../commands/companyProfile.ts';
import type { Services } from '../../context.ts';
import { businessToday } from '../../dates.ts';
import { NotFoundError } from '../../errors.ts';
import { requireUser } from '../../middlewares/authenticate.ts';
import { canModerateRecommendations, canSeeCompanyDetails } from '../../policies/company.ts';
import { presentCompanyForMember, presentCompanyForVisitor } from '../../presenters/company.ts';
import { presentInvoiceStatus } from '../../presenters/invoiceStatus.ts';
import { ok, okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { CompanyIdParams, InvoiceStatusAnswerSchema } from './schema.ts';

const tags = ['companies'];

/** The shell's company calls (blocking invoice status, pending recommendations) and the company body. */
export function companyRoutes(api: ApiRouter, _services: Services): void {
  api.route({
    method: 'get',
    path: '/api/companies/getLastInvoiceStatus',
    tags,
    summary: "Flags of the company's latest invoice and blocks for the shell's overlays",
    response: InvoiceStatusAnswerSchema,
    use: [requireUser],
    handler: async (ctx) => {
      const { contact, company } = ctx.state.auth!;
      const invoice = await ctx.state.em.findOne(
        Invoice,
        { company: company.id },
        { orderBy: { invoiceDate: 'desc', id: 'desc' } },
      );
      const status = presentInvoiceStatus(
        {
          invoice: invoice
            ? {
                account: invoice.account,
                dueDate: invoice.dueDate,
                paymentStatus: invoice.paymentStatus ?? null,
                forcePay: invoice.forcePay,
                link: invoice.link ?? null,
              }
            : null,
          contactName: contact.name,
          company: {
            freeTrialUntil: company.freeTrialUntil ?? null,
            memberSince: company.memberSince ?? null,
            customFullBlock: company.customFullBlock ?? null,
            modalMessage: company.modalMessage ?? null,
          },
        },
        businessToday(),
      );
      okPayload(ctx, status);
    },
  });

  api.route({
    method: 'get',
    path: '/api/companies/doUnapprovedRecsExist',
    tags,
    summary:
      "Whether the owner's company has recommendations waiting for approval (false for other contacts)",
    use: [requireUser],
    handler: async (ctx) => {
      const { company } = ctx.state.auth!;
      const exist =
        canModerateRecommendations(ctx.state.auth, company.id) &&
        (await ctx.state.em.count(Recommendation, { company: company.id, approvedAt: null })) > 0;
      okPayload(ctx, { exist });
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
    handler: async (ctx) => {
      const { em, auth } = ctx.state;
      const profile = await loadCompanyProfile(em, {
        companyId: ctx.input.params.id,
        readerContactId: auth?.contact.id,
      });
      if (!profile) throw NotFoundError('Company not found.');
      const { company, contacts } = canSeeCompanyDetails(auth)
        ? presentCompanyForMember(profile)
        : presentCompanyForVisitor(profile);
      ok(ctx, { company, contacts });
    },
  });
}
