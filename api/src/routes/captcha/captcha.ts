import { NotFoundError } from '../../errors.ts';
import { clientKey, limitRequests } from '../../middlewares/rateLimit.ts';
import { ok } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { ChallengeAnswer } from './schema.ts';

/** The self-hosted captcha's challenges; the browser widget solves them and the RFQ sends the solution. */
export function captchaRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/captcha/challenge',
    tags: ['captcha'],
    summary: 'A new ALTCHA proof-of-work challenge for the captcha widget',
    description:
      'Signed, expires after CAPTCHA_EXPIRY_S, and its solution is accepted once. 404 when the configured ' +
      'captcha provider has no challenges of ours (reCAPTCHA, or none configured).',
    response: ChallengeAnswer,
    use: [limitRequests('captcha', clientKey)],
    handler: async (ctx) => {
      const { captcha } = ctx.services;
      if (!captcha.createChallenge) throw NotFoundError('This captcha provider has no challenges here.');
      const challenge = await captcha.createChallenge();
      ctx.set('Cache-Control', 'no-store');
      return ok({ parameters: challenge.parameters, signature: challenge.signature });
    },
  });
}
