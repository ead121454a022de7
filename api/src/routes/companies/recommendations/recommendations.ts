import { enqueueMail } from '@tbs/contracts';
import {
  createRecommendation,
  moderateRecommendation,
  RECOMMENDATION_MESSAGES,
  type RecommendationAction,
} from '../../../commands/recommendations.ts';
import { AuthorizationError, NotFoundError, ValidationError } from '../../../errors.ts';
import { recommendationWaitingMail } from '../../../mail/recommendationMail.ts';
import { contactKey, countRequest } from '../../../middlewares/rateLimit.ts';
import { canModerateRecommendations } from '../../../policies/company.ts';
import { presentCompanyForMember } from '../../../presenters/company.ts';
import { loadCompanyProfile } from '../../../queries/companyProfile.ts';
import { ownerRecommendations } from '../../../queries/recommendations.ts';
import { ok, okPayload } from '../../../respond.ts';
import type { ApiRouter, HandlerContext } from '../../../router.ts';
import { CompanyIdParams } from '../schema.ts';
import {
  OwnerRecommendationsAnswer,
  RecommendationActionAnswer,
  RecommendationIdParams,
  RecommendCompanyAnswer,
  RecommendCompanySchema,
} from './schema.ts';

const tags = ['companies', 'recommendations'];

/** The owner's actions, by path segment, with the spec's success message (part 1 section 8). */
const ACTIONS: ReadonlyArray<{
  segment: string;
  action: RecommendationAction;
  msg: string;
  summary: string;
}> = [
  {
    segment: 'approveRec',
    action: 'approve',
    msg: RECOMMENDATION_MESSAGES.approved,
    summary: 'Approve a recommendation of your company: it becomes public',
  },
  {
    segment: 'declineRec',
    action: 'decline',
    msg: RECOMMENDATION_MESSAGES.declined,
    summary: 'Decline a recommendation of your company waiting for approval: it is removed',
  },
  {
    segment: 'deleteRec',
    action: 'delete',
    msg: RECOMMENDATION_MESSAGES.deleted,
    summary: 'Delete a recommendation of your company (approved or waiting)',
  },
];

/**
 * Recommendations (spec part 1 sections 3, 4, 7): a member recommends another company with
 * POST /api/companies/{id}/actions/recommendCompany; it waits until the company owner approves it (then it
 * is public on the company body) or declines it (removed); the owner deletes approved ones. The spec names
 * the owner's calls approveRec and deleteRec with the id only; their paths follow its action style:
 * POST /api/companies/recommendations/{id}/actions/approveRec | declineRec | deleteRec. The owner reads the
 * waiting ones with GET /api/companies/me/recommendations (the company body carries approved ones only).
 *
 * Who may recommend: every member, service-only ones too: the spec's service-only restrictions (part 1
 * section 6, part 2 section 6) do not name recommending, and part 1 section 6 lists "recommend" among every
 * member's rights. What may be recommended: an active company that is neither the member's own nor
 * service-only (a service-only company's Recommendations section is hidden, so its recommendations would
 * never be seen).
 */
export function recommendationRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/me/recommendations',
    tags,
    access: 'member',
    summary: "The owner's recommendations: waiting ones first (status 0), then approved ones (status 1)",
    description: 'Only the owner of the signed-in company (403 for its other contacts).',
    response: OwnerRecommendationsAnswer,
    handler: async (ctx) => {
      const { auth } = ctx;
      if (!canModerateRecommendations(auth, auth.company.id)) {
        throw AuthorizationError(RECOMMENDATION_MESSAGES.notOwnerList);
      }
      const results = await ownerRecommendations(ctx.state.em, auth.company.id);
      return okPayload({ results, numResults: results.length });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/:id/actions/recommendCompany',
    tags,
    access: 'member',
    summary: "Recommend another company; it waits for its owner's approval, who is told by mail",
    description:
      'text: 30 to 2000 characters after trimming (plain text). 403 for the own company or a service-only ' +
      "company, 404 for an unknown or inactive one, 409 while the same member's recommendation of that " +
      'company still waits. Limited per contact (RATE_LIMIT_RECOMMENDATION a day; 429 with Retry-After).',
    schemas: { params: CompanyIdParams, body: RecommendCompanySchema },
    response: RecommendCompanyAnswer,
    handler: async (ctx) => {
      const { auth, services } = ctx;
      const companyId = ctx.input.params.id;
      const { text, companyId: bodyCompanyId } = ctx.input.body;
      if (bodyCompanyId !== undefined && bodyCompanyId !== companyId) {
        throw ValidationError([{ param: 'companyId', msg: 'This field must name the company of the path' }]);
      }
      if (companyId === auth.company.id) throw AuthorizationError(RECOMMENDATION_MESSAGES.ownCompany);
      await countRequest(ctx, 'recommendation', contactKey);
      const owner = await createRecommendation(ctx.state.em, { auth, companyId, text });
      if (owner.ownerEmail && owner.ownerName) {
        // Queued after the commit: the owner is never told of a recommendation that was not stored.
        await enqueueMail(
          services.mailQueue,
          recommendationWaitingMail({
            to: owner.ownerEmail,
            ownerName: owner.ownerName,
            companyName: owner.companyName,
            recommender: { name: auth.contact.name, companyName: auth.company.name },
            text,
            link: `${services.publicUrl.replace(/\/$/, '')}/profile`,
          }),
        );
      }
      return okPayload({ msg: RECOMMENDATION_MESSAGES.sent });
    },
  });

  for (const { segment, action, msg, summary } of ACTIONS) {
    api.route({
      method: 'post',
      path: `/api/companies/recommendations/:id/actions/${segment}`,
      tags,
      access: 'member',
      summary,
      description:
        'Only the owner of the recommended company (403 for anyone else, 404 when it is gone' +
        (action === 'decline' ? ', 409 when it was already approved' : '') +
        "). Answers the owner's refreshed company body and recommendations.",
      schemas: { params: RecommendationIdParams },
      response: RecommendationActionAnswer,
      handler: async (ctx) => {
        const companyId = await moderateRecommendation(ctx.state.em, {
          auth: ctx.auth,
          recommendationId: ctx.input.params.id,
          action,
        });
        return refreshedProfile(ctx, companyId, msg);
      },
    });
  }
}

/** The owner's company body and recommendations after a change, with the change's message. */
async function refreshedProfile(ctx: HandlerContext<object, 'member'>, companyId: number, msg: string) {
  const { em } = ctx.state;
  const [profile, results] = await Promise.all([
    loadCompanyProfile(em, { companyId, readerContactId: ctx.auth.contact.id }),
    ownerRecommendations(em, companyId),
  ]);
  if (!profile) throw NotFoundError(RECOMMENDATION_MESSAGES.companyNotFound);
  return ok({ ...presentCompanyForMember(profile), payload: { msg, results, numResults: results.length } });
}
