import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffContact } from '@tbs/db';
import { buildCompany, buildContact, uniqueToken, type BuiltContact, TestSql } from '@tbs/db/testing';
import { clientIp, startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let sql: TestSql;
const T = uniqueToken();
const PASS = 'test-captcha-pass';
const RECIPIENT_LIMIT = 3;
let recipient: BuiltContact;
let staffId: number;
const STAFF_EMAIL = `eva-${T.toLowerCase()}@staff.example.com`;

interface MessageAnswer {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: { msg: string };
}

const send = (
  path: 'sendMailToContact' | 'sendMailToTBS',
  body: Record<string, unknown>,
  token?: string,
  ip: Record<string, string> = clientIp(),
) =>
  server.request<MessageAnswer>('POST', `/api/mail/${path}`, {
    body,
    headers: ip,
    ...(token ? { token } : {}),
  });

const visitorMessage = (marker: string, extra: Record<string, unknown> = {}) => ({
  recipientId: recipient.contact.id,
  subject: `Question about your stock ${marker}`,
  message: `Do you have 10 more? ${marker}`,
  senderName: 'Vera Visitor',
  companyName: 'Visiting Trade Ltd',
  senderEmail: 'vera@visiting.example.com',
  captcha: PASS,
  ...extra,
});

const mailsWith = (marker: string) =>
  sql.rows<{ to: string; subject: string; text: string }>(
    `select "to", subject, text from mail_message where text like $1 order by id`,
    [`%${marker}%`],
  );

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      RATE_LIMIT_CONTACT_MESSAGE_RECIPIENT: RECIPIENT_LIMIT,
      RATE_LIMIT_CONTACT_MESSAGE_VISITOR: 1000,
    },
  });
  sql = await TestSql.connect();
  recipient = await buildContact(server.orm, {
    name: `Rita ${T}`,
    company: await buildCompany(server.orm, { name: `Recipient ${T}` }),
  });
  const [staff] = await sql.rows<{ id: number }>(
    `insert into staff_contact (name, position, tel, email, sort_order) values ($1, 'Sales', '+31 20 000 00 01', $2, 5) returning id`,
    [`Eva ${T}`, STAFF_EMAIL],
  );
  staffId = staff!.id;
});
afterAll(async () => {
  await server.orm.em.fork().nativeDelete(StaffContact, { email: STAFF_EMAIL });
  await sql.end();
  await server.close();
});

describe('POST /api/mail/sendMailToContact', () => {
  it("mails a member's message with the sender taken from the account, never from the body", async () => {
    const sender = await buildContact(server.orm, {
      name: `Max ${T}`,
      company: await buildCompany(server.orm, { name: `Sender Co ${T}` }),
    });
    const marker = `member-${T}`;
    const answer = await send(
      'sendMailToContact',
      {
        recipientId: recipient.contact.id,
        recipientEmail: 'someone-else@example.com',
        subject: 'Your HPE stock',
        message: `Can you ship to Germany? ${marker}`,
        senderName: 'The CEO of a competitor',
        senderEmail: 'spoof@competitor.example.com',
        companyName: 'Competitor',
      },
      await server.signIn(sender),
    );
    expect(answer.body).toEqual({ status: 200, payload: { msg: 'Message sent' } });
    await server.deliverMail();
    const [mail, ...more] = await mailsWith(marker);
    expect(more).toEqual([]);
    expect(mail!.to).toBe(recipient.email);
    expect(mail!.subject).toBe('Your HPE stock');
    expect(mail!.text).toContain(`Name: Max ${T}`);
    expect(mail!.text).toContain(`Company: Sender Co ${T}`);
    expect(mail!.text).toContain(`E-mail: ${sender.email}`);
    expect(mail!.text).toContain('Sent by a signed-in TBS member.');
    expect(mail!.text).not.toContain('spoof@competitor');
    expect(mail!.text).not.toContain('Competitor');
  });

  it('lets a visitor write with name, company, e-mail and a solved captcha; the answer keeps the address', async () => {
    const marker = `visitor-${T}`;
    const answer = await send('sendMailToContact', visitorMessage(marker));
    expect(answer.body).toEqual({ status: 200, payload: { msg: 'Message sent' } });
    expect(JSON.stringify(answer.body)).not.toContain(recipient.email);
    await server.deliverMail();
    const [mail] = await mailsWith(marker);
    expect(mail!.to).toBe(recipient.email);
    expect(mail!.text).toContain('E-mail: vera@visiting.example.com');
    expect(mail!.text).toContain('Sent by a visitor who is not a TBS member (details as typed, unverified).');
  });

  it("refuses a visitor's message without a solved captcha, and sends nothing", async () => {
    const marker = `nocaptcha-${T}`;
    for (const captcha of [undefined, 'not-a-solution']) {
      const answer = await send('sendMailToContact', visitorMessage(marker, { captcha }));
      expect([answer.status, answer.body.msg]).toEqual([400, 'Please solve the captcha']);
    }
    await server.deliverMail();
    expect(await mailsWith(marker)).toEqual([]);
  });

  it('requires subject and message of everyone, and name, company and a valid e-mail of visitors', async () => {
    const member = await server.signIn(await buildContact(server.orm));
    const noSubject = await send(
      'sendMailToContact',
      { recipientId: recipient.contact.id, subject: ' ', message: 'x' },
      member,
    );
    expect(noSubject.body.errors).toEqual([{ param: 'subject', msg: 'This field is required' }]);
    const noMessage = await send(
      'sendMailToContact',
      { recipientId: recipient.contact.id, subject: 'x' },
      member,
    );
    expect(noMessage.body.errors).toEqual([{ param: 'message', msg: 'This field is required' }]);
    const bare = await send('sendMailToContact', {
      recipientId: recipient.contact.id,
      subject: 'x',
      message: 'y',
      captcha: PASS,
    });
    expect(bare.body.errors).toEqual([
      { param: 'senderName', msg: 'This field is required' },
      { param: 'companyName', msg: 'This field is required' },
      { param: 'senderEmail', msg: 'This field is required' },
    ]);
    const badEmail = await send(
      'sendMailToContact',
      visitorMessage('bad', { senderEmail: 'not-an-address' }),
    );
    expect(badEmail.body.errors).toEqual([
      { param: 'senderEmail', msg: 'This field should be a correct email-address' },
    ]);
  });

  it('refuses line breaks in the subject and names (header injection)', async () => {
    const marker = `inject-${T}`;
    const cases: [string, Record<string, unknown>][] = [
      ['subject', { subject: `Hello\r\nBcc: everyone@example.com ${marker}` }],
      ['senderName', { senderName: 'Vera\nBcc: everyone@example.com' }],
      ['companyName', { companyName: 'Co\rTo: x@example.com' }],
      ['senderEmail', { senderEmail: 'vera@visiting.example.com\r\nBcc: x@example.com' }],
      ['subject', { subject: `Hello\u2028Bcc: everyone@example.com ${marker}` }],
      ['senderName', { senderName: 'Vera\u0085Visitor' }],
      ['companyName', { companyName: 'Co\tTo: x@example.com' }],
    ];
    for (const [param, fields] of cases) {
      const answer = await send('sendMailToContact', visitorMessage(marker, fields));
      expect([param, answer.status, answer.body.errors?.[0]?.param]).toEqual([param, 400, param]);
    }
    await server.deliverMail();
    expect(await mailsWith(marker)).toEqual([]);
  });

  it('answers 404 for an unknown contact, an inactive contact and a contact of an inactive company', async () => {
    const gone = await buildContact(server.orm, { isActive: false });
    const closed = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { isActive: false }),
    });
    const member = await server.signIn(await buildContact(server.orm));
    for (const recipientId of [2_000_000_000, gone.contact.id, closed.contact.id]) {
      const answer = await send(
        'sendMailToContact',
        { recipientId, subject: 'Hi', message: 'Hello' },
        member,
      );
      expect([answer.status, answer.body.msg]).toEqual([404, 'Contact not found.']);
      const visitor = await send('sendMailToContact', visitorMessage(`404-${T}`, { recipientId }));
      expect(visitor.status).toBe(404);
    }
    const none = await send('sendMailToContact', { subject: 'Hi', message: 'Hello' }, member);
    expect(none.body.errors).toEqual([{ param: 'recipientId', msg: 'This field is required' }]);
  });

  it("limits visitors' messages to one recipient, whatever their address", async () => {
    const target = await buildContact(server.orm);
    const message = visitorMessage(`flood-${T}`, { recipientId: target.contact.id });
    for (let sent = 0; sent < RECIPIENT_LIMIT; sent += 1) {
      expect((await send('sendMailToContact', message)).status).toBe(200);
    }
    const refused = await send('sendMailToContact', message);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many messages\. Please wait \d+ minutes?/);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('POST /api/mail/sendMailToTBS', () => {
  it('mails the staff contact named, marking a services page request', async () => {
    const marker = `tbs-${T}`;
    const answer = await send('sendMailToTBS', {
      recipientId: staffId,
      subject: 'Please list us under Transport',
      message: `We ship worldwide. ${marker}`,
      senderName: 'Vera Visitor',
      companyName: 'Visiting Trade Ltd',
      senderEmail: 'vera@visiting.example.com',
      isFromServicePage: true,
      captcha: PASS,
    });
    expect(answer.body).toEqual({ status: 200, payload: { msg: 'Message sent' } });
    await server.deliverMail();
    const [mail] = await mailsWith(marker);
    expect(mail!.to).toBe(STAFF_EMAIL);
    expect(mail!.subject).toBe('[Services] Please list us under Transport');
    expect(mail!.text).toContain(`Dear Eva ${T},`);
  });

  it("goes to the operator's inbox without a recipient, and needs the captcha of visitors", async () => {
    const marker = `inbox-${T}`;
    const member = await buildContact(server.orm);
    const answer = await send(
      'sendMailToTBS',
      { subject: 'My invoice', message: `Which VAT number? ${marker}` },
      await server.signIn(member),
    );
    expect(answer.status).toBe(200);
    await server.deliverMail();
    const [mail] = await mailsWith(marker);
    // No SUPPORT_EMAIL in tests: the first staff contact of the contact page.
    const [first] = await sql.rows<{ email: string }>(
      'select email from staff_contact order by sort_order, id limit 1',
    );
    expect(mail!.to).toBe(first!.email);
    const visitor = await send('sendMailToTBS', {
      ...visitorMessage(marker),
      recipientId: undefined,
      captcha: undefined,
    });
    expect([visitor.status, visitor.body.msg]).toEqual([400, 'Please solve the captcha']);
    const unknown = await send('sendMailToTBS', { ...visitorMessage(marker), recipientId: 2_000_000_000 });
    expect(unknown.status).toBe(404);
  });
});
