import { describe, expect, it } from 'vitest';
import { Contact, PageView, UsageEvent } from '@tbs/db';
import { buildContact } from '@tbs/db/testing';
import { type TestServer, useTestServer } from '../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

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

  it('refuses bad events with a 400 naming the field, never a 500', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`p${index}`, index]));
    const cases: [string, unknown, string][] = [
      ['/api/events', {}, 'name'],
      ['/api/events', { name: 'x'.repeat(81) }, 'name'],
      ['/api/events', { name: 'a\u0000b' }, 'name'],
      ['/api/events', { name: 'ok', props: tooMany }, 'props'],
      ['/api/events', { name: 'ok', props: { nested: { deep: 1 } } }, 'props'],
      ['/api/events', { name: 'ok', props: { text: 'y'.repeat(201) } }, 'props'],
      ['/api/events', { name: 'ok', props: 'step=2' }, 'props'],
      ['/api/events/feature', { featureId: 1e20, status: 'Success', key: 'TAWK_CHAT' }, 'featureId'],
      ['/api/events/feature', { featureId: 1, status: 'Success' }, 'key'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await server.request<{ errors?: { param: string }[] }>('POST', path, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.[0]?.param, JSON.stringify(body)).toMatch(new RegExp(`^${field}`));
    }
    const broken = await server.request('POST', '/api/events', { body: '{"name": ' });
    expect(broken.status).toBe(400);
    expect(await server.orm.em.fork().count(UsageEvent, { name: 'ok' })).toBe(0);
  });

  it("stores no events or page views of staff, answered alike; a member's are stored", async () => {
    const staff = await buildContact(server.orm);
    const member = await buildContact(server.orm);
    await server.orm.em.fork().nativeUpdate(Contact, { id: staff.contact.id }, { isStaff: true });
    for (const [person, token] of [
      [staff, await server.signIn(staff)],
      [member, await server.signIn(member)],
    ] as const) {
      const path = `/staff-check/${person.contact.id}`;
      expect((await server.request('POST', '/api/events', { body: { name: path }, token })).body).toEqual({
        status: 200,
      });
      const feature = { featureId: 1, status: 'Success', key: path };
      expect((await server.request('POST', '/api/events/feature', { body: feature, token })).status).toBe(
        200,
      );
      expect((await server.request('POST', '/api/misc/logPage', { body: { path }, token })).status).toBe(200);
    }
    const em = server.orm.em.fork();
    const stored = async (contactId: number) => ({
      events: await em.count(UsageEvent, { contact: contactId }),
      views: await em.count(PageView, { contact: contactId }),
    });
    expect(await stored(staff.contact.id)).toEqual({ events: 0, views: 0 });
    expect(await stored(member.contact.id)).toEqual({ events: 2, views: 1 });
  });
});
