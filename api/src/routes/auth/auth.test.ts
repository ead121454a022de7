import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, enable2fa, totpCode } from '@tbs/db/test/factories';
import { Contact, PasswordResetToken, Session } from '@tbs/db';
import { clientIp, startTestServer, type TestServer } from '../../test/server.ts';
import type { UserView } from '../../presenters/user.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

  it('answers 429 with the wait in minutes once the failed attempts of an address are used up', async () => {
    const { email, password } = await buildContact(server.orm);
    const limit = Number(process.env.RATE_LIMIT_LOGIN ?? 10);
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login({ email, password: 'wrong password' })).status).toBe(400);
    }
    // Even the right password is refused until the window ends; the limit holds across IP addresses.
    const limited = await login({ email, password });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('limits failed attempts per IP address across e-mail addresses', async () => {
    const headers = clientIp();
    const limit = Number(process.env.RATE_LIMIT_LOGIN ?? 10);
    for (let attempt = 0; attempt < limit; attempt += 1) {
      await login({ email: `probe-${attempt}@example.com`, password: 'guess' }, headers);
    }
    const { email, password } = await buildContact(server.orm);
    expect((await login({ email, password }, headers)).status).toBe(429);
    expect((await login({ email, password })).status).toBe(200);
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
    expect(me.body).toEqual({ status: 401, msg: 'Please sign in' });
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

  const requestReset = (email: string) =>
    server.request<{ status: number; payload: { msg: string } }>('POST', '/api/auth/requestPassword', {
      body: { email },
      headers: clientIp(),
    });

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

  it('limits reset requests per address', async () => {
    const { email } = await buildContact(server.orm);
    const limit = Number(process.env.RATE_LIMIT_RESET ?? 5);
    for (let request = 0; request < limit; request += 1) expect((await requestReset(email)).status).toBe(200);
    const limited = await requestReset(email);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 429 });
    await server.deliverMail();
  });
});
