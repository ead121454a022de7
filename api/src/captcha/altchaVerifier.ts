import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { CaptchaVerifier } from './verifier.ts';

/** The proof-of-work function; the widget bundles a worker for it. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface AltchaOptions {
  /** Signs the challenges (and, derived from it, the expected keys). */
  hmacKey: string;
  /** Remembers the challenges already used, until they expire. */
  redis: Redis;
  /** Redis key prefix (config().REDIS_PREFIX). */
  prefix: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The most attempts a challenge needs; each needs between a quarter of it and all of it. */
  maxCounter: number;
  expirySeconds: number;
}

/** The widget's payload: base64 of JSON `{ challenge: { parameters, signature }, solution }`. */
const PayloadSchema = z.object({
  challenge: z.object({
    // Loose: every signed parameter must reach the signature check as it came.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(200) }),
});

/**
 * ALTCHA: a self-hosted proof-of-work captcha. The browser fetches a signed challenge from our own endpoint,
 * solves it in web workers and sends the solution as the captcha response; no outside service is asked.
 * A solution counts once: its challenge's signature is kept in Redis until the challenge expires.
 */
export class AltchaVerifier implements CaptchaVerifier {
  readonly kind = 'altcha';
  private readonly options: AltchaOptions;
  /** Signs the derived key, so a verification is one HMAC instead of the PBKDF2 work. */
  private readonly keySignatureSecret: string;

  constructor(options: AltchaOptions) {
    this.options = options;
    this.keySignatureSecret = createHmac('sha256', options.hmacKey)
      .update('altcha key signature')
      .digest('hex');
  }

  createChallenge(): Promise<Challenge> {
    const { cost, maxCounter, expirySeconds, hmacKey } = this.options;
    return createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost,
      counter: randomInt(maxCounter, Math.ceil(maxCounter / 4)),
      deriveKey,
      expiresAt: new Date(Date.now() + expirySeconds * 1000),
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  async verify(response: string): Promise<boolean> {
    const payload = decodePayload(response);
    if (!payload) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    }).catch(() => null);
    if (!result?.verified) return false;
    // Atomic: of two requests with the same solution only the first sets the key.
    const secondsLeft = Math.max(1, Math.ceil(payload.challenge.parameters.expiresAt - Date.now() / 1000));
    const used = await this.options.redis.set(
      `${this.options.prefix}:captcha:used:${payload.challenge.signature}`,
      '1',
      'EX',
      secondsLeft,
      'NX',
    );
    return used === 'OK';
  }
}

function decodePayload(response: string): z.infer<typeof PayloadSchema> | null {
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(response, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
