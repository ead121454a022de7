import { revokeSession } from '../../auth/sessions.ts';
import {
  checkResetToken,
  requestPasswordResetAfterAnswer,
  RESET_LINK_MESSAGES,
  RESET_REQUESTED_MSG,
  resetPasswordWithToken,
} from '../../commands/passwordReset.ts';
import { signIn } from '../../commands/signIn.ts';
import { emailKey, ipKey, limitFailures } from '../../middlewares/rateLimit.ts';
import { ALL_BLOCKS, DURING_ANY_BLOCK } from '../../policies/block.ts';
import { presentUser } from '../../presenters/user.ts';
import { RateLimiter } from '../../rateLimit/limiter.ts';
import { loadUserSnapshot } from '../../queries/userSnapshot.ts';
import { EmptyAnswer, ok, okPayload, setUpdatedUser } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import {
  LoginAnswer,
  LoginSchema,
  LogoutSchema,
  PasswordRequestAnswer,
  RequestPasswordSchema,
  ResetPasswordWithTokenSchema,
  ResetTokenCheckAnswer,
  UserAnswer,
  VerifyResetTokenSchema,
} from './schema.ts';

const tags = ['auth'];

/** Sign-in, sign-out, the current user and the password reset flow. */
export function authRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/auth/login',
    tags,
    summary: 'Sign in',
    // A sign-in replaces whatever token the client held, a dead one included.
    acceptsEndedSession: true,
    description:
      'Answers `{status:200, requires2FA:true}` when the contact has 2FA enabled and no code was sent. ' +
      'Failed attempts are limited per (e-mail address, IP), per IP, and per address from all IPs without ' +
      'locking the owner out (429 with Retry-After; docs/api.md "Rate limits").',
    schemas: { body: LoginSchema },
    response: LoginAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const result = await signIn(em, {
        ...ctx.input.body,
        client: { ip: ctx.ip, userAgent: ctx.get('User-Agent') || undefined },
        limits: ctx.services.limits,
      });
      if (result.kind === 'requires2FA') return ok({ requires2FA: true as const });
      const user = presentUser(await loadUserSnapshot(em, result.contact));
      setUpdatedUser(ctx, user);
      return okPayload({ user, token: result.token, sessionId: result.session.id });
    },
  });

  api.route({
    method: 'post',
    path: '/api/auth/logout',
    tags,
    summary: 'Sign out: revokes the session of the bearer token',
    description: 'A token whose session already ended is signed out quietly: 200, nothing to revoke.',
    duringBlock: ALL_BLOCKS,
    acceptsEndedSession: true,
    schemas: { body: LogoutSchema },
    response: EmptyAnswer,
    handler: async (ctx) => {
      if (ctx.auth) await revokeSession(ctx.state.em, ctx.auth.session.id);
      return ok({});
    },
  });

  api.route({
    method: 'get',
    path: '/api/auth/me',
    tags,
    summary: 'The signed-in user',
    access: 'member',
    duringBlock: DURING_ANY_BLOCK,
    response: UserAnswer,
    handler: async (ctx) =>
      okPayload({ user: presentUser(await loadUserSnapshot(ctx.state.em, ctx.auth.contact)) }),
  });

  api.route({
    method: 'post',
    path: '/api/auth/requestPassword',
    tags,
    summary: 'Request a password reset e-mail',
    description:
      'Always the same answer in the same time, whether the address is known or not: the lookup, the token ' +
      'and the mail happen after the answer. Well-formed requests are limited per e-mail address and per IP.',
    schemas: { body: RequestPasswordSchema },
    response: PasswordRequestAnswer,
    handler: async (ctx) => {
      const { limits, orm, mailQueue, publicUrl } = ctx.services;
      const { email } = ctx.input.body;
      // Counted after validation, so a malformed address costs nothing.
      await RateLimiter.consumeAll([
        { limiter: limits.passwordReset, ids: emailKey(email) },
        { limiter: limits.passwordResetIp, ids: ipKey(ctx) },
      ]);
      // The work happens after the answer, so a database that is down would lose the request behind a 200:
      // one round trip first turns that into the outage's 503, the same for known and unknown addresses.
      await orm.em.getConnection().execute('select 1');
      requestPasswordResetAfterAnswer(ctx.res, { orm, mailQueue, log: ctx.state.log }, { email, publicUrl });
      return okPayload({ msg: RESET_REQUESTED_MSG });
    },
  });

  api.route({
    method: 'post',
    path: '/api/auth/verifyResetToken',
    tags,
    summary: 'Check a password reset link before showing the new-password form',
    description: 'Invalid or expired links are limited per IP, with resetPasswordWithToken (429).',
    schemas: { body: VerifyResetTokenSchema },
    response: ResetTokenCheckAnswer,
    handler: async (ctx) => {
      const { resetToken: tokens } = ctx.services.limits;
      await tokens.consume(ipKey(ctx));
      const state = await checkResetToken(ctx.state.em, ctx.input.body.resetToken);
      if (state === 'valid') await tokens.reward(ipKey(ctx));
      return okPayload({ isSuccess: state === 'valid', msg: RESET_LINK_MESSAGES[state] });
    },
  });

  api.route({
    method: 'post',
    path: '/api/auth/resetPasswordWithToken',
    tags,
    summary: 'Set a new password with a reset token (single use; signs out every session)',
    description: 'Invalid or expired links are limited per IP, with verifyResetToken (429).',
    schemas: { body: ResetPasswordWithTokenSchema },
    response: EmptyAnswer,
    use: [limitFailures('resetToken', ['invalid_reset_token'], ipKey)],
    handler: async (ctx) => {
      await resetPasswordWithToken(ctx.state.em, ctx.input.body);
      return ok({});
    },
  });
}
