import { describe, expect, it } from 'vitest';
import { Testimonial } from '@tbs/db';
import { type TestServer, useTestServer } from '../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

describe('GET /api/testimonials/tbs', () => {
  it('lists testimonials newest first with a readable date', async () => {
    const em = server.orm.em.fork();
    em.create(Testimonial, { body: 'Great network.', attr: 'Jan, Broker BV', date: '2023-05-02' });
    em.create(Testimonial, { body: 'Found every part.', attr: 'Ana, Parts SL', date: '2024-03-12' });
    await em.flush();
    const answer = await server.request<{ payload: unknown[] }>('GET', '/api/testimonials/tbs');
    expect(answer.body.payload.slice(0, 2)).toEqual([
      { body: 'Found every part.', attr: 'Ana, Parts SL', dateHuman: '12 March 2024' },
      { body: 'Great network.', attr: 'Jan, Broker BV', dateHuman: '2 May 2023' },
    ]);
  });
});
