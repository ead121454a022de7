import { z } from 'zod';
import { emailAddress, password, requiredText, twoFactorCode } from '../../validation/fields.ts';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const LoginSchema = z.object({
  email: emailAddress(),
  password: password(),
  /** Sent on the second call when the first answered requires2FA. */
  code: z.preprocess(blankToUndefined, twoFactorCode().optional()),
});
export type LoginReq = z.infer<typeof LoginSchema>;

export const LogoutSchema = z.object({
  /** Accepted for the web app's convenience; the bearer token identifies the session. */
  sessionId: z.union([z.string().max(100), z.number()]).nullish(),
});

export const RequestPasswordSchema = z.object({ email: emailAddress() });
export type RequestPasswordReq = z.infer<typeof RequestPasswordSchema>;

export const VerifyResetTokenSchema = z.object({ resetToken: requiredText(200) });
export type VerifyResetTokenReq = z.infer<typeof VerifyResetTokenSchema>;

export const ResetPasswordWithTokenSchema = z.object({
  token: requiredText(200),
  password: password(8),
});
export type ResetPasswordWithTokenReq = z.infer<typeof ResetPasswordWithTokenSchema>;
