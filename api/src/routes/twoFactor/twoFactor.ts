import QRCode from 'qrcode';
import { TwoFactorSecret } from '@tbs/db';
import { verifyPassword } from '../../auth/password.ts';
import { revokeContactSessions } from '../../auth/sessions.ts';
import { newTotpSecret, totpUri } from '../../auth/totp.ts';
import { consumeTotpCode } from '../../auth/twoFactor.ts';
import {
  AuthorizationError,
  ConflictError,
  InvalidRequestError,
  InvalidTwoFactorCodeError,
  WrongPasswordError,
} from '../../errors.ts';
import { contactKey, limitFailures } from '../../middlewares/rateLimit.ts';
import { RESOLVED_BY_TWO_FACTOR } from '../../policies/block.ts';
import { presentUser } from '../../presenters/user.ts';
import { loadUserSnapshot } from '../../queries/userSnapshot.ts';
import { EmptyAnswer, ok, setUpdatedUser } from '../../respond.ts';
import type { ApiRouter, HandlerContext } from '../../router.ts';
import { TwoFactorConfirmSchema, TwoFactorSecretAnswer } from './schema.ts';

const tags = ['two-factor'];

/** verify2faForDisable allows disable2fa for this long. */
export const DISABLE_WINDOW_MS = 5 * 60_000;

const ALREADY_ENABLED = 'Two-factor authentication is already enabled';
const NOT_ENABLED = 'Two-factor authentication is not enabled';

/** Sends the changed user (enable2fa) in X-Updated-User. */
async function sendUpdatedUser(ctx: HandlerContext<object, 'member'>): Promise<void> {
  setUpdatedUser(ctx, presentUser(await loadUserSnapshot(ctx.state.em, ctx.auth.contact)));
}

/** The signed-in contact's two-factor secret, only when 2FA is enabled (400 otherwise). */
async function enabledSecret(ctx: HandlerContext<object, 'member'>) {
  const enabled = await ctx.state.em.findOne(TwoFactorSecret, { contact: ctx.auth.contact.id });
  if (!enabled?.enabledAt) throw InvalidRequestError(NOT_ENABLED, '2fa_not_enabled');
  return enabled;
}

/** 400 unless `password` is the signed-in contact's current password (checked before the code is used up). */
async function requireCurrentPassword(
  ctx: HandlerContext<object, 'member'>,
  password: string,
): Promise<void> {
  if (!(await verifyPassword(ctx.auth.contact.passwordHash, password))) throw WrongPasswordError();
}

/** A change of the second factor ends the contact's other sessions; the one that made it stays signed in. */
function signOutOtherSessions(ctx: HandlerContext<object, 'member'>): Promise<number> {
  return revokeContactSessions(ctx.state.em, ctx.auth.contact.id, ctx.auth.session.id);
}

/**
 * Enabling and disabling two-factor authentication (TOTP) for the signed-in contact. The paths are the
 * spec's (under /api/companies); the resource is the contact's second factor. Both changes need the current
 * password besides a code, so a stolen session alone cannot change the second factor.
 */
export function twoFactorRoutes(api: ApiRouter): void {
  // Wrong passwords count with wrong codes: a stolen session cannot guess the password here either.
  const limitCodeFailures = limitFailures('twoFactor', ['invalid_2fa_code', 'wrong_password'], contactKey);

  api.route({
    method: 'post',
    path: '/api/companies/generate2faSecret',
    tags,
    summary: 'Start enabling 2FA: a new secret, its otpauth:// link and QR code',
    access: 'member',
    duringBlock: RESOLVED_BY_TWO_FACTOR,
    response: TwoFactorSecretAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { contact } = ctx.auth;
      const existing = await em.findOne(TwoFactorSecret, { contact: contact.id });
      if (existing?.enabledAt) throw ConflictError(ALREADY_ENABLED);
      const secret = newTotpSecret();
      if (existing) {
        em.assign(existing, { secret, lastUsedStep: null, disableAllowedUntil: null });
      } else {
        em.create(TwoFactorSecret, { contact, secret });
      }
      await em.flush();
      const otpauthUrl = totpUri(secret, contact.email);
      const qr = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 256 });
      return ok({ secret, otpauthUrl, qr });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/verify2fa',
    tags,
    summary: 'Finish enabling 2FA with a code from the authenticator app and the current password',
    description: 'Signs out every other session of the contact.',
    access: 'member',
    duringBlock: RESOLVED_BY_TWO_FACTOR,
    schemas: { body: TwoFactorConfirmSchema },
    response: EmptyAnswer,
    use: [limitCodeFailures],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const pending = await em.findOne(TwoFactorSecret, { contact: ctx.auth.contact.id });
      if (!pending) throw InvalidRequestError('Please start the two-factor setup first.', 'no_pending_2fa');
      if (pending.enabledAt) throw ConflictError(ALREADY_ENABLED);
      await requireCurrentPassword(ctx, ctx.input.body.password);
      if (!(await consumeTotpCode(em, pending, ctx.input.body.code))) throw InvalidTwoFactorCodeError();
      pending.enabledAt = new Date();
      await em.flush();
      await signOutOtherSessions(ctx);
      await sendUpdatedUser(ctx);
      return ok({});
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/verify2faForDisable',
    tags,
    summary:
      'Confirm with a code and the current password that 2FA may be disabled (allows disable2fa for 5 minutes)',
    access: 'member',
    schemas: { body: TwoFactorConfirmSchema },
    response: EmptyAnswer,
    use: [limitCodeFailures],
    handler: async (ctx) => {
      const enabled = await enabledSecret(ctx);
      await requireCurrentPassword(ctx, ctx.input.body.password);
      if (!(await consumeTotpCode(ctx.state.em, enabled, ctx.input.body.code)))
        throw InvalidTwoFactorCodeError();
      enabled.disableAllowedUntil = new Date(Date.now() + DISABLE_WINDOW_MS);
      await ctx.state.em.flush();
      return ok({});
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/disable2fa',
    tags,
    summary: 'Disable 2FA (only within 5 minutes of verify2faForDisable)',
    description: 'Signs out every other session of the contact.',
    access: 'member',
    response: EmptyAnswer,
    handler: async (ctx) => {
      const enabled = await enabledSecret(ctx);
      if (!enabled.disableAllowedUntil || enabled.disableAllowedUntil.getTime() <= Date.now()) {
        throw AuthorizationError('Please confirm with a code from your authenticator app first.');
      }
      ctx.state.em.remove(enabled);
      await ctx.state.em.flush();
      await signOutOtherSessions(ctx);
      await sendUpdatedUser(ctx);
      return ok({});
    },
  });
}
