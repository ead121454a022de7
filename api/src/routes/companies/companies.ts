import { Recommendation } from '@tbs/db';
import { businessToday } from '../../dates.ts';
import { DURING_ANY_BLOCK } from '../../policies/block.ts';
import { canModerateRecommendations } from '../../policies/company.ts';
import { presentInvoiceStatus } from '../../presenters/invoiceStatus.ts';
import { loadInvoiceStatusFacts } from '../../queries/invoiceStatus.ts';
import { okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { InvoiceStatusAnswer, UnapprovedRecsAnswer } from './schema.ts';

const tags = ['companies'];

/** The shell's company calls: blocking invoice status, pending recommendations. */
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
}
