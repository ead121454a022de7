import { describe, expect, it } from 'vitest';
import { buildContact, totpCode } from '@tbs/db/testing';
import { Contact, TwoFactorSecret } from '@tbs/db';
import { createSession } from '../../auth/sessions.ts';
import { clientIp, useTestServer, type TestServer } from '../../test/server.ts';
import type { UserView } from '../../presenters/user.ts';

let server: TestServer;
useTestServer((started) => (server = started));

const decodeUser = (header: string | null): UserView =>
  JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as UserView;

async function signedIn() {
  const built = await buildContact(server.orm);
  return { ...built, token: await server.signIn(built) };
}

interface SecretAnswer {
  status: number;
  secret: string;
  otpauthUrl: string;
  qr: string;
}

describe('two-factor authentication', () => {
  it('is enabled with a code from the generated secret and disabled after a fresh code', async () => {
    const { token, email, password } = await signedIn();

    const generated = await server.request<SecretAnswer>('POST', '/api/companies/generate2faSecret', {
      token,
    });
    expect(generated.status).toBe(200);
    const { secret, otpauthUrl, qr } = generated.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain('otpauth://totp/TBS:');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=TBS');
    expect(qr).toMatch(/^data:image\/png;base64,/);

    const enableCode = totpCode(secret);
    const enabled = await server.request('POST', '/api/companies/verify2fa', {
      token,
      body: { code: enableCode, password },
    });
    expect(enabled.status).toBe(200);
    expect(decodeUser(enabled.headers.get('X-Updated-User')).enable2fa).toBe(1);

    const again = await server.request('POST', '/api/companies/generate2faSecret', { token });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Two-factor authentication is already enabled');

    // Sign-in now asks for a code.
    const login = await server.request('POST', '/api/auth/login', {
      body: { email, password },
      headers: clientIp(),
    });
    expect(login.body).toEqual({ status: 200, requires2FA: true });

    const tooEarly = await server.request('POST', '/api/companies/disable2fa', { token });
    expect(tooEarly.status).toBe(403);

    // The code that enabled 2FA cannot be used again; the next step's code can.
    const replay = await server.request('POST', '/api/companies/verify2faForDisable', {
      token,
      body: { code: enableCode, password },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe('Invalid code. Please try again.');
    const confirmed = await server.request('POST', '/api/companies/verify2faForDisable', {
      token,
      body: { code: totpCode(secret, 1), password },
    });
    expect(confirmed.body).toEqual({ status: 200 });

    const disabled = await server.request('POST', '/api/companies/disable2fa', { token });
    expect(disabled.body).toEqual({ status: 200 });
    expect(decodeUser(disabled.headers.get('X-Updated-User')).enable2fa).toBe(0);
    const login2 = await server.request<{ payload: unknown }>('POST', '/api/auth/login', {
      body: { email, password },
      headers: clientIp(),
    });
    expect(login2.body.payload).toBeDefined();
  });

  it('rejects a wrong code, and a code that is not 6 digits with the spec message', async () => {
    const { token, contact, password } = await signedIn();
    const { secret } = (
      await server.request<SecretAnswer>('POST', '/api/companies/generate2faSecret', { token })
    ).body;
    const wrong = totpCode(secret) === '123456' ? '654321' : '123456';
    const answer = await server.request('POST', '/api/companies/verify2fa', {
      token,
      body: { code: wrong, password },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Invalid code. Please try again.');
    const malformed = await server.request('POST', '/api/companies/verify2fa', {
      token,
      body: { code: '12345', password },
    });
    expect(malformed.body).toMatchObject({ status: 400, msg: 'Please enter a valid 6-digit code' });
    const row = await server.orm.em.fork().findOneOrFail(TwoFactorSecret, { contact: contact.id });
    expect(row.enabledAt).toBeNull();
  });

  it('limits failed codes per contact', async () => {
    const { token, password } = await signedIn();
    const { secret } = (
      await server.request<SecretAnswer>('POST', '/api/companies/generate2faSecret', { token })
    ).body;
    const wrong = totpCode(secret) === '123456' ? '654321' : '123456';
    const limit = Number(process.env.RATE_LIMIT_2FA ?? 5);
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect(
        (await server.request('POST', '/api/companies/verify2fa', { token, body: { code: wrong, password } }))
          .status,
      ).toBe(400);
    }
    const limited = await server.request('POST', '/api/companies/verify2fa', {
      token,
      body: { code: totpCode(secret), password },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
  });

  it('needs the current password to enable or disable 2FA, and a wrong one leaves the code unused', async () => {
    const { token, contact, password } = await signedIn();
    const { secret } = (
      await server.request<SecretAnswer>('POST', '/api/companies/generate2faSecret', { token })
    ).body;
    const code = totpCode(secret);
    const missing = await server.request('POST', '/api/companies/verify2fa', { token, body: { code } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: [{ param: 'password' }] });
    const wrong = await server.request('POST', '/api/companies/verify2fa', {
      token,
      body: { code, password: `${password}x` },
    });
    expect(wrong.body).toEqual({
      status: 400,
      msg: 'Your current password is not correct.',
      errors: [{ param: 'password', msg: 'Your current password is not correct.' }],
    });
    const em = server.orm.em.fork();
    expect((await em.findOneOrFail(TwoFactorSecret, { contact: contact.id })).enabledAt).toBeNull();

    // The same code still enables 2FA with the right password.
    expect(
      (await server.request('POST', '/api/companies/verify2fa', { token, body: { code, password } })).status,
    ).toBe(200);
    const wrongForDisable = await server.request('POST', '/api/companies/verify2faForDisable', {
      token,
      body: { code: totpCode(secret, 1), password: 'not the password' },
    });
    expect(wrongForDisable.status).toBe(400);
    expect(wrongForDisable.body.msg).toBe('Your current password is not correct.');
    expect((await server.request('POST', '/api/companies/disable2fa', { token })).status).toBe(403);
  });

  it('signs out the other sessions of the contact when 2FA is enabled and when it is disabled', async () => {
    const built = await buildContact(server.orm);
    const { password } = built;
    const token = await server.signIn(built);
    const other = await server.signIn(built);
    const colleague = await server.signIn(await buildContact(server.orm, { company: built.company }));
    const me = (as: string) => server.request('GET', '/api/auth/me', { token: as });

    const { secret } = (
      await server.request<SecretAnswer>('POST', '/api/companies/generate2faSecret', { token })
    ).body;
    await server.request('POST', '/api/companies/verify2fa', {
      token,
      body: { code: totpCode(secret), password },
    });
    expect((await me(token)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(colleague)).status).toBe(200);

    // Another device signed in with 2FA (made directly: the next code is needed for the disabling).
    const em = server.orm.em.fork();
    const { token: second } = await createSession(em, await em.findOneOrFail(Contact, built.contact.id), {});
    await server.request('POST', '/api/companies/verify2faForDisable', {
      token,
      body: { code: totpCode(secret, 1), password },
    });
    expect((await server.request('POST', '/api/companies/disable2fa', { token })).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    expect((await me(second)).status).toBe(401);
  });

  it('needs a signed-in contact', async () => {
    const answer = await server.request('POST', '/api/companies/generate2faSecret');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: 401, msg: 'Please sign in' });
  });
});
