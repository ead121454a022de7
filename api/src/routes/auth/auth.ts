import { enqueueMail } from '@tbs/indexer/mail/jobs';
import { revokeSession } from '../../auth/sessions.ts';
import {
  checkResetToken,
  requestPasswordReset,
  RESET_LINK_MESSAGES,
  RESET_REQUESTED_MSG,
  resetPasswordWithToken,
} from '../../commands/passwordReset.ts';
import { signIn } from '../../commands/signIn.ts';
import { bodyEmailKey, ipKey, limitFailures, limitRequests } from '../../middlewares/rateLimit.ts';
import { ALL_BLOCKS, DURING_ANY_BLOCK } from '../../policies/block.ts';
import { presentUser } from '../../presenters/user.ts';
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
    description:
      'Answers `{status:200, requires2FA:true}` when the contact has 2FA enabled and no code was sent. ' +
      'Failed attempts are limited per e-mail address and per IP (429).',
    schemas: { body: LoginSchema },
    response: LoginAnswer,
    use: [limitFailures('login', ['invalid_credentials', 'invalid_2fa_code'], bodyEmailKey, ipKey)],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const result = await signIn(em, {
        ...ctx.input.body,
        client: { ip: ctx.ip, userAgent: ctx.get('User-Agent') || undefined },
        twoFactorLimiter: ctx.services.limits.twoFactor,
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
    duringBlock: ALL_BLOCKS,
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
    description: 'Always the same answer, whether the address is known or not. Limited per e-mail and IP.',
    schemas: { body: RequestPasswordSchema },
    response: PasswordRequestAnswer,
    use: [limitRequests('passwordReset', bodyEmailKey, ipKey)],
    handler: async (ctx) => {
      const { mailQueue, publicUrl } = ctx.services;
      const mail = await requestPasswordReset(ctx.state.em, { email: ctx.input.body.email, publicUrl });
      if (mail) {
        // Enqueued after the token is committed; a queue failure must not reveal that the address exists.
        await enqueueMail(mailQueue, mail).catch((error: unknown) =>
          ctx.state.log.error({ err: error }, 'could not enqueue the password reset mail'),
        );
      }
      return okPayload({ msg: RESET_REQUESTED_MSG });
    },
  });

  api.route({
    method: 'post',
    path: '/api/auth/verifyResetToken',
    tags,
    summary: 'Check a password reset link before showing the new-password form',
    schemas: { body: VerifyResetTokenSchema },
    response: ResetTokenCheckAnswer,
    handler: async (ctx) => {
      const state = await checkResetToken(ctx.state.em, ctx.input.body.resetToken);
      return okPayload({ isSuccess: state === 'valid', msg: RESET_LINK_MESSAGES[state] });
    },
  });

  api.route({
    method: 'post',
    path: '/api/auth/resetPasswordWithToken',
    tags,
    summary: 'Set a new password with a reset token (single use; signs out every session)',
    schemas: { body: ResetPasswordWithTokenSchema },
    response: EmptyAnswer,
    handler: async (ctx) => {
      await resetPasswordWithToken(ctx.state.em, ctx.input.body);
      return ok({});
    },
  });
}
