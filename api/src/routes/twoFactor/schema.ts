import { z } from 'zod';
import { answer } from '../../respond.ts';
import { password, twoFactorCode } from '../../validation/fields.ts';

/** A code from the authenticator app and the current password: enabling or disabling 2FA needs both. */
export const TwoFactorConfirmSchema = z.object({
  code: twoFactorCode(),
  password: password().describe('The current password of the signed-in contact'),
});
export type TwoFactorConfirmReq = z.infer<typeof TwoFactorConfirmSchema>;

export const TwoFactorSecretAnswer = answer({
  secret: z.string(),
  otpauthUrl: z.string(),
  qr: z.string().describe('PNG data URL of the QR code of otpauthUrl'),
});
