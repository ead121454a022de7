import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Advertisement } from '@tbs/db';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/advertisements/:id', () => {
  it('answers the redirect address and counts the redirect', async () => {
    const em = server.orm.em.fork();
    const ad = em.create(Advertisement, { redirectUrl: 'https://partner.example.com/offer' });
    const inactive = em.create(Advertisement, { redirectUrl: 'https://old.example.com', isActive: false });
    await em.flush();

    const answer = await server.request('GET', `/api/advertisements/${ad.id}`);
    expect(answer.body).toEqual({
      status: 200,
      redirectURL: 'https://partner.example.com/offer',
      payload: { redirectURL: 'https://partner.example.com/offer' },
    });
    expect((await server.orm.em.fork().findOneOrFail(Advertisement, ad.id)).numRedirects).toBe(1);

    expect((await server.request('GET', `/api/advertisements/${inactive.id}`)).status).toBe(404);
    expect((await server.request('GET', '/api/advertisements/99999999')).body).toEqual({
      status: 404,
      msg: 'Advertisement not found',
    });
    expect((await server.request('GET', '/api/advertisements/12abc')).status).toBe(404);
  });
});
