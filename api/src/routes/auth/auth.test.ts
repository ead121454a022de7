import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, enable2fa, totpCode, TestSql } from '@tbs/db/testing';
import { Contact, PasswordResetToken, Session } from '@tbs/db';
import { hashPassword } from '../../auth/password.ts';
import {
  passwordResetRequestsSettled,
  requestPasswordReset,
  resetPasswordWithToken,
} from '../../commands/passwordReset.ts';
import { clientIp, startTestServer, type TestServer } from '../../test/server.ts';
import type { UserView } from '../../presenters/user.ts';

/** This file's limits (the defaults but for the per-IP ones, made small enough to reach in a few requests). */
const LIMITS = {
  RATE_LIMIT_LOGIN: 5,
  RATE_LIMIT_LOGIN_ACCOUNT: 10,
  RATE_LIMIT_LOGIN_IP: 15,
  RATE_LIMIT_2FA: 5,
  RATE_LIMIT_RESET: 3,
  RATE_LIMIT_RESET_IP: 6,
  RATE_LIMIT_RESET_TOKEN: 8,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: LIMITS });
});
afterAll(() => server.close());

interface LoginAnswer {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  requires2FA?: boolean;
  payload?: { user: UserView; token: string; sessionId: string };
}

const login = (body: Record<string, unknown>, headers: Record<string, string> = clientIp()) =>
  server.request<LoginAnswer>('POST', '/api/auth/login', { body, headers });

const decodeUser = (header: string | null): UserView =>
  JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as UserView;

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers the user, token and session id', async () => {
    const { contact, company, email, password } = await buildContact(server.orm, { isOwner: true });
    const answer = await login({ email: email.toUpperCase(), password });

    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(200);
    const { user, token, sessionId } = answer.body.payload!;
    expect(user).toMatchObject({
      id: contact.id,
      email,
      companyId: company.id,
      isOwner: true,
      enable2fa: 0,
      isEU: 1,
    });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(decodeUser(answer.headers.get('X-Updated-User'))).toEqual(user);

    const session = await server.orm.em.fork().findOneOrFail(Session, sessionId);
    expect(session.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.tokenHash).not.toContain(token);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const signedIn = await server.orm.em.fork().findOneOrFail(Contact, contact.id);
    expect(signedIn.lastLoginAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const me = await server.request<{ payload: { user: UserView } }>('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.payload.user.id).toBe(contact.id);
  });

  it('rejects a wrong password and an unknown e-mail with the same message', async () => {
    const { email } = await buildContact(server.orm);
    const wrongPassword = await login({ email, password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody-here@example.com', password: 'whatever' });

    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ status: 400, msg: 'Wrong e-mail address or password.' });
    }
  });

  it('rejects contacts without a password and inactive contacts with the same message', async () => {
    const noPassword = await buildContact(server.orm, { password: null });
    const inactive = await buildContact(server.orm, { isActive: false });
    expect((await login({ email: noPassword.email, password: 'anything' })).body.msg).toBe(
      'Wrong e-mail address or password.',
    );
    expect((await login({ email: inactive.email, password: inactive.password })).body.msg).toBe(
      'Wrong e-mail address or password.',
    );
  });

  it('asks for the code when 2FA is enabled, then signs in with it and refuses to reuse it', async () => {
    const { contact, email, password } = await buildContact(server.orm);
    const secret = await enable2fa(server.orm, contact);

    const first = await login({ email, password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 200, requires2FA: true });

    const wrong = await login({ email, password, code: totpCode(secret) === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('Invalid code. Please try again.');

    const code = totpCode(secret);
    // A numeric input may send the code as a number; leading zeros are restored.
    const signedIn = await login({ email, password, code: Number(code) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.payload!.user.enable2fa).toBe(1);

    const replay = await login({ email, password, code });
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe('Invalid code. Please try again.');

    // An older code than the one used is a replay too.
    const older = await login({ email, password, code: totpCode(secret, -1) });
    expect(older.status).toBe(400);
  });

  it('names the invalid field in a 400', async () => {
    const answer = await login({ email: 'not-an-address', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 400,
      msg: 'This field should be a correct email-address',
      errors: [
        { param: 'email', msg: 'This field should be a correct email-address' },
        { param: 'password', msg: 'This field is required' },
      ],
    });
    const badCode = await login({ email: 'a@example.com', password: 'x', code: '12ab' });
    expect(badCode.body.errors).toEqual([{ param: 'code', msg: 'Please enter a valid 6-digit code' }]);
  });
});

describe('sign-in limits', () => {
  const WRONG = 'Wrong e-mail address or password.';
  const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

  /** `count` wrong passwords for the address from one client address, one after the other. */
  const failures = async (email: string, headers: Record<string, string>, count: number) => {
    for (let attempt = 0; attempt < count; attempt += 1) {
      const answer = await login({ email, password: 'a wrong guess' }, headers);
      expect([answer.status, answer.body.msg]).toEqual([400, WRONG]);
    }
  };

  it('evaluates at most RATE_LIMIT_LOGIN of 40 parallel wrong passwords for one account', async () => {
    const { email } = await buildContact(server.orm);
    const headers = clientIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login({ email, password: 'a wrong guess' }, headers)),
    );
    const statuses = answers.map((answer) => answer.status);
    const evaluated = statuses.filter((status) => status === 400).length;
    // At most the limit: 40 failures at once also put the account under attack, which may cut it shorter.
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(LIMITS.RATE_LIMIT_LOGIN);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - evaluated);
  });

  it('refuses the attacking (account, IP) pair, even with the right password, and says how long to wait', async () => {
    const { email, password } = await buildContact(server.orm);
    const attacker = clientIp();
    await failures(email, attacker, LIMITS.RATE_LIMIT_LOGIN);
    const limited = await login({ email, password }, attacker);
    expect([limited.status, limited.body.status]).toEqual([429, 429]);
    expect(limited.body.msg).toMatch(TOO_MANY);
    const wait = Number(limited.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(900);
    expect(limited.body.msg).toContain(`wait ${Math.ceil(wait / 60)} minute`);
  });

  it("lets the owner in from a new address after 10+ failures from others; the attackers' addresses get 429", async () => {
    const { email, password } = await buildContact(server.orm);
    const office = clientIp();
    expect((await login({ email, password }, office)).status).toBe(200);
    const [first, second, third] = [clientIp(), clientIp(), clientIp()];
    await failures(email, first, LIMITS.RATE_LIMIT_LOGIN);
    await failures(email, second, LIMITS.RATE_LIMIT_LOGIN);
    // The account is under attack: a further address gets one guess, then waits.
    await failures(email, third, 1);
    expect((await login({ email, password: 'another guess' }, third)).status).toBe(429);
    expect((await login({ email, password: 'another guess' }, first)).status).toBe(429);

    // The owner's right password from an address never seen before still works...
    const home = clientIp();
    expect((await login({ email, password }, home)).status).toBe(200);
    // ...and from the office, where the owner signed in before, a typo is not the end of it.
    await failures(email, office, 1);
    expect((await login({ email, password }, office)).status).toBe(200);
  });

  it("lets a colleague behind the same address sign in after someone else's failures", async () => {
    const office = clientIp();
    const clumsy = await buildContact(server.orm);
    await failures(clumsy.email, office, LIMITS.RATE_LIMIT_LOGIN);
    for (let probe = 0; probe < 5; probe += 1) await failures(`probe-${probe}@example.com`, office, 1);
    expect((await login({ email: clumsy.email, password: clumsy.password }, office)).status).toBe(429);

    const colleague = await buildContact(server.orm);
    expect((await login({ email: colleague.email, password: colleague.password }, office)).status).toBe(200);
  });

  it('forgets the failures of an (account, IP) pair when it signs in', async () => {
    const { email, password } = await buildContact(server.orm);
    const headers = clientIp();
    await failures(email, headers, LIMITS.RATE_LIMIT_LOGIN - 1);
    expect((await login({ email, password }, headers)).status).toBe(200);
    await failures(email, headers, LIMITS.RATE_LIMIT_LOGIN);
    expect((await login({ email, password }, headers)).status).toBe(429);
  });

  it('limits failures per IP across accounts at RATE_LIMIT_LOGIN_IP, and only on that IP', async () => {
    const headers = clientIp();
    for (let probe = 0; probe < LIMITS.RATE_LIMIT_LOGIN_IP; probe += 1) {
      await failures(`ip-probe-${probe}@example.com`, headers, 1);
    }
    const { email, password } = await buildContact(server.orm);
    const limited = await login({ email, password }, headers);
    expect([limited.status, limited.body.msg]).toEqual([
      429,
      'Too many attempts. Please wait 60 minutes and try again.',
    ]);
    expect((await login({ email, password })).status).toBe(200);
  });

  it('evaluates at most RATE_LIMIT_2FA of 40 parallel wrong codes for one contact', async () => {
    const { contact, email, password } = await buildContact(server.orm);
    const secret = await enable2fa(server.orm, contact);
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login({ email, password, code: wrongCode })),
    );
    const invalid = answers.filter((answer) => answer.body.msg === 'Invalid code. Please try again.');
    expect(invalid).toHaveLength(LIMITS.RATE_LIMIT_2FA);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - LIMITS.RATE_LIMIT_2FA);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session of the bearer token', async () => {
    const { email, password } = await buildContact(server.orm);
    const { token, sessionId } = (await login({ email, password })).body.payload!;
    expect((await server.request('GET', '/api/auth/me', { token })).status).toBe(200);

    const logout = await server.request('POST', '/api/auth/logout', { token, body: { sessionId } });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ status: 200 });

    const me = await server.request('GET', '/api/auth/me', { token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ status: 401, msg: 'Your session has ended', payload: { sessionEnded: true } });
    const session = await server.orm.em.fork().findOneOrFail(Session, sessionId);
    expect(session.revokedAt).toBeInstanceOf(Date);
  });
});

describe('password reset', () => {
  interface OutboxMail {
    to: string;
    subject: string;
    text: string;
  }
  const outboxFor = async (to: string) =>
    (await server.request<{ payload: OutboxMail[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`))
      .body.payload;

  /** Requests a reset and waits for its work, done after the answer (the token and the mail). */
  const requestReset = async (email: string, headers: Record<string, string> = clientIp()) => {
    const answer = await server.request<{ status: number; msg?: string; payload: { msg: string } }>(
      'POST',
      '/api/auth/requestPassword',
      { body: { email }, headers },
    );
    await passwordResetRequestsSettled();
    return answer;
  };

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const { email } = await buildContact(server.orm);
    const known = await requestReset(email);
    const unknown = await requestReset('nobody-at-all@example.com');
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.payload.msg).toBe(
      'If we have your email-address on file, you will receive an email with instructions soon.',
    );
    await server.deliverMail();
    expect(await outboxFor(email)).toHaveLength(1);
    expect(await outboxFor('nobody-at-all@example.com')).toHaveLength(0);
  });

  it('resets the password through the link in the e-mail, once', async () => {
    const { email, password } = await buildContact(server.orm);
    const oldSession = (await login({ email, password })).body.payload!;
    await requestReset(email);
    await server.deliverMail();

    const [mail] = await outboxFor(email);
    expect(mail!.subject).toBe('Reset your TBS password');
    const link = /https?:\/\/\S+\?reset=([\w-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    const resetToken = decodeURIComponent(link![1]!);

    const verified = await server.request('POST', '/api/auth/verifyResetToken', { body: { resetToken } });
    expect(verified.body).toEqual({
      status: 200,
      payload: { isSuccess: true, msg: 'This password reset link is valid.' },
    });

    const tooShort = await server.request('POST', '/api/auth/resetPasswordWithToken', {
      body: { token: resetToken, password: 'short' },
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.errors).toEqual([
      { param: 'password', msg: 'This field must have at least 8 characters' },
    ]);
    // Long enough but scoring below 2 on the strength meter: refused on the server too, the link kept.
    const weak = await server.request('POST', '/api/auth/resetPasswordWithToken', {
      body: { token: resetToken, password: 'password1' },
    });
    expect([weak.status, weak.body.errors]).toEqual([
      400,
      [{ param: 'password', msg: 'This password is too easy to guess. Please choose a stronger one.' }],
    ]);

    const reset = await server.request('POST', '/api/auth/resetPasswordWithToken', {
      body: { token: resetToken, password: 'a brand new password' },
    });
    expect(reset.body).toEqual({ status: 200 });

    expect((await login({ email, password })).status).toBe(400);
    expect((await login({ email, password: 'a brand new password' })).status).toBe(200);
    // Resetting signs out every existing session.
    expect((await server.request('GET', '/api/auth/me', { token: oldSession.token })).status).toBe(401);

    const reused = await server.request('POST', '/api/auth/resetPasswordWithToken', {
      body: { token: resetToken, password: 'yet another password' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toBe('This password reset link is invalid or has already been used.');
    const verifiedAgain = await server.request('POST', '/api/auth/verifyResetToken', {
      body: { resetToken },
    });
    expect(verifiedAgain.body).toEqual({
      status: 200,
      payload: { isSuccess: false, msg: 'This password reset link is invalid or has already been used.' },
    });
  });

  it('rejects an expired link', async () => {
    const { email } = await buildContact(server.orm);
    await requestReset(email);
    await server.deliverMail();
    const [mail] = await outboxFor(email);
    const resetToken = /\?reset=([\w-]+)/.exec(mail!.text)![1]!;
    const em = server.orm.em.fork();
    await em.nativeUpdate(
      PasswordResetToken,
      { contact: { email } },
      { expiresAt: new Date(Date.now() - 60_000) },
    );

    const verified = await server.request('POST', '/api/auth/verifyResetToken', { body: { resetToken } });
    expect(verified.body).toEqual({
      status: 200,
      payload: { isSuccess: false, msg: 'This password reset link has expired.' },
    });
    const reset = await server.request('POST', '/api/auth/resetPasswordWithToken', {
      body: { token: resetToken, password: 'a brand new password' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual({ status: 400, msg: 'This password reset link has expired.' });
  });

  it('answers before it looks the address up, stores a token or enqueues the mail', async () => {
    const { email } = await buildContact(server.orm);
    const sql = await TestSql.connect();
    try {
      await sql.rows('begin');
      await sql.rows('lock table contact, password_reset_token in access exclusive mode');
      const answer = await server.request<{ payload: { msg: string } }>('POST', '/api/auth/requestPassword', {
        body: { email },
        headers: clientIp(),
      });
      expect(answer.status).toBe(200);
      // The lookup comes after the answer, and waits for the lock like any reader.
      await sql.waitUntilBlockedBy(await sql.pid());
      await sql.rows('commit');
    } finally {
      await sql.end();
    }
    await passwordResetRequestsSettled();
    await server.deliverMail();
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('limits reset requests per address across IPs and per IP across addresses', async () => {
    const { email } = await buildContact(server.orm);
    for (let request = 0; request < LIMITS.RATE_LIMIT_RESET; request += 1) {
      expect((await requestReset(email)).status).toBe(200);
    }
    const perAddress = await requestReset(email);
    expect([perAddress.status, perAddress.body.msg]).toEqual([
      429,
      'Too many password reset requests. Please wait 60 minutes and try again.',
    ]);
    expect(Number(perAddress.headers.get('Retry-After'))).toBeGreaterThan(3500);

    const office = clientIp();
    for (let request = 0; request < LIMITS.RATE_LIMIT_RESET_IP; request += 1) {
      expect((await requestReset(`colleague-${request}@example.com`, office)).status).toBe(200);
    }
    expect((await requestReset('one-more@example.com', office)).status).toBe(429);
    expect((await requestReset('one-more@example.com')).status).toBe(200);
    await server.deliverMail();
  });

  it('does not count malformed reset requests', async () => {
    const headers = clientIp();
    for (let request = 0; request < LIMITS.RATE_LIMIT_RESET_IP + 2; request += 1) {
      expect((await requestReset('not-an-address', headers)).status).toBe(400);
    }
    expect((await requestReset('well-formed@example.com', headers)).status).toBe(200);
  });

  it('checks the link before it hashes the new password', async () => {
    const { email } = await buildContact(server.orm);
    let hashed = 0;
    const countingHash = (password: string) => {
      hashed += 1;
      return hashPassword(password);
    };
    const em = server.orm.em.fork();
    await expect(
      resetPasswordWithToken(em, { token: 'no-such-link', password: 'a brand new password' }, countingHash),
    ).rejects.toMatchObject({ status: 400, id: 'invalid_reset_token' });
    expect(hashed).toBe(0);

    const mail = await requestPasswordReset(server.orm.em.fork(), { email, publicUrl: 'http://x' });
    const token = decodeURIComponent(/\?reset=([\w%-]+)/.exec(mail!.text)![1]!);
    await resetPasswordWithToken(
      server.orm.em.fork(),
      { token, password: 'a brand new password' },
      countingHash,
    );
    expect(hashed).toBe(1);
  });

  it('limits invalid reset links per IP; valid links and malformed requests do not count', async () => {
    const { email } = await buildContact(server.orm);
    await requestReset(email);
    await server.deliverMail();
    const resetToken = /\?reset=([\w-]+)/.exec((await outboxFor(email))[0]!.text)![1]!;
    const headers = clientIp();
    const verify = (token: string) =>
      server.request('POST', '/api/auth/verifyResetToken', { body: { resetToken: token }, headers });
    const reset = (token: string, password = 'a brand new password') =>
      server.request('POST', '/api/auth/resetPasswordWithToken', { body: { token, password }, headers });

    for (let guess = 0; guess < LIMITS.RATE_LIMIT_RESET_TOKEN; guess += 1) {
      expect((await verify(resetToken)).body).toMatchObject({ status: 200, payload: { isSuccess: true } });
      expect((await reset(resetToken, 'short')).status).toBe(400);
      const answer = guess % 2 ? await verify(`guess-${guess}`) : await reset(`guess-${guess}`);
      expect(answer.status).toBe(guess % 2 ? 200 : 400);
    }
    const limited = await reset(resetToken);
    expect([limited.status, limited.body.msg]).toEqual([
      429,
      'Too many attempts. Please wait 60 minutes and try again.',
    ]);
    expect((await verify(resetToken)).status).toBe(429);
    const elsewhere = await server.request('POST', '/api/auth/resetPasswordWithToken', {
      body: { token: resetToken, password: 'a brand new password' },
      headers: clientIp(),
    });
    expect(elsewhere.body).toEqual({ status: 200 });
  });
});
