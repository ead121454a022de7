/** Checks a captcha response from the browser; one implementation per provider. */
export interface CaptchaVerifier {
  readonly kind: string;
  verify(response: string, remoteIp?: string): Promise<boolean>;
}

/** The response the test verifier accepts (tests and local development only). */
export const TEST_CAPTCHA_RESPONSE = 'test-captcha-pass';

/** Accepts only TEST_CAPTCHA_RESPONSE; never used in production. */
export class TestCaptchaVerifier implements CaptchaVerifier {
  readonly kind = 'test';
  verify(response: string): Promise<boolean> {
    return Promise.resolve(response === TEST_CAPTCHA_RESPONSE);
  }
}

/** Google reCAPTCHA's siteverify endpoint. */
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

/** Fails closed: production without a configured provider accepts no captcha rather than every captcha. */
class UnconfiguredCaptchaVerifier implements CaptchaVerifier {
  readonly kind = 'unconfigured';
  verify(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

/** The verifier for an environment: reCAPTCHA when a secret is set, the test verifier outside production. */
export function createCaptchaVerifier(nodeEnv: string, secret: string | undefined): CaptchaVerifier {
  if (secret) return new RecaptchaVerifier(secret);
  return nodeEnv === 'production' ? new UnconfiguredCaptchaVerifier() : new TestCaptchaVerifier();
}
