import { z } from 'zod';
import { answer } from '../../respond.ts';
import { twoFactorCode } from '../../validation/fields.ts';

export const TwoFactorCodeSchema = z.object({ code: twoFactorCode() });
export type TwoFactorCodeReq = z.infer<typeof TwoFactorCodeSchema>;

export const TwoFactorSecretAnswer = answer({
  secret: z.string(),
  otpauthUrl: z.string(),
  qr: z.string().describe('PNG data URL of the QR code of otpauthUrl'),
});
