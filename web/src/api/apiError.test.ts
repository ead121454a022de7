import { describe, expect, it } from 'vitest';
import { ApiError, failureMessage, payloadOf, rateLimitMessage, successBodyOf } from './apiError.ts';
import type { ApiBody } from './types.ts';

const answer = <Payload>(body: ApiBody<Payload>) => Promise.resolve(body);

describe('payloadOf', () => {
  it('resolves to the payload of a 200 answer', async () => {
    await expect(payloadOf(answer({ status: 200, payload: { count: 3 } }))).resolves.toEqual({ count: 3 });
  });

  it('turns a non-200 body into an ApiError with its status and the server message', async () => {
    const failure = payloadOf(answer({ status: 404, msg: 'Part not found.' }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Part not found.' });
  });

  it("uses the caller's fallback when the server sent no message", async () => {
    await expect(
      payloadOf(answer({ status: 500 }), 'Inventory hits could not be loaded.'),
    ).rejects.toMatchObject({ status: 500, message: 'Inventory hits could not be loaded.' });
  });

  it('treats an unreachable server (status 0) as a failure', async () => {
    await expect(
      payloadOf(answer({ status: 0, msg: 'The server could not be reached.' })),
    ).rejects.toMatchObject({ status: 0, message: 'The server could not be reached.' });
  });

  it('refuses a 200 answer without payload', async () => {
    await expect(payloadOf(answer({ status: 200 }), 'No news.')).rejects.toMatchObject({
      status: 200,
      message: 'No news.',
    });
  });
});

describe('successBodyOf', () => {
  it('resolves to the whole body of a 200 answer, fields beside the payload included', async () => {
    const body = { status: 200, count: 12 };
    await expect(successBodyOf(answer(body))).resolves.toBe(body);
  });

  it('rejects a 401 body with the server message', async () => {
    await expect(successBodyOf(answer({ status: 401, msg: 'Unauthorized' }))).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
  });
});

describe('rateLimitMessage', () => {
  it("is the server's wait of a 429 answer, and null for any other", () => {
    const wait = 'Too many password reset requests. Please wait 60 minutes and try again.';
    expect(rateLimitMessage({ status: 429, msg: wait })).toBe(wait);
    expect(rateLimitMessage({ status: 429 })).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(rateLimitMessage({ status: 400, msg: 'Wrong e-mail address or password.' })).toBeNull();
  });
});

describe('failureMessage', () => {
  it("ends a failure with the spec's hint, the server's reason first", () => {
    expect(
      failureMessage({ status: 403, msg: 'Only the owner of this company may change its profile.' }),
    ).toBe(
      'Only the owner of this company may change its profile. If the problem persists please contact TBS.',
    );
    expect(
      failureMessage({ status: 429, msg: 'Too many attempts. Please wait 3 minutes and try again.' }),
    ).toMatch(/^Too many attempts\. Please wait 3 minutes/);
    expect(failureMessage({ status: 0 })).toBe(
      'Please try again. If the problem persists please contact TBS.',
    );
  });
});
