import type { Redis } from 'ioredis';
import type { Challenge } from 'altcha-lib';
import type { Config } from '@tbs/config';
import { requiredKey } from '../secrets/installationKeys.ts';
import { AltchaVerifier } from './altchaVerifier.ts';
import type { CaptchaKind, CaptchaVerifier } from './verifier.ts';

/** A fixed response that server tests may send instead of solving a captcha; accepted only under NODE_ENV=test. */
export const TEST_CAPTCHA_RESPONSE = 'test-captcha-pass';

/** Google reCAPTCHA's siteverify endpoint. The web app has no reCAPTCHA widget yet. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly kind = 'recaptcha';
  private readonly secret: string;
  constructor(secret: string) {
    this.secret = secret;
  }

  async verify(response: string, remoteIp?: string): Promise<boolean> {
    const body = new URLSearchParams({
      secret: this.secret,
      response,
      ...(remoteIp ? { remoteip: remoteIp } : {}),
    });
    const answer = await fetch('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body });
    if (!answer.ok) return false;
    return ((await answer.json()) as { success?: boolean }).success === true;
  }
}

/** Server tests' convenience: TEST_CAPTCHA_RESPONSE passes, anything else goes to the real provider. */
class AcceptingTestResponse implements CaptchaVerifier {
  readonly kind: CaptchaKind;
  readonly createChallenge?: () => Promise<Challenge>;
  private readonly provider: CaptchaVerifier;

  constructor(provider: CaptchaVerifier) {
    this.provider = provider;
    this.kind = provider.kind;
    if (provider.createChallenge) this.createChallenge = () => provider.createChallenge!();
  }

  verify(response: string, remoteIp?: string): Promise<boolean> {
    if (response === TEST_CAPTCHA_RESPONSE) return Promise.resolve(true);
    return this.provider.verify(response, remoteIp);
  }
}

export type CaptchaSettings = Pick<
  Config,
  | 'NODE_ENV'
  | 'REDIS_PREFIX'
  | 'CAPTCHA_PROVIDER'
  | 'CAPTCHA_SECRET'
  | 'CAPTCHA_HMAC_KEY'
  | 'CAPTCHA_ALTCHA_COST'
  | 'CAPTCHA_ALTCHA_MAX_COUNTER'
  | 'CAPTCHA_EXPIRY_S'
>;

/**
 * The verifier CAPTCHA_PROVIDER names. A provider without its key stops the start with a message naming the
 * variable: reCAPTCHA without CAPTCHA_SECRET, ALTCHA without CAPTCHA_HMAC_KEY (outside production, unset, the
 * installation's own key). Only under NODE_ENV=test does the fixed TEST_CAPTCHA_RESPONSE
 * pass as well; development and production always ask the real provider.
 */
export function createCaptchaVerifier(settings: CaptchaSettings, redis: Redis): CaptchaVerifier {
  const provider = providerOf(settings, redis);
  return settings.NODE_ENV === 'test' ? new AcceptingTestResponse(provider) : provider;
}

function providerOf(settings: CaptchaSettings, redis: Redis): CaptchaVerifier {
  if (settings.CAPTCHA_PROVIDER === 'recaptcha') {
    if (!settings.CAPTCHA_SECRET)
      throw new Error('CAPTCHA_SECRET must be set when CAPTCHA_PROVIDER=recaptcha');
    return new RecaptchaVerifier(settings.CAPTCHA_SECRET);
  }
  return new AltchaVerifier({
    // One key for every api process (npm start runs one per core): a challenge of one verifies in another.
    hmacKey: requiredKey('CAPTCHA_HMAC_KEY', settings),
    redis,
    prefix: settings.REDIS_PREFIX,
    cost: settings.CAPTCHA_ALTCHA_COST,
    maxCounter: settings.CAPTCHA_ALTCHA_MAX_COUNTER,
    expirySeconds: settings.CAPTCHA_EXPIRY_S,
  });
}
