import QRCode from 'qrcode';
import { TwoFactorSecret } from '@tbs/db';
import { newTotpSecret, totpUri } from '../../auth/totp.ts';
import { consumeTotpCode } from '../../auth/twoFactor.ts';
import { loadUserSnapshot } from '../../commands/userSnapshot.ts';
import type { RouteContext, Services } from '../../context.ts';
import {
  AuthorizationError,
  ConflictError,
  InvalidRequestError,
  InvalidTwoFactorCodeError,
} from '../../errors.ts';
import { requireUser } from '../../middlewares/authenticate.ts';
import { contactKey, limitFailures } from '../../middlewares/rateLimit.ts';
import { presentUser } from '../../presenters/user.ts';
import { ok, setUpdatedUser } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import { TwoFactorCodeSchema, TwoFactorSecretAnswerSchema } from './schema.ts';

const tags = ['two-factor'];
/** verify2faForDisable allows disable2fa for this long. */
export const DISABLE_WINDOW_MS = 5 * 60_000;

const ALREADY_ENABLED = 'Two-factor authentication is already enabled';
const NOT_ENABLED = 'Two-factor authentication is not enabled';

/** Sends the changed user (enable2fa) in X-Updated-User. */
async function sendUpdatedUser(ctx: RouteContext): Promise<void> {
  setUpdatedUser(ctx, presentUser(await loadUserSnapshot(ctx.state.em, ctx.state.auth!.contact)));
}

/** Enabling and disabling two-factor authentication (TOTP) for the signed-in contact. */
export function twoFactorRoutes(api: ApiRouter, { limits }: Services): void {
  const limitCodeFailures = limitFailures(limits.twoFactor, ['invalid_2fa_code'], contactKey);

  api.route({
    method: 'post',
    path: '/api/companies/generate2faSecret',
    tags,
    summary: 'Start enabling 2FA: a new secret, its otpauth:// link and QR code',
    response: TwoFactorSecretAnswerSchema,
    use: [requireUser],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { contact } = ctx.state.auth!;
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
      ok(ctx, { secret, otpauthUrl, qr });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/verify2fa',
    tags,
    summary: 'Finish enabling 2FA with a code from the authenticator app',
    schemas: { body: TwoFactorCodeSchema },
    use: [requireUser, limitCodeFailures],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const pending = await em.findOne(TwoFactorSecret, { contact: ctx.state.auth!.contact.id });
      if (!pending) throw InvalidRequestError('Please start the two-factor setup first.', 'no_pending_2fa');
      if (pending.enabledAt) throw ConflictError(ALREADY_ENABLED);
      if (!(await consumeTotpCode(em, pending, ctx.input.body.code))) throw InvalidTwoFactorCodeError();
      pending.enabledAt = new Date();
      await em.flush();
      await sendUpdatedUser(ctx);
      ok(ctx);
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/verify2faForDisable',
    tags,
    summary: 'Confirm with a code that 2FA may be disabled (allows disable2fa for 5 minutes)',
    schemas: { body: TwoFactorCodeSchema },
    use: [requireUser, limitCodeFailures],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const enabled = await em.findOne(TwoFactorSecret, { contact: ctx.state.auth!.contact.id });
      if (!enabled?.enabledAt) throw InvalidRequestError(NOT_ENABLED, '2fa_not_enabled');
      if (!(await consumeTotpCode(em, enabled, ctx.input.body.code))) throw InvalidTwoFactorCodeError();
      enabled.disableAllowedUntil = new Date(Date.now() + DISABLE_WINDOW_MS);
      await em.flush();
      ok(ctx);
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/disable2fa',
    tags,
    summary: 'Disable 2FA (only within 5 minutes of verify2faForDisable)',
    use: [requireUser],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const enabled = await em.findOne(TwoFactorSecret, { contact: ctx.state.auth!.contact.id });
      if (!enabled?.enabledAt) throw InvalidRequestError(NOT_ENABLED, '2fa_not_enabled');
      if (!enabled.disableAllowedUntil || enabled.disableAllowedUntil.getTime() <= Date.now()) {
        throw AuthorizationError('Please confirm with a code from your authenticator app first.');
      }
      em.remove(enabled);
      await em.flush();
      await sendUpdatedUser(ctx);
      ok(ctx);
    },
  });
}
