import { describe, expect, it } from 'vitest';
import { Advertisement } from '@tbs/db';
import { clientIp, useTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

const redirectsOf = async (id: number) =>
  (await server.orm.em.fork().findOneOrFail(Advertisement, id)).numRedirects;

describe('GET /api/advertisements/:id', () => {
  it('answers the redirect address and counts the redirect once per visitor within the window', async () => {
    const ad = server.orm.em
      .fork()
      .create(Advertisement, { redirectUrl: 'https://partner.example.com/offer' });
    await server.orm.em.fork().persist(ad).flush();
    const visitor = clientIp();

    const answer = await server.request('GET', `/api/advertisements/${ad.id}`, { headers: visitor });
    expect(answer.body).toEqual({
      status: 200,
      redirectURL: 'https://partner.example.com/offer',
      payload: { redirectURL: 'https://partner.example.com/offer' },
    });
    expect(await redirectsOf(ad.id)).toBe(1);

    // The same visitor again: answered alike, not counted; another visitor counts.
    expect((await server.request('GET', `/api/advertisements/${ad.id}`, { headers: visitor })).body).toEqual(
      answer.body,
    );
    expect(await redirectsOf(ad.id)).toBe(1);
    await server.request('GET', `/api/advertisements/${ad.id}`, { headers: clientIp() });
    expect(await redirectsOf(ad.id)).toBe(2);
  });

  it('answers 404 (the web app goes home) for ids that are not digits only, never 400 or 500', async () => {
    for (const id of [
      '12abc',
      '-1',
      '1.5',
      '1e3',
      '+7',
      '%2012',
      '0x1F',
      'abc',
      '%00',
      '99999999999999999999',
    ]) {
      const answer = await server.request('GET', `/api/advertisements/${id}`);
      expect(answer.status, id).toBe(404);
    }
  });

  it('answers 404 for an unknown or inactive advertisement and for an address that is not http(s)', async () => {
    const em = server.orm.em.fork();
    const inactive = em.create(Advertisement, { redirectUrl: 'https://old.example.com', isActive: false });
    const script = em.create(Advertisement, { redirectUrl: 'javascript:alert(1)' });
    await em.flush();

    expect((await server.request('GET', '/api/advertisements/99999999')).body).toEqual({
      status: 404,
      msg: 'Advertisement not found',
    });
    expect((await server.request('GET', `/api/advertisements/${inactive.id}`)).status).toBe(404);
    expect(await redirectsOf(inactive.id)).toBe(0);
    expect((await server.request('GET', `/api/advertisements/${script.id}`)).status).toBe(404);
  });
});
