import { z } from 'zod';
import { UserSchema } from '../../presenters/user.ts';
import { answer, payloadAnswer } from '../../respond.ts';
import { emailAddress, password, requiredText, twoFactorCode } from '../../validation/fields.ts';
import { blankToUndefined } from '../../validation/filters.ts';

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

const SignedInSchema = z
  .strictObject({ user: UserSchema, token: z.string(), sessionId: z.string() })
  .meta({ id: 'SignedInSession' });

export const LoginAnswer = z.union([answer({ requires2FA: z.literal(true) }), payloadAnswer(SignedInSchema)]);
export const UserAnswer = payloadAnswer(z.strictObject({ user: UserSchema }));
export const PasswordRequestAnswer = payloadAnswer(z.strictObject({ msg: z.string() }));
export const ResetTokenCheckAnswer = payloadAnswer(
  z.strictObject({ isSuccess: z.boolean(), msg: z.string() }).meta({ id: 'ResetTokenCheck' }),
);
