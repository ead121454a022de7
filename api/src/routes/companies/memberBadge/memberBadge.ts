import { z } from 'zod';
import { tierOfFlags } from '@tbs/rules';
import type { SignedIn } from '../../../context.ts';
import { dateOnly } from '../../../dates.ts';
import { AuthorizationError } from '../../../errors.ts';
import {
  BADGE_TIER_LABELS,
  MEMBER_BADGE_FORMATS,
  memberBadgeBytes,
  type MemberBadgeFacts,
} from '../../../memberBadge/memberBadge.ts';
import { companyTierFlags } from '../../../queries/companyTiers.ts';
import type { ApiRouter, HandlerContext } from '../../../router.ts';

export const MEMBER_BADGE_MESSAGES = {
  notYetMember:
    'The member badge shows the year your membership started: it is available once your company is a paying member.',
} as const;

const MemberBadgeQuery = z.strictObject({
  format: z.enum(MEMBER_BADGE_FORMATS).default('png').describe('png (960x320) or svg'),
});

const MemberBadgeAnswer = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'image/png or image/svg+xml, as an attachment' });

const CONTENT_TYPES = { png: 'image/png', svg: 'image/svg+xml' } as const;

/**
 * The badge states a membership year: a company on its free trial (never a paying member) has none. Every
 * contact of a member company may download it (spec part 1 section 6: a member may download the member badge).
 */
const canDownloadMemberBadge = (auth: SignedIn): boolean => Boolean(auth.company.memberSince);

/** The signed-in company's badge facts: its trust tier now (as every list shows it) and its first year. */
async function memberBadgeFacts(ctx: HandlerContext<object, 'member'>): Promise<MemberBadgeFacts> {
  const { company } = ctx.auth;
  const flags = (await companyTierFlags(ctx.state.em, [company])).get(company.id)!;
  return {
    tier: tierOfFlags(flags),
    memberSinceYear: Number(dateOnly(company.memberSince!).slice(0, 4)),
  };
}

/** The member badge download (spec part 1 section 6), for the own company only. */
export function memberBadgeRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/me/memberBadge',
    tags: ['companies'],
    summary: "Downloads the signed-in company's member badge (PNG or SVG)",
    description:
      'The badge shows "TBS Member", the company\'s trust tier now (Member, Trusted, Gold or Diamond: the tier ' +
      'every list shows) and the year its membership started, drawn on the server (text as outlines, so it ' +
      'looks the same everywhere). 401 for visitors; 403 for a company that never was a paying member.',
    access: 'member',
    schemas: { query: MemberBadgeQuery },
    response: MemberBadgeAnswer,
    handler: async (ctx) => {
      if (!canDownloadMemberBadge(ctx.auth)) throw AuthorizationError(MEMBER_BADGE_MESSAGES.notYetMember);
      const { format } = ctx.input.query;
      const facts = await memberBadgeFacts(ctx);
      const bytes = await memberBadgeBytes(facts, format);
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set(
        'Content-Disposition',
        `attachment; filename="tbs-member-badge-${BADGE_TIER_LABELS[facts.tier].toLowerCase()}.${format}"`,
      );
      ctx.type = CONTENT_TYPES[format];
      return bytes;
    },
  });
}
