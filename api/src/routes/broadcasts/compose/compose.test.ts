import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroadcast, buildCompany, buildContact, type BuiltContact, TestSql } from '@tbs/db/testing';
import { broadcastText, type ComposedBroadcast } from '../../../commands/broadcasts/composeBroadcast.ts';
import { type Answer, useTestServer, type TestServer } from '../../../test/server.ts';

let server: TestServer;
let sql: TestSql;
useTestServer((started) => (server = started));
beforeAll(async () => {
  sql = await TestSql.connect();
});
afterAll(() => sql.end());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

interface Member extends BuiltContact {
  token: string;
}

async function member(overrides: Parameters<typeof buildContact>[1] = {}): Promise<Member> {
  const built = await buildContact(server.orm, overrides);
  return { ...built, token: await server.signIn(built) };
}

let serial = 0;
/** A compose payload that differs from every other one (a new part number each time). */
function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    listType: 2,
    broadcastType: 'wts',
    quantity: '10',
    brand: 'HPE',
    desc: `P${serial}-B21`,
    condition: 'NEW',
    price: '120',
    currency: 'EUR',
    ...overrides,
  };
}

interface ComposeBody {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: { msg: string; id?: number; extra?: string };
}

const compose = (who: Member, body: Record<string, unknown> = payload()): Promise<Answer<ComposeBody>> =>
  server.request<ComposeBody>('POST', '/api/broadcasts', { token: who.token, body });

/** A past send of the contact (by default to list 2, a distinct subject). */
const pastSend = (
  who: Member,
  at: Date,
  overrides: { list?: number; subject?: string; message?: string } = {},
) =>
  buildBroadcast(
    server.orm,
    { id: who.contact.id, company: who.company.id },
    { createdAt: at, list: 2, ...overrides },
  );

const expectRule = (answer: Answer<ComposeBody>, code: string) => {
  expect(answer.status).toBe(400);
  expect(answer.body.msg).toBe('Broadcast rules not obeyed.');
  expect(answer.body.payload).toEqual({ msg: 'Broadcast rules not obeyed.', extra: code });
};

describe('POST /api/broadcasts', () => {
  it('sends a broadcast: subject and message from the fields, queued for delivery, no mail in the request', async () => {
    const sender = await member();
    const answer = await compose(
      sender,
      payload({ desc: '123-ABC', additionalInfo: 'Tested, 1 year warranty', pLink: 'https://example.com/x' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toEqual({ msg: 'Broadcast sent', id: expect.any(Number) });
    const id = answer.body.payload!.id!;
    const [row] = await sql.rows<Record<string, unknown>>(
      `select list_id, side, subject, message, currency, from_email, product_link, contact_id, company_id
         from broadcast where id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      list_id: 2,
      side: 'WTS',
      subject: 'WTS 10x HPE 123-ABC (NEW)',
      currency: 'EUR',
      from_email: sender.email,
      product_link: 'https://example.com/x',
      contact_id: sender.contact.id,
      company_id: sender.company.id,
    });
    expect(row!.message).toContain('Price: 120 EUR');
    expect(row!.message).toContain('Tested, 1 year warranty');
    const pending = await sql.rows<{ consumer: string }>(
      'select consumer from broadcast_pending where broadcast_id = $1 order by consumer',
      [id],
    );
    expect(pending.map((row) => row.consumer)).toEqual(['delivery', 'embedding', 'live', 'savedSearch']);
    expect(await server.mailQueue.count()).toBe(0);
  });

  it('defaults to WTS and EUR, takes wtb, and sends from the alternate address when asked', async () => {
    const sender = await member({ emailAlt: `alt-${Date.now()}@example.com` });
    const { broadcastType: _side, currency: _currency, ...rest } = payload();
    const plain = await compose(sender, rest);
    expect(plain.status).toBe(200);
    const wtb = await compose(sender, payload({ broadcastType: 'WTB', fromEmail: sender.contact.emailAlt }));
    expect(wtb.status).toBe(200);
    const rows = await sql.rows<{ side: string; currency: string; from_email: string }>(
      'select side, currency, from_email from broadcast where id = any($1) order by id',
      [[plain.body.payload!.id, wtb.body.payload!.id]],
    );
    expect(rows).toEqual([
      { side: 'WTS', currency: 'EUR', from_email: sender.email },
      { side: 'WTB', currency: 'EUR', from_email: sender.contact.emailAlt },
    ]);
  });

  it('validates in the spec words, naming the field', async () => {
    const sender = await member();
    const cases: [Record<string, unknown>, string, string][] = [
      [payload({ quantity: '' }), 'quantity', 'This field is required'],
      [payload({ quantity: '12345678901' }), 'quantity', 'This field must have at most 10 characters'],
      [payload({ brand: 'B'.repeat(51) }), 'brand', 'This field must have at most 50 characters'],
      [payload({ desc: '   ' }), 'desc', 'This field is required'],
      [payload({ condition: 'C'.repeat(21) }), 'condition', 'This field must have at most 20 characters'],
      [payload({ price: '12345678901' }), 'price', 'This field must have at most 10 characters'],
      [payload({ listType: '' }), 'listType', 'This field is required'],
      [payload({ listType: '123' }), 'listType', 'This field must have at most 2 characters'],
      [payload({ listType: 3 }), 'listType', 'Please choose one of the broadcast lists'],
      [payload({ currency: 'CHF' }), 'currency', 'This field must be one of: EUR, USD, GBP'],
      [payload({ broadcastType: 'rfq' }), 'broadcastType', 'This field must be one of: wts, wtb'],
      [payload({ fromEmail: 'not-an-address' }), 'fromEmail', 'This field should be a correct email-address'],
      [
        payload({ fromEmail: 'someone.else@example.com' }),
        'fromEmail',
        'Please send from one of your own e-mail addresses',
      ],
      [
        payload({ additionalInfo: 'a\u0000b' }),
        'additionalInfo',
        'This field must not contain control characters',
      ],
    ];
    for (const [body, param, msg] of cases) {
      const answer = await compose(sender, body);
      expect({ param, status: answer.status, errors: answer.body.errors?.[0] }).toEqual({
        param,
        status: 400,
        errors: { param, msg },
      });
    }
    expect(
      (await sql.rows('select 1 from broadcast where contact_id = $1', [sender.contact.id])).length,
    ).toBe(0);
  });

  it('refuses visitors (401) and service-only members (403)', async () => {
    const visitor = await server.request<ComposeBody>('POST', '/api/broadcasts', { body: payload() });
    expect(visitor.status).toBe(401);
    const serviceOnly = await member({ company: await buildCompany(server.orm, { isServiceOnly: true }) });
    const refused = await compose(serviceOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/^Service-only members cannot send broadcasts/);
    const limit = await server.request('POST', '/api/broadcasts/limit', { token: serviceOnly.token });
    expect(limit.status).toBe(403);
  });
});

describe('the broadcast rules', () => {
  it('DAYLIMIT: the 20th send of a company in 24 hours passes, the 21st fails; colleagues count together', async () => {
    const first = await member();
    const colleague = await member({ company: first.company });
    // 19 sends over the last 24 hours, 4 per list (under LIMIT), an hour apart (under SPAM); one removed since.
    for (let index = 0; index < 19; index += 1) {
      const id = await pastSend(first, ago((index + 1) * HOUR), { list: [1, 2, 4, 5, 6][index % 5] });
      if (index === 0) await sql.rows('update broadcast set deleted_at = now() where id = $1', [id]);
    }
    await pastSend(first, ago(DAY + HOUR), { list: 7 }); // yesterday's: outside the window
    const limitBefore = await server.request<{ payload: { broadcastLimitReached: boolean } }>(
      'POST',
      '/api/broadcasts/limit',
      { token: colleague.token },
    );
    expect(limitBefore.body.payload.broadcastLimitReached).toBe(false);
    expect((await compose(colleague, payload({ listType: 7 }))).status).toBe(200);
    expectRule(await compose(colleague, payload({ listType: 8 })), 'DAYLIMIT');
    expectRule(await compose(first, payload({ listType: 8 })), 'DAYLIMIT');
    const limitAfter = await server.request<{ payload: { resetsAt: string } }>(
      'POST',
      '/api/broadcasts/limit',
      { token: first.token },
    );
    // The oldest of the 20 sends in the window was 19 hours ago: the next one is possible in 5 hours.
    const resetsInMs = Date.parse(limitAfter.body.payload.resetsAt) - Date.now();
    expect(Math.abs(resetsInMs - 5 * HOUR)).toBeLessThan(60_000);
    expect(limitAfter.body).toEqual({
      status: 200,
      payload: {
        broadcastLimitReached: true,
        resetsAt: limitAfter.body.payload.resetsAt,
        data: {
          web: {
            title: 'Broadcast limit reached',
            message: 'You have reached the maximum number of broadcasts for today.',
          },
        },
      },
    });
  });

  it("the limit's title and message come from the broadcastLimit setting", async () => {
    const sender = await member();
    const web = { title: 'Daily limit', message: 'Come back tomorrow.' };
    await sql.rows(`update setting set value = $1::jsonb where key = 'broadcastLimit'`, [
      JSON.stringify({ web }),
    ]);
    try {
      const answer = await server.request<{ payload: { data: unknown } }>('POST', '/api/broadcasts/limit', {
        token: sender.token,
      });
      expect(answer.body.payload.data).toEqual({ web });
    } finally {
      await sql.rows(`update setting set value = $1::jsonb where key = 'broadcastLimit'`, [
        JSON.stringify({
          web: {
            title: 'Broadcast limit reached',
            message: 'You have reached the maximum number of broadcasts for today.',
          },
        }),
      ]);
    }
  });

  it('LIMIT: the 5th send of a contact to one list in 24 hours passes, the 6th fails; other lists still open', async () => {
    const sender = await member();
    for (let index = 0; index < 4; index += 1) await pastSend(sender, ago((index + 1) * 2 * HOUR));
    await pastSend(sender, ago(DAY + MINUTE)); // outside the window
    expect((await compose(sender, payload({ listType: 2 }))).status).toBe(200);
    expectRule(await compose(sender, payload({ listType: 2 })), 'LIMIT');
    expect((await compose(sender, payload({ listType: 4 }))).status).toBe(200);
    // A colleague has lists of its own.
    const colleague = await member({ company: sender.company });
    expect((await compose(colleague, payload({ listType: 2 }))).status).toBe(200);
  });

  it('SPAM: 5 sends of a contact within 15 minutes pass, the 6th fails', async () => {
    const sender = await member();
    for (let index = 0; index < 4; index += 1)
      await pastSend(sender, ago((index + 1) * 2 * MINUTE), { list: [1, 4, 5, 6][index] });
    expect((await compose(sender)).status).toBe(200);
    expectRule(await compose(sender, payload({ listType: 7 })), 'SPAM');
  });

  it('SPAM: the rules page says wait 30 minutes (the stricter reading): 5 sends 20-29 minutes ago still stop a 6th', async () => {
    const sender = await member();
    for (let index = 0; index < 5; index += 1)
      await pastSend(sender, ago((20 + index * 2) * MINUTE), { list: [1, 4, 5, 6, 7][index] });
    expectRule(await compose(sender), 'SPAM');
    const later = await member();
    for (let index = 0; index < 5; index += 1)
      await pastSend(later, ago((31 + index) * MINUTE), { list: [1, 4, 5, 6, 7][index] });
    expect((await compose(later)).status).toBe(200);
  });

  it('DUPL: the same broadcast to the same list and side is refused within a week and accepted after it', async () => {
    const sender = await member();
    const fields = payload({ listType: 2, desc: '875-XYZ' });
    const composed: ComposedBroadcast = {
      listId: 2,
      side: 'WTS',
      quantity: '10',
      brand: 'HPE',
      description: '875-XYZ',
      condition: 'NEW',
      price: '120',
      currency: 'EUR',
    };
    const text = broadcastText(composed);
    await pastSend(sender, ago(6 * DAY + 23 * HOUR), { subject: text.subject, message: text.message });
    expectRule(await compose(sender, fields), 'DUPL');
    // Case and white space do not make it another broadcast.
    expectRule(await compose(sender, { ...fields, brand: 'hpe', desc: '875-xyz ' }), 'DUPL');
    // Another list, another side or another price is another broadcast.
    expect((await compose(sender, { ...fields, listType: 4 })).status).toBe(200);
    expect((await compose(sender, { ...fields, broadcastType: 'wtb' })).status).toBe(200);
    expect((await compose(sender, { ...fields, price: '119' })).status).toBe(200);

    const after = await member();
    await pastSend(after, ago(7 * DAY + HOUR), { subject: text.subject, message: text.message });
    expect((await compose(after, fields)).status).toBe(200);
    // ...and once sent, the same again is a duplicate.
    const answer = await compose(after, fields);
    expectRule(answer, 'DUPL');
  });

  it('DUPL counts a removed broadcast: deleting does not allow sending it again', async () => {
    const sender = await member();
    const fields = payload();
    const sent = await compose(sender, fields);
    const removed = await server.request('DELETE', `/api/broadcasts/${sent.body.payload!.id}`, {
      token: sender.token,
    });
    expect(removed.status).toBe(200);
    expectRule(await compose(sender, fields), 'DUPL');
  });

  it('30 parallel sends of one contact (tabs) give exactly the SPAM limit of 5', async () => {
    const sender = await member();
    const lists = [1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        compose(sender, payload({ listType: lists[index % lists.length] })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.payload?.extra === 'SPAM')).toHaveLength(25);
    const [row] = await sql.rows<{ count: number }>(
      'select count(*)::int as count from broadcast where contact_id = $1',
      [sender.contact.id],
    );
    expect(row!.count).toBe(5);
  });

  it('30 parallel sends of 6 colleagues give exactly the DAYLIMIT of 20', async () => {
    const first = await member();
    const colleagues = [first];
    for (let index = 0; index < 5; index += 1) colleagues.push(await member({ company: first.company }));
    const answers = await Promise.all(
      colleagues.flatMap((colleague) =>
        [1, 2, 4, 5, 6].map((list) => compose(colleague, payload({ listType: list }))),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.body.payload?.extra === 'DAYLIMIT')).toHaveLength(10);
    const [row] = await sql.rows<{ count: number }>(
      'select count(*)::int as count from broadcast where company_id = $1',
      [first.company.id],
    );
    expect(row!.count).toBe(20);
  });
});

describe('own broadcasts: resend and remove', () => {
  const resend = (who: Member, id: number) =>
    server.request<ComposeBody>('POST', `/api/broadcasts/${id}/actions/resend`, { token: who.token });
  const remove = (who: Member, id: number) =>
    server.request<ComposeBody>('DELETE', `/api/broadcasts/${id}`, { token: who.token });

  it('resends only after 3 days; a resend moves the date to now and queues the pipeline again', async () => {
    const owner = await member();
    const recent = await pastSend(owner, ago(3 * DAY - HOUR));
    const tooEarly = await resend(owner, recent);
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.msg).toBe('A broadcast can be resent 3 days after it was sent.');

    const old = await pastSend(owner, ago(3 * DAY + HOUR));
    await sql.rows('delete from broadcast_pending where broadcast_id = $1', [old]);
    const [newest] = await sql.rows<{ id: string }>(
      'select id from broadcast where deleted_at is null order by created_at desc, id desc limit 1',
    );
    expect(Number(newest!.id)).not.toBe(old);
    const answer = await resend(owner, old);
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toEqual({ msg: 'Broadcast successfully resent' });
    const [row] = await sql.rows<{ fresh: boolean; resent: boolean }>(
      `select created_at > now() - interval '1 minute' as fresh, resent_at = created_at as resent
         from broadcast where id = $1`,
      [old],
    );
    expect(row).toEqual({ fresh: true, resent: true });
    // On top of the list: newer than every broadcast sent before it (other test files add some, future-dated too).
    const [top] = await sql.rows<{ id: string }>(
      `select id from broadcast
        where deleted_at is null and created_at <= (select created_at from broadcast where id = $1)
        order by created_at desc, id desc limit 1`,
      [old],
    );
    expect(Number(top!.id)).toBe(old);
    const pending = await sql.rows<{ consumer: string }>(
      'select consumer from broadcast_pending where broadcast_id = $1 order by consumer',
      [old],
    );
    expect(pending.map((pendingRow) => pendingRow.consumer)).toEqual([
      'delivery',
      'embedding',
      'live',
      'savedSearch',
    ]);
    // Resent now: the next resend waits another 3 days.
    expect((await resend(owner, old)).status).toBe(400);
  });

  it('a resend counts against the rules (LIMIT here)', async () => {
    const owner = await member();
    const old = await pastSend(owner, ago(4 * DAY));
    for (let index = 0; index < 5; index += 1) await pastSend(owner, ago((index + 1) * 2 * HOUR));
    expectRule(await resend(owner, old), 'LIMIT');
  });

  it('only the sender may resend or remove (403, also for a colleague); removing hides it; gone is 404', async () => {
    const owner = await member();
    const colleague = await member({ company: owner.company });
    const stranger = await member();
    const id = await pastSend(owner, ago(4 * DAY));
    for (const other of [colleague, stranger]) {
      expect((await resend(other, id)).status).toBe(403);
      expect((await remove(other, id)).status).toBe(403);
    }
    const [untouched] = await sql.rows<{ deleted: boolean; resent: boolean }>(
      'select deleted_at is not null as deleted, resent_at is not null as resent from broadcast where id = $1',
      [id],
    );
    expect(untouched).toEqual({ deleted: false, resent: false });

    const removed = await remove(owner, id);
    expect(removed.status).toBe(200);
    expect(removed.body.payload).toEqual({ msg: 'Broadcast successfully deleted' });
    const [row] = await sql.rows<{ deleted: boolean }>(
      'select deleted_at is not null as deleted from broadcast where id = $1',
      [id],
    );
    expect(row!.deleted).toBe(true);
    expect((await remove(owner, id)).status).toBe(404);
    expect((await resend(owner, id)).status).toBe(404);
    expect((await server.request('DELETE', `/api/broadcasts/${id}`)).status).toBe(401);
  });
});
