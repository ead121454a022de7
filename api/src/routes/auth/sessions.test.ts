import { describe, expect, it } from 'vitest';
import { config } from '@tbs/config';
import { Contact, Session } from '@tbs/db';
import { buildContact } from '@tbs/db/testing';
import { LAST_SEEN_EVERY_MS } from '../../auth/sessions.ts';
import { type TestServer, useTestServer } from '../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

const me = (token: string) => server.request('GET', '/api/auth/me', { token });

const SESSION_ENDED = { status: 401, msg: 'Your session has ended', payload: { sessionEnded: true } };

/** The session rows of a contact, newest last. */
const sessionsOf = (contactId: number) =>
  server.orm.em.fork().find(Session, { contact: contactId }, { orderBy: { createdAt: 'asc' } });

/** Moves the last use of every session of a contact `minutesAgo` into the past. */
const lastSeen = (contactId: number, minutesAgo: number) =>
  server.orm.em
    .fork()
    .nativeUpdate(
      Session,
      { contact: contactId },
      { lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) },
    );

describe('session idle timeout', () => {
  const idleMinutes = config().SESSION_IDLE_TIMEOUT_MINUTES;

  it('refuses a session unused for longer than the idle timeout, within its 30 days', async () => {
    const built = await buildContact(server.orm);
    const token = await server.signIn(built);
    await lastSeen(built.contact.id, idleMinutes - 5);
    expect((await me(token)).status).toBe(200);
    await lastSeen(built.contact.id, idleMinutes + 1);
    const answer = await me(token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(SESSION_ENDED);
  });

  it('records the last use at most once a minute', async () => {
    const built = await buildContact(server.orm);
    const token = await server.signIn(built);
    const [signedIn] = await sessionsOf(built.contact.id);
    await me(token);
    const [afterCall] = await sessionsOf(built.contact.id);
    expect(afterCall!.lastSeenAt.getTime()).toBe(signedIn!.lastSeenAt.getTime());

    await lastSeen(built.contact.id, (2 * LAST_SEEN_EVERY_MS) / 60_000);
    const before = Date.now();
    await me(token);
    const [touched] = await sessionsOf(built.contact.id);
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('a session that ended (issue 21: not served as a visitor)', () => {
  /** Ends a fresh contact's session one way and returns its dead token. */
  const endings: Record<string, () => Promise<string>> = {
    revoked: async () => {
      const built = await buildContact(server.orm);
      const token = await server.signIn(built);
      await server.orm.em
        .fork()
        .nativeUpdate(Session, { contact: built.contact.id }, { revokedAt: new Date() });
      return token;
    },
    expired: async () => {
      const built = await buildContact(server.orm);
      const token = await server.signIn(built);
      await server.orm.em
        .fork()
        .nativeUpdate(Session, { contact: built.contact.id }, { expiresAt: new Date(Date.now() - 1000) });
      return token;
    },
    'of a deactivated contact': async () => {
      const built = await buildContact(server.orm);
      const token = await server.signIn(built);
      await server.orm.em.fork().nativeUpdate(Contact, { id: built.contact.id }, { isActive: false });
      return token;
    },
    'never issued': async () => 'a-token-the-server-never-issued',
  };

  it.each(Object.keys(endings))(
    "answers a token (%s) 401 'Your session has ended' on member and public calls alike",
    async (ending) => {
      const token = await endings[ending]!();
      for (const path of ['/api/auth/me', '/api/broadcasts?pageSize=5', '/api/misc/settings']) {
        const answer = await server.request('GET', path, { token });
        expect([path, answer.status, answer.body]).toEqual([path, 401, SESSION_ENDED]);
      }
    },
  );

  it('still serves a request without a token as a visitor', async () => {
    const answer = await server.request<{ payload: { results: { company: unknown }[] } }>(
      'GET',
      '/api/broadcasts?pageSize=5',
    );
    expect(answer.status).toBe(200);
    expect((await server.request('GET', '/api/auth/me')).body).toEqual({
      status: 401,
      msg: 'Please sign in',
    });
  });

  it('signs a dead token out quietly, and signs in over it', async () => {
    const token = await endings.revoked!();
    const logout = await server.request('POST', '/api/auth/logout', { token, body: {} });
    expect(logout.body).toEqual({ status: 200 });
    const built = await buildContact(server.orm);
    const login = await server.request<{ payload: { token: string } }>('POST', '/api/auth/login', {
      token,
      body: { email: built.email, password: built.password },
    });
    expect(login.status).toBe(200);
    expect((await me(login.body.payload.token)).status).toBe(200);
  });
});

describe('POST /api/auth/logoutEverywhere', () => {
  it("revokes every session of the contact, the caller's too, and no one else's", async () => {
    const built = await buildContact(server.orm);
    const phone = await server.signIn(built);
    const laptop = await server.signIn(built);
    const colleague = await buildContact(server.orm, { company: built.company });
    const colleagueToken = await server.signIn(colleague);

    const answer = await server.request('POST', '/api/auth/logoutEverywhere', { token: laptop });
    expect(answer.body).toEqual({ status: 200 });
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(colleagueToken)).status).toBe(200);
    expect((await sessionsOf(built.contact.id)).every((session) => session.revokedAt !== null)).toBe(true);
  });

  it('needs a signed-in contact', async () => {
    expect((await server.request('POST', '/api/auth/logoutEverywhere')).status).toBe(401);
  });
});
