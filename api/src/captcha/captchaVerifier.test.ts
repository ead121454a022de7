import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { parseConfig } from '@tbs/config';
import { uniqueToken } from '@tbs/db/testing';
import { AltchaVerifier } from './altchaVerifier.ts';
import { createCaptchaVerifier, TEST_CAPTCHA_RESPONSE, type CaptchaSettings } from './captchaVerifier.ts';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 });
const prefix = `captcha-test-${uniqueToken()}`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const settings = (env: Record<string, string>): CaptchaSettings => ({
  ...parseConfig(env),
  REDIS_PREFIX: prefix,
});

/** What the widget sends: base64 of the challenge and the solution as JSON. */
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return encode({ challenge, solution });
}

describe('createCaptchaVerifier', () => {
  it('accepts the fixed test response only under NODE_ENV=test', async () => {
    const key = 'k'.repeat(32);
    const inTests = createCaptchaVerifier(settings({ NODE_ENV: 'test', CAPTCHA_HMAC_KEY: key }), redis);
    expect(await inTests.verify(TEST_CAPTCHA_RESPONSE)).toBe(true);

    const inDevelopment = createCaptchaVerifier(
      settings({ NODE_ENV: 'development', CAPTCHA_HMAC_KEY: key }),
      redis,
    );
    expect(inDevelopment.kind).toBe('altcha');
    expect(await inDevelopment.verify(TEST_CAPTCHA_RESPONSE)).toBe(false);

    const inProduction = createCaptchaVerifier(
      settings({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: key }),
      redis,
    );
    expect(await inProduction.verify(TEST_CAPTCHA_RESPONSE)).toBe(false);
  });

  it('will not start a provider without its key', () => {
    expect(() => createCaptchaVerifier(settings({ NODE_ENV: 'production' }), redis)).toThrow(
      /CAPTCHA_HMAC_KEY/,
    );
    // Outside production there is no built-in key either: the installation's own is loaded at start-up.
    expect(() => createCaptchaVerifier(settings({ NODE_ENV: 'development' }), redis)).toThrow(
      /CAPTCHA_HMAC_KEY is not set/,
    );
    expect(() => createCaptchaVerifier(settings({ CAPTCHA_PROVIDER: 'recaptcha' }), redis)).toThrow(
      /CAPTCHA_SECRET/,
    );
    const recaptcha = createCaptchaVerifier(
      settings({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 'secret' }),
      redis,
    );
    expect([recaptcha.kind, recaptcha.createChallenge]).toEqual(['recaptcha', undefined]);
  });
});

describe('AltchaVerifier', () => {
  const options = { hmacKey: 'h'.repeat(32), redis, prefix, cost: 10, maxCounter: 40, expirySeconds: 60 };
  const verifier = new AltchaVerifier(options);

  it('accepts a solved challenge once', async () => {
    const response = await solved(await verifier.createChallenge());
    expect(await verifier.verify(response)).toBe(true);
    expect(await verifier.verify(response)).toBe(false);
  });

  it('refuses a challenge of another key, a changed one, an expired one and anything else', async () => {
    const foreign = new AltchaVerifier({ ...options, hmacKey: 'x'.repeat(32) });
    expect(await verifier.verify(await solved(await foreign.createChallenge()))).toBe(false);

    const easier = await verifier.createChallenge();
    const solution = await solveChallenge({ challenge: easier, deriveKey });
    easier.parameters.cost = 1;
    expect(await verifier.verify(encode({ challenge: easier, solution }))).toBe(false);

    const expired = new AltchaVerifier({ ...options, expirySeconds: -1 });
    expect(await verifier.verify(await solved(await expired.createChallenge()))).toBe(false);

    const challenge = await verifier.createChallenge();
    const wrong = { counter: 0, derivedKey: '00'.repeat(32) };
    expect(await verifier.verify(encode({ challenge, solution: wrong }))).toBe(false);
    // The widget's own test mode, and text that is no payload at all.
    expect(await verifier.verify(encode({ challenge: null, solution: null, test: true }))).toBe(false);
    expect(await verifier.verify('not base64 json')).toBe(false);
  });

  it('counts a solution once even when sent twice at the same moment', async () => {
    const response = await solved(await verifier.createChallenge());
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => verifier.verify(response)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });
});
