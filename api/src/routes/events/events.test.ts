import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageEvent } from '@tbs/db';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('usage events', () => {
  it('records a named event with its props', async () => {
    const answer = await server.request('POST', '/api/events', {
      body: { name: 'register_step_2', props: { step: 2 } },
    });
    expect(answer.body).toEqual({ status: 200 });
    const event = await server.orm.em.fork().findOneOrFail(UsageEvent, { name: 'register_step_2' });
    expect(event.props).toEqual({ step: 2 });
  });

  it('records feature checks and validates their status', async () => {
    const answer = await server.request('POST', '/api/events/feature', {
      body: { featureId: 1, status: 'Failed', key: 'TAWK_CHAT', errorMessage: 'script blocked' },
    });
    expect(answer.body).toEqual({ status: 200 });
    const events = await server.orm.em.fork().find(UsageEvent, { name: 'feature' });
    expect(events.at(-1)!.props).toEqual({
      featureId: 1,
      status: 'Failed',
      key: 'TAWK_CHAT',
      errorMessage: 'script blocked',
    });
    const invalid = await server.request('POST', '/api/events/feature', {
      body: { featureId: 1, status: 'Maybe', key: 'TAWK_CHAT' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { param: 'status', msg: 'This field must be one of: Success, Failed' },
    ]);
  });
});
