import type { Challenge } from 'altcha-lib';

/** Which captcha the browser must show (the settings tell the web app). */
export type CaptchaKind = 'altcha' | 'recaptcha';

/** Checks a captcha response from the browser; one implementation per provider. */
export interface CaptchaVerifier {
  readonly kind: CaptchaKind;
  /** A new challenge for the browser widget, for a provider whose challenges come from our own server. */
  createChallenge?(): Promise<Challenge>;
  verify(response: string, remoteIp?: string): Promise<boolean>;
}
