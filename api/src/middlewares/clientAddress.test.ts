import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { Session } from '@tbs/db';
import { buildContact } from '@tbs/db/testing';
import { startTestServer } from '../test/server.ts';
import { addressMatcher, clientAddress } from './clientAddress.ts';

let server: Server | undefined;
afterEach(async () => {
  const closing = server;
  server = undefined;
  if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
});

/** A server whose only answer is the client address and scheme the api would see, behind these proxies. */
async function seenBy(trustProxy: string[]) {
  const app = new Koa();
  app.use(clientAddress(trustProxy));
  app.use((ctx) => {
    ctx.body = { ip: ctx.ip, secure: ctx.secure };
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return async (headers: Record<string, string> = {}) =>
    (await (await fetch(url, { headers })).json()) as { ip: string; secure: boolean };
}

describe('the client address', () => {
  it("ignores a direct client's X-Forwarded-For and X-Forwarded-Proto", async () => {
    // The peer (this machine) is not the named proxy: it is a client that reached the api directly.
    const see = await seenBy(['172.28.80.10']);
    expect(await see({ 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' })).toEqual({
      ip: '127.0.0.1',
      secure: false,
    });
    expect(await (await seenBy([]))({ 'X-Forwarded-For': '203.0.113.7' })).toEqual({
      ip: '127.0.0.1',
      secure: false,
    });
  });

  it("uses a named proxy's X-Forwarded-For and X-Forwarded-Proto", async () => {
    const see = await seenBy(['127.0.0.1']);
    expect(await see()).toEqual({ ip: '127.0.0.1', secure: false });
    expect(await see({ 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' })).toEqual({
      ip: '203.0.113.7',
      secure: true,
    });
    // A client-chosen entry before the proxy's own does not count: the nearest untrusted hop is the client.
    expect(await see({ 'X-Forwarded-For': '10.9.9.9, 203.0.113.7' })).toEqual({
      ip: '203.0.113.7',
      secure: false,
    });
    expect(await see({ 'X-Forwarded-For': 'not-an-address' })).toEqual({ ip: '127.0.0.1', secure: false });
  });

  it('walks a chain of named proxies to the first address that is not one of them', async () => {
    const see = await seenBy(['127.0.0.0/8', '10.0.0.0/8']);
    expect(await see({ 'X-Forwarded-For': '198.51.100.1, 203.0.113.7, 10.1.2.3' })).toMatchObject({
      ip: '203.0.113.7',
    });
  });

  it('matches addresses, CIDR blocks and IPv4 peers on dual-stack sockets', () => {
    const trusted = addressMatcher(['172.28.80.10', '10.0.0.0/8', 'fd00::/8']);
    expect(['172.28.80.10', '::ffff:172.28.80.10', '10.200.1.1', 'fd12::1'].map(trusted)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['172.28.80.11', '11.0.0.1', 'fe80::1', '', 'junk'].some(trusted)).toBe(false);
  });
});

describe('the api behind TRUST_PROXY', () => {
  /** The address a sign-in from this machine, claiming 203.0.113.7 in X-Forwarded-For, is recorded with. */
  async function recordedAddress(trustProxy: string[]): Promise<string | null | undefined> {
    const api = await startTestServer({ trustProxy });
    try {
      const built = await buildContact(api.orm);
      const login = await api.request<{ status: number }>('POST', '/api/auth/login', {
        body: { email: built.email, password: built.password },
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      });
      expect(login.body.status).toBe(200);
      const session = await api.orm.em.fork().findOneOrFail(Session, { contact: built.contact.id });
      return session.ip;
    } finally {
      await api.close();
    }
  }

  it("records a direct client's own address, and the address a named proxy forwards", async () => {
    expect(await recordedAddress(['172.28.80.10'])).toBe('127.0.0.1');
    expect(await recordedAddress(['127.0.0.1'])).toBe('203.0.113.7');
  });
});
