import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@tbs/config';
import { Session } from '@tbs/db';
import { buildContact } from '@tbs/db/test/factories';
import { LAST_SEEN_EVERY_MS } from '../../auth/sessions.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (token: string) => server.request('GET', '/api/auth/me', { token });

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
    expect(answer.body).toEqual({ status: 401, msg: 'Please sign in' });
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
