import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Broadcast } from '@tbs/db';
import { buildCompany, buildContact, uniqueToken, type BuiltContact, TestSql } from '@tbs/db/testing';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let sql: TestSql;
const T = uniqueToken();
const REPLY_LIMIT = 3;
let sender: BuiltContact;
let broadcastId: number;
let removedId: number;
let spoofedId: number;

interface ReplyAnswer {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: { msg: string };
}

const reply = (token: string | undefined, body: Record<string, unknown>) =>
  server.request<ReplyAnswer>('POST', '/api/mail/sendBroadcastReply', {
    body: { broadcastId, subject: 'Re: your WTS', body: 'Is it still available?', ...body },
    ...(token ? { token } : {}),
  });

async function broadcastOf(fromEmail: string, extra: { deletedAt?: Date } = {}): Promise<number> {
  const em = server.orm.em.fork();
  const row = em.create(Broadcast, {
    list: 2,
    company: sender.company.id,
    contact: sender.contact.id,
    side: 'WTS',
    subject: `WTS 4x DL380 ${T}`,
    message: 'Refurbished, 2 years warranty',
    quantity: '4',
    brand: 'HPE',
    description: 'DL380',
    condition: 'REF',
    price: '900',
    fromEmail,
    ...extra,
  });
  await em.flush();
  return row.id;
}

/** A signed-in member of a company built with `company` overrides. */
async function memberToken(company: Parameters<typeof buildCompany>[1] = {}): Promise<string> {
  return server.signIn(await buildContact(server.orm, { company: await buildCompany(server.orm, company) }));
}

const mailsWith = (marker: string) =>
  sql.rows<{ to: string; subject: string; text: string }>(
    `select "to", subject, text from mail_message where text like $1`,
    [`%${marker}%`],
  );

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { RATE_LIMIT_BROADCAST_REPLY: REPLY_LIMIT } });
  sql = await TestSql.connect();
  const company = await buildCompany(server.orm, { name: `Seller ${T}` });
  sender = await buildContact(server.orm, {
    company,
    email: `seller-${T.toLowerCase()}@seller.example.com`,
    emailAlt: `sales-${T.toLowerCase()}@seller.example.com`,
  });
  broadcastId = await broadcastOf(`Sales-${T.toLowerCase()}@seller.example.com`);
  removedId = await broadcastOf(sender.email, { deletedAt: new Date() });
  spoofedId = await broadcastOf(`victim-${T.toLowerCase()}@elsewhere.example.com`);
});
afterAll(async () => {
  await sql.end();
  await server.close();
});

describe('POST /api/mail/sendBroadcastReply', () => {
  it("mails the broadcast's From address with the replier's name, company, address and e-mail", async () => {
    const company = await buildCompany(server.orm, {
      name: `Buyer ${T}`,
      address: `Kade 7 ${T}`,
      country: 'DE',
    });
    const replier = await buildContact(server.orm, { company, name: `Bea ${T}` });
    const answer = await reply(await server.signIn(replier), {
      subject: 'Re: DL380',
      body: `Price for 4?\nDelivery to Hamburg. marker-${T}`,
    });
    expect(answer.body).toEqual({ status: 200, payload: { msg: 'Message sent' } });
    await server.deliverMail();
    const mails = await mailsWith(`marker-${T}`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe(`Sales-${T.toLowerCase()}@seller.example.com`);
    expect(mail!.subject).toBe('Re: DL380');
    expect(mail!.text).toContain('Price for 4?\nDelivery to Hamburg.');
    expect(mail!.text).toContain(`Name: Bea ${T}`);
    expect(mail!.text).toContain(`Company: Buyer ${T}`);
    expect(mail!.text).toContain(`Address: Kade 7 ${T}, Germany`);
    expect(mail!.text).toContain(`Reply to: ${replier.email}`);
    expect(mail!.text).toContain(`WTS 4x DL380 ${T}`);
  });

  it("mails the sender's contact address when the From address is not one of theirs", async () => {
    const answer = await reply(await memberToken(), { broadcastId: spoofedId, body: `spoof-${T}` });
    expect(answer.status).toBe(200);
    await server.deliverMail();
    const mails = await mailsWith(`spoof-${T}`);
    expect(mails.map((mail) => mail.to)).toEqual([sender.email]);
  });

  it('requires subject and body', async () => {
    const token = await memberToken();
    const noSubject = await reply(token, { subject: '  ' });
    expect([noSubject.status, noSubject.body.errors?.[0]]).toEqual([
      400,
      { param: 'subject', msg: 'This field is required' },
    ]);
    const noBody = await reply(token, { body: '' });
    expect(noBody.body.errors?.[0]?.param).toBe('body');
  });

  it('refuses line breaks and control characters in the subject, and sends nothing', async () => {
    const token = await memberToken();
    for (const subject of ['Re: DL380\r\nBcc: everyone@example.com', 'Re:\u2028DL380', 'Re:\u0085DL380']) {
      const answer = await reply(token, { subject, body: `header-${T}` });
      expect([answer.status, answer.body.errors]).toEqual([
        400,
        [{ param: 'subject', msg: 'This field must be a single line' }],
      ]);
    }
    const tab = await reply(token, { subject: 'Re:\tDL380', body: `header-${T}` });
    expect(tab.body.errors).toEqual([
      { param: 'subject', msg: 'This field must not contain control characters' },
    ]);
    await server.deliverMail();
    expect(await mailsWith(`header-${T}`)).toEqual([]);
  });

  it('refuses visitors (401) and service-only members (403)', async () => {
    const visitor = await reply(undefined, {});
    expect([visitor.status, visitor.body.msg]).toEqual([401, 'Please sign in']);
    const serviceOnly = await reply(await memberToken({ isServiceOnly: true }), { body: `service-${T}` });
    expect([serviceOnly.status, serviceOnly.body.msg]).toEqual([
      403,
      'Service-only members cannot reply to broadcasts.',
    ]);
    await server.deliverMail();
    expect(await mailsWith(`service-${T}`)).toEqual([]);
  });

  it("answers 404 'Broadcast removed' for a removed or unknown broadcast", async () => {
    const token = await memberToken();
    for (const id of [removedId, 2_000_000_000]) {
      const answer = await reply(token, { broadcastId: id, body: `gone-${T}` });
      expect([answer.status, answer.body.msg]).toEqual([404, 'Broadcast removed']);
    }
    await server.deliverMail();
    expect(await mailsWith(`gone-${T}`)).toEqual([]);
  });

  it('limits replies per contact, not per company', async () => {
    const company = await buildCompany(server.orm);
    const first = await server.signIn(await buildContact(server.orm, { company }));
    const colleague = await server.signIn(await buildContact(server.orm, { company }));
    for (let index = 0; index < REPLY_LIMIT; index += 1) {
      expect((await reply(first, { body: `limit-${T}-${index}` })).status).toBe(200);
    }
    const over = await reply(first, { body: `limit-${T}-over` });
    expect(over.status).toBe(429);
    expect(over.body.msg).toMatch(/^Too many replies\. Please wait \d+ minutes? and try again\.$/);
    expect((await reply(colleague, { body: `limit-${T}-colleague` })).status).toBe(200);
    await server.deliverMail();
    expect(await mailsWith(`limit-${T}-over`)).toEqual([]);
  });
});
