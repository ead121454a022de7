import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, uniqueToken, type BuiltContact, TestSql } from '@tbs/db/testing';
import { clientIp, startTestServer, type TestServer } from '../../test/server.ts';
import { paymentProvider } from '../../payments/paymentProvider.ts';
import { type SimulatedPaymentProvider, simulatedEventId } from '../../payments/simulatedProvider.ts';
import { SIMULATED_SIGNATURE_HEADER, signSimulatedBody } from '../../payments/simulatedSignature.ts';
import { QuoteAnswer, PaymentLinkAnswer, StoredOrderAnswer } from './schema.ts';
import { SIMULATED_PAGE_CSP } from './simulated.ts';
import { startFakeVies, type FakeVies } from '../../test/fakeVies.ts';
import { ViesVatVerifier } from '../../vat/viesVerifier.ts';

/**
 * The shop's public address in these tests: a relay in front of the test server (which listens on a port
 * chosen at start), so the simulated provider's webhook call and redirects go where a provider's would.
 */
let relay: Server;
let target = '';
let server: TestServer;
let sql: TestSql;
let publicUrl = '';
let vies: FakeVies;
const T = uniqueToken();

/** What the fake VIES says: it confirms these numbers, is down for those, and knows no other. */
const VIES_CONFIRMS = new Set(['DE136695976', 'ATU13585627']);
const VIES_DOWN = new Set(['BE0411905847', 'DE111111125']);
const CAPTCHA = 'test-captcha-pass';

interface Answer {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: { link?: string; quote?: Record<string, unknown> };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  option: 1,
  name: 'Paula Payer',
  email: `paula-${T.toLowerCase()}@payer.example.com`,
  company: `Payer ${T} B.V.`,
  address: 'Damrak 1',
  zip: '1012 LG',
  city: 'Amsterdam',
  country: 'NL',
  vat: 'NL123456789B01',
  isContractAgreed: true,
  ...overrides,
});

const order = (body: Record<string, unknown>, token?: string) =>
  server.request<Answer>('POST', '/api/companies/invoice', {
    body,
    headers: clientIp(),
    ...(token ? { token } : {}),
  });

const quote = (body: Record<string, unknown>) =>
  server.request<Answer>('POST', '/api/companies/invoice/quote', { body, headers: clientIp() });

const quoteAs = (body: Record<string, unknown>, token: string) =>
  server.request<Answer>('POST', '/api/companies/invoice/quote', { body, headers: clientIp(), token });

const secret = () => (paymentProvider() as SimulatedPaymentProvider).signingSecret;

/** The provider reference of a checkout link (its last path segment). */
const refOf = (link: string) => new URL(link).pathname.split('/').pop()!;

/** A webhook delivery of the simulated provider, signed unless told otherwise. */
function deliver(
  providerRef: string,
  event: { type?: string; amount?: string; id?: string; reference?: string },
  signing: { secret?: string; at?: Date; unsigned?: boolean } = {},
) {
  const body = JSON.stringify({
    id: event.id ?? simulatedEventId(),
    type: event.type ?? 'payment.paid',
    created: Math.floor(Date.now() / 1000),
    data: { providerRef, reference: event.reference ?? '', amount: event.amount ?? '0.00', currency: 'EUR' },
  });
  const headers: Record<string, string> = {};
  if (!signing.unsigned)
    headers[SIMULATED_SIGNATURE_HEADER] = signSimulatedBody(signing.secret ?? secret(), body, signing.at);
  return server.request<Answer>('POST', '/api/payments/webhook/simulated', { body, headers });
}

const paymentRow = async (providerRef: string) =>
  (
    await sql.rows<{ status: string; amount: string; order_id: number | null; invoice_id: number | null }>(
      'select status, amount::text, order_id, invoice_id from payment where provider_ref = $1',
      [providerRef],
    )
  )[0]!;

const invoicesOfOrder = (orderId: number) =>
  sql.rows<{ invoice_number: string; total: string; payment_status: number }>(
    'select invoice_number, total::text, payment_status from invoice where order_id = $1',
    [orderId],
  );

/** A visitor's Broker order in the Netherlands (1,633.50 with BTW): its provider ref and order id. */
async function placeOrder(overrides: Record<string, unknown> = {}) {
  const answer = await order(form({ captcha: CAPTCHA, ...overrides }));
  expect(answer.status).toBe(200);
  const providerRef = refOf(answer.body.payload!.link!);
  const payment = await paymentRow(providerRef);
  return { providerRef, orderId: payment.order_id!, amount: payment.amount };
}

/** Posts the simulated checkout page's Approve or Decline form; answers the status and the redirect. */
async function clickOnCheckout(providerRef: string, action: 'approve' | 'decline') {
  const response = await fetch(`${target}/api/payments/simulated/${providerRef}/${action}`, {
    method: 'POST',
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

beforeAll(async () => {
  relay = createServer((incoming, outgoing) => {
    const forward = httpRequest(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  publicUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  vies = await startFakeVies((number) =>
    VIES_CONFIRMS.has(number) ? 'valid' : VIES_DOWN.has(number) ? 'serverError' : 'invalid',
  );
  server = await startTestServer({
    publicUrl,
    rateLimits: { RATE_LIMIT_INVOICE_REQUEST: 1000 },
    vatVerifier: new ViesVatVerifier({ url: vies.url, timeoutMs: 5000 }),
  });
  target = server.url;
  sql = await TestSql.connect();
});
afterAll(async () => {
  await sql.end();
  await server.close();
  await vies.close();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

describe('POST /api/companies/invoice (invoice request)', () => {
  const FIELDS = [
    'option',
    'name',
    'email',
    'company',
    'address',
    'zip',
    'city',
    'country',
    'isContractAgreed',
  ];

  it.each(FIELDS)('refuses an order without %s, naming the field', async (field) => {
    const body: Record<string, unknown> = form({ captcha: CAPTCHA });
    delete body[field];
    const answer = await order(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.param)).toEqual([field]);
  });

  it('names every missing field at once, in the spec wording', async () => {
    const answer = await order({});
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.param).sort()).toEqual([...FIELDS].sort());
    expect(answer.body.errors?.find((error) => error.param === 'name')?.msg).toBe('This field is required');
  });

  it('refuses a malformed e-mail, an unknown country and an unticked contract', async () => {
    const answer = await order(form({ email: 'not-an-address', country: 'XX', isContractAgreed: false }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { param: 'email', msg: 'This field should be a correct email-address' },
        { param: 'isContractAgreed', msg: 'Please agree to the contract terms' },
      ]),
    );
    const unknownCountry = await order(form({ country: 'XX', captcha: CAPTCHA }));
    expect(unknownCountry.body.errors).toEqual([{ param: 'country', msg: 'Please choose a country' }]);
  });

  it('asks a visitor for the captcha, then stores the order with the server amounts and answers the link', async () => {
    const without = await order(form());
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual([{ param: 'captcha', msg: 'Please solve the captcha' }]);

    // The client's amounts are not even read: only the option and the country decide.
    const answer = await order(form({ captcha: CAPTCHA, total: '1.00', price: 1 }));
    expect(answer.status).toBe(200);
    expect(PaymentLinkAnswer.parse(answer.body).payload.link).toMatch(/\/api\/payments\/simulated\/sim_/);
    const providerRef = refOf(answer.body.payload!.link!);
    const payment = await paymentRow(providerRef);
    expect(payment).toMatchObject({ status: 'open', amount: '1633.50', invoice_id: null });
    const [stored] = await sql.rows<Record<string, unknown>>(
      `select company_id, account_type, price::text, subtotal::text, vat_amount::text, vat_rate, vat_label, total::text, status
         from payment_order where id = $1`,
      [payment.order_id],
    );
    expect(stored).toEqual({
      company_id: null,
      account_type: 'broker',
      price: '1350.00',
      subtotal: '1350.00',
      vat_amount: '283.50',
      vat_rate: 21,
      vat_label: 'VAT 21%',
      total: '1633.50',
      status: 'created',
    });
  });

  it('takes an order without a VAT number: the note under the field says it only adds tax', async () => {
    const answer = await order(form({ captcha: CAPTCHA, country: 'DE', vat: '' }));
    expect(answer.status).toBe(200);
    const payment = await paymentRow(refOf(answer.body.payload!.link!));
    expect(payment.amount).toBe('1633.50');
    const [stored] = await sql.rows<{ vat: string | null; vat_note: string }>(
      'select vat, vat_note from payment_order where id = $1',
      [payment.order_id],
    );
    expect(stored).toEqual({ vat: null, vat_note: 'No VAT number was given, so 21% Dutch VAT is added.' });
  });

  it("says on the visitor's invoice and its mail why 21% was added to an unverified EU number", async () => {
    const email = `vera-${uniqueToken().toLowerCase()}@payer.example.com`;
    const answer = await order(form({ captcha: CAPTCHA, email, country: 'BE', vat: 'BE0411905847' }));
    const providerRef = refOf(answer.body.payload!.link!);
    await clickOnCheckout(providerRef, 'approve');
    const [invoice] = await sql.rows<{ invoice_number: string; total: string; vat_note: string }>(
      `select i.invoice_number, i.total::text, i.vat_note from invoice i join payment p on p.order_id = i.order_id
        where p.provider_ref = $1`,
      [providerRef],
    );
    expect(invoice).toMatchObject({
      total: '1633.50',
      vat_note: expect.stringContaining('could not be verified'),
    });
    await server.deliverMail();
    const [mail] = await sql.rows<{ text: string }>(`select text from mail_message where "to" = $1`, [email]);
    expect(mail!.text).toContain(invoice!.vat_note);
  });
});

describe("a member's order is billed as the company's record says", () => {
  /** A signed-in member of a company with this record (Dutch unless told). */
  async function memberOf(record: Record<string, unknown>) {
    const member = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { name: `Member ${uniqueToken()} B.V.`, ...record }),
    });
    return { member, token: await server.signIn(member) };
  }

  const storedOrder = async (link: string) => {
    const payment = await paymentRow(refOf(link));
    const [stored] = await sql.rows<
      Record<string, unknown> & { company_name: string; vat_note: string | null }
    >(
      `select company_id, company_name, address, zip, city, country_code, vat, vat_rate, vat_label, vat_note, total::text
         from payment_order where id = $1`,
      [payment.order_id],
    );
    return { ...stored!, amount: payment.amount, providerRef: refOf(link), orderId: payment.order_id! };
  };

  it('a Dutch member posting country=US and a foreign VAT number pays 21% BTW', async () => {
    const { member, token } = await memberOf({ address: 'Damrak 1', zip: '1012 LG', city: 'Amsterdam' });
    const faked = form({
      option: 1,
      country: 'US',
      vat: 'DE136695976',
      address: '1 Main Street',
      city: 'Austin',
    });
    const answer = await order(faked, token);
    expect(answer.status).toBe(200);
    expect(await storedOrder(answer.body.payload!.link!)).toMatchObject({
      company_id: member.company.id,
      company_name: member.company.name,
      address: 'Damrak 1',
      city: 'Amsterdam',
      country_code: 'NL',
      vat: null,
      vat_rate: 21,
      vat_label: 'VAT 21%',
      total: '1633.50',
      amount: '1633.50',
    });
    const priced = QuoteAnswer.parse((await quoteAs(faked, token)).body).payload.quote;
    expect(priced).toMatchObject({ total: '1633.50', vatLabel: 'VAT 21%' });
    expect(priced.buyer).toMatchObject({
      country: 'NL',
      countryName: 'Netherlands',
      vat: null,
      fromRecord: true,
    });
  });

  it("the paid invoice names the record's company, address and country, not the form's", async () => {
    const { token } = await memberOf({ address: 'Damrak 1', zip: '1012 LG', city: 'Amsterdam' });
    const answer = await order(
      form({ country: 'US', address: 'Fake Street 9', zip: '00000', city: 'Nowhere' }),
      token,
    );
    const placed = await storedOrder(answer.body.payload!.link!);
    await clickOnCheckout(placed.providerRef, 'approve');
    const [invoice] = await sql.rows<{ buyer: Record<string, unknown>; total: string }>(
      'select buyer, total::text from invoice where order_id = $1',
      [placed.orderId],
    );
    expect(invoice!.total).toBe('1633.50');
    expect(invoice!.buyer).toMatchObject({
      company: placed.company_name,
      address: 'Damrak 1',
      zip: '1012 LG',
      city: 'Amsterdam',
      country: 'Netherlands',
      countryCode: 'NL',
    });
  });

  it("fills only what the record lacks from the form's address lines", async () => {
    const { token } = await memberOf({ address: 'Hauptstrasse 1', zip: null, city: null, country: 'DE' });
    const answer = await order(form({ address: 'Elsewhere 2', zip: '10115', city: 'Berlin' }), token);
    expect(await storedOrder(answer.body.payload!.link!)).toMatchObject({
      address: 'Hauptstrasse 1',
      zip: '10115',
      city: 'Berlin',
      country_code: 'DE',
    });
  });

  it.each([
    ['VIES confirms', 'DE136695976', '1350.00', 'VAT reverse charged (Article 196 VAT Directive)', null],
    [
      'VIES is down: the record stands',
      'DE 111 111 125',
      '1350.00',
      'VAT reverse charged (Article 196 VAT Directive)',
      null,
    ],
    [
      'VIES does not know it',
      'DE113298780',
      '1633.50',
      'VAT 21% (no verified EU VAT number)',
      'does not confirm',
    ],
    ['its check digits fail', 'DE123456789', '1633.50', 'VAT 21% (no verified EU VAT number)', 'check-digit'],
    ['there is none', null, '1633.50', 'VAT 21% (no verified EU VAT number)', 'No VAT number'],
  ])("a German member's VAT number on record: %s", async (_, vatNr, total, vatLabel, why) => {
    const { token } = await memberOf({ country: 'DE', vatNr });
    // What the form says about VAT is not read: only the record counts.
    const answer = await order(form({ country: 'DE', vat: 'DE136695976' }), token);
    const placed = await storedOrder(answer.body.payload!.link!);
    expect(placed).toMatchObject({ total, vat_label: vatLabel });
    if (why) expect(placed.vat_note).toContain(why);
    else expect(placed.vat_note).toBeNull();
  });

  it('GET /api/companies/invoice/buyer answers the record the form shows read-only', async () => {
    const { member, token } = await memberOf({
      country: 'GB',
      vatNr: 'GB123456789000',
      address: '1 Strand',
      city: 'London',
      zip: null,
    });
    const answer = await server.request<Answer & { payload: { buyer: Record<string, unknown> } }>(
      'GET',
      '/api/companies/invoice/buyer',
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.payload.buyer).toEqual({
      company: member.company.name,
      address: '1 Strand',
      zip: '',
      city: 'London',
      country: 'GB',
      countryName: 'United Kingdom',
      vat: 'GB123456789000',
      taxIdLabel: 'EORI',
      fromRecord: true,
    });
    expect((await server.request('GET', '/api/companies/invoice/buyer')).status).toBe(401);
  });
});

describe("a member's paid order", () => {
  it('is taken during an ended free trial and, once paid, makes the company a member for a year', async () => {
    const trial = await buildContact(server.orm, {
      company: await buildCompany(server.orm, {
        name: `Trial ${T}`,
        memberSince: null,
        freeTrialUntil: '2020-01-01',
      }),
    });
    const token = await server.signIn(trial);
    // The ended trial blocks member calls, but not paying.
    expect((await server.request('GET', '/api/companies/me', { token })).status).toBe(403);
    const answer = await order(form({ option: 0 }), token);
    expect(answer.status).toBe(200);
    const providerRef = refOf(answer.body.payload!.link!);
    expect((await paymentRow(providerRef)).amount).toBe('816.75');
    expect((await clickOnCheckout(providerRef, 'approve')).location).toMatch(
      new RegExp(`^${publicUrl}/payment\\?stage=ok&order=[\\w-]{32}$`),
    );
    const [company] = await sql.rows<{ member_since: string | null; member_until: string | null }>(
      'select member_since::text, member_until::text from company where id = $1',
      [trial.company.id],
    );
    expect(company!.member_since).not.toBeNull();
    expect(company!.member_until).not.toBeNull();
    expect((await server.request('GET', '/api/companies/me', { token })).status).toBe(200);
  });
});

describe('POST /api/companies/invoice/quote (stage 3)', () => {
  const REVERSE = 'VAT reverse charged (Article 196 VAT Directive)';
  const ADDED = 'VAT 21% (no verified EU VAT number)';
  it.each([
    ['NL, whatever the number', { country: 'NL', vat: 'NL123456789B01' }, '283.50', 'VAT 21%', null, null],
    [
      'DE with a number VIES confirms, typed loosely',
      { country: 'DE', vat: 'de 136 695 976' },
      '0.00',
      REVERSE,
      'verified',
      null,
    ],
    [
      'AT with a confirmed number without its prefix',
      { country: 'AT', vat: 'U13585627' },
      '0.00',
      REVERSE,
      'verified',
      null,
    ],
    [
      'DE with a well-formed number VIES does not know',
      { country: 'DE', vat: 'DE113891176' },
      '283.50',
      ADDED,
      'rejected',
      'does not confirm',
    ],
    [
      'BE with a well-formed number while VIES is down',
      { country: 'BE', vat: 'BE0411905847' },
      '283.50',
      ADDED,
      'unverified',
      'could not be verified',
    ],
    [
      'DE with a made-up number (check digits)',
      { country: 'DE', vat: 'DE123456789' },
      '283.50',
      ADDED,
      'malformed',
      'check-digit',
    ],
    [
      'AT with a German number VIES confirms',
      { country: 'AT', vat: 'DE136695976' },
      '283.50',
      ADDED,
      'malformed',
      'check-digit',
    ],
    ['DE without a number', { country: 'DE', vat: '' }, '283.50', ADDED, 'missing', 'No VAT number'],
    [
      'the UK (EORI)',
      { country: 'GB', vat: 'GB123456789000' },
      '0.00',
      'VAT 0% (outside the EU)',
      null,
      null,
    ],
    ['the US', { country: 'US', vat: 'none' }, '0.00', 'VAT 0% (outside the EU)', null, null],
  ])('prices a Broker year for a visitor: %s', async (_, place, vat, vatLabel, vatCheck, why) => {
    const answer = await quote(form(place));
    expect(answer.status).toBe(200);
    const { quote: view } = QuoteAnswer.parse(answer.body).payload;
    const total = vat === '0.00' ? '1350.00' : '1633.50';
    expect(view).toMatchObject({ subtotal: '1350.00', vat, total, vatLabel, vatCheck });
    if (why) expect(view.vatNote).toContain(why);
    else expect(view.vatNote).toBeNull();
    expect(view.lines).toEqual([
      { description: 'TBS Broker Membership (1 year)', unitPrice: '1350.00', quantity: 1, price: '1350.00' },
    ]);
    expect(view.taxIdLabel).toBe(place.country === 'GB' ? 'EORI' : 'VAT');
    expect(view.buyer).toMatchObject({ company: form().company, country: place.country, fromRecord: false });
  });

  it('asks VIES only about a number that passes its check digits', async () => {
    await quote(form({ country: 'DE', vat: 'DE123456789' }));
    expect(vies.requests).not.toContainEqual({ countryCode: 'DE', vatNumber: '123456789' });
  });

  it('prices a Plus year in the Netherlands to the cent', async () => {
    const answer = await quote(form({ option: '0' }));
    expect(QuoteAnswer.parse(answer.body).payload.quote).toMatchObject({
      accountType: 'plus',
      vat: '141.75',
      total: '816.75',
    });
  });
});

describe('POST /api/payments/webhook/simulated', () => {
  it('pays an order once: the same event twice, another paid event and a late failure make one invoice', async () => {
    const { providerRef, orderId, amount } = await placeOrder();
    const paid = { id: simulatedEventId(), amount, reference: `order:${orderId}` };
    const first = await deliver(providerRef, paid);
    expect(first.status).toBe(200);
    expect((await deliver(providerRef, paid)).status).toBe(200);
    expect((await deliver(providerRef, { ...paid, id: simulatedEventId() })).status).toBe(200);
    expect((await deliver(providerRef, { type: 'payment.failed', amount })).status).toBe(200);

    const invoices = await invoicesOfOrder(orderId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ total: '1633.50', payment_status: 1 });
    expect(invoices[0]!.invoice_number).toMatch(/^TBS-\d{4}-\d{5}$/);
    expect((await paymentRow(providerRef)).status).toBe('paid');
    const events = await sql.rows<{ outcome: string }>(
      'select e.outcome from payment_event e join payment p on p.id = e.payment_id where p.provider_ref = $1 order by e.id',
      [providerRef],
    );
    expect(events.map((event) => event.outcome)).toEqual(['applied', 'ignored', 'ignored']);
    const [status] = await sql.rows<{ status: string }>('select status from payment_order where id = $1', [
      orderId,
    ]);
    expect(status!.status).toBe('paid');

    // The invoice mail goes to the order's address.
    await server.deliverMail();
    const mails = await sql.rows<{ subject: string; text: string }>(
      `select subject, text from mail_message where "to" = $1 order by id`,
      [form().email],
    );
    const mail = mails.find((candidate) => candidate.subject.includes(invoices[0]!.invoice_number));
    expect(mail?.text).toContain('€ 1,633.50');
    expect(mail?.text).toContain('VAT 21%');
  });

  it('refuses forged, unsigned, stale and wrongly priced deliveries; nothing changes', async () => {
    const { providerRef, orderId, amount } = await placeOrder();
    const refusals = [
      await deliver(providerRef, { amount }, { secret: 'a forged secret that is long enough to pass' }),
      await deliver(providerRef, { amount }, { unsigned: true }),
      await deliver(providerRef, { amount }, { at: new Date(Date.now() - 6 * 60_000) }),
      await deliver(providerRef, { amount: '0.01' }),
      await deliver(providerRef, { amount, reference: `order:${orderId + 100000}` }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect((await paymentRow(providerRef)).status).toBe('open');
    expect(await invoicesOfOrder(orderId)).toEqual([]);
    const [events] = await sql.rows<{ count: number }>(
      'select count(*)::int as count from payment_event e join payment p on p.id = e.payment_id where p.provider_ref = $1',
      [providerRef],
    );
    expect(events!.count).toBe(0);
  });

  it('answers 404 for a provider that is not the configured one', async () => {
    const answer = await server.request<Answer>('POST', '/api/payments/webhook/stripe', {
      body: { id: 'evt_1' },
    });
    expect(answer.status).toBe(404);
  });
});

describe('the provider redirect', () => {
  it('keeps the host the browser is on (its Origin on the same host), not PUBLIC_URL', async () => {
    // As a browser on the Vite dev server (port 5173, proxied to the api) asks: fetch cannot set Host.
    const browser = 'http://tbs-demo.localhost:5173';
    const body = JSON.stringify(form({ captcha: CAPTCHA }));
    const answer = await new Promise<{ status: number; link: string }>((resolve, reject) => {
      const sent = httpRequest(
        `${target}/api/companies/invoice`,
        {
          method: 'POST',
          headers: {
            ...clientIp(),
            'Content-Type': 'application/json',
            Origin: browser,
            Host: 'tbs-demo.localhost:5173',
          },
        },
        (incoming) => {
          let text = '';
          incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
          incoming.on('end', () => {
            const parsed = JSON.parse(text) as Answer;
            resolve({ status: incoming.statusCode ?? 0, link: parsed.payload?.link ?? '' });
          });
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
    expect(answer.status).toBe(200);
    const link = answer.link;
    expect(link.startsWith(`${browser}/api/payments/simulated/sim_`)).toBe(true);
    const returned = await clickOnCheckout(refOf(link), 'approve');
    expect(returned.location).toMatch(new RegExp(`^${browser}/payment\\?stage=ok&order=[\\w-]{32}$`));
  });

  it('uses PUBLIC_URL for an Origin of another host', async () => {
    const answer = await server.request<Answer>('POST', '/api/companies/invoice', {
      body: form({ captcha: CAPTCHA }),
      headers: { ...clientIp(), Origin: 'https://elsewhere.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.payload!.link!.startsWith(`${publicUrl}/api/payments/simulated/`)).toBe(true);
  });
});

describe('the simulated provider page', () => {
  it('shows the amount; Approve calls the webhook and returns to stage 4 with the order paid', async () => {
    const { providerRef, orderId } = await placeOrder();
    const page = await fetch(`${target}/api/payments/simulated/${providerRef}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('€ 1,633.50');
    expect(html).toContain('TBS Broker Membership (1 year)');
    expect(html).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toBe(SIMULATED_PAGE_CSP);

    const returned = await clickOnCheckout(providerRef, 'approve');
    expect(returned.status).toBe(303);
    expect(returned.location).toMatch(new RegExp(`^${publicUrl}/payment\\?stage=ok&order=[\\w-]{32}$`));
    expect((await paymentRow(providerRef)).status).toBe('paid');
    expect(await invoicesOfOrder(orderId)).toHaveLength(1);
    // A second click only redirects again.
    expect((await clickOnCheckout(providerRef, 'approve')).location).toBe(returned.location);
    expect(await invoicesOfOrder(orderId)).toHaveLength(1);
  });

  it('Decline returns to stage 5 with the payment and the order failed, and no invoice', async () => {
    const { providerRef, orderId } = await placeOrder({ option: 0 });
    const returned = await clickOnCheckout(providerRef, 'decline');
    expect(returned.status).toBe(303);
    expect(returned.location).toMatch(new RegExp(`^${publicUrl}/payment\\?stage=fail&order=[\\w-]{32}$`));
    expect((await paymentRow(providerRef)).status).toBe('failed');
    expect(await invoicesOfOrder(orderId)).toEqual([]);
    const [stored] = await sql.rows<{ status: string }>('select status from payment_order where id = $1', [
      orderId,
    ]);
    expect(stored!.status).toBe('failed');
  });

  it("reads the order back by its return's secret, as it was placed (stages 4 and 5 go back to Verify Order)", async () => {
    const { providerRef } = await placeOrder({ country: 'BE', vat: 'BE0411905847', company: 'Back BV' });
    const token = new URL((await clickOnCheckout(providerRef, 'decline')).location!).searchParams.get(
      'order',
    )!;
    const answer = await server.request<Answer & { payload: unknown }>(
      'GET',
      `/api/companies/invoice/orders/${token}`,
    );
    expect(answer.status).toBe(200);
    const { order: placed } = StoredOrderAnswer.parse(answer.body).payload;
    expect(placed).toMatchObject({ option: 1, name: form().name, email: form().email, status: 'failed' });
    expect(placed.quote).toMatchObject({
      subtotal: '1350.00',
      vat: '283.50',
      total: '1633.50',
      vatCheck: 'unverified',
      vatNote: expect.stringContaining('could not be verified'),
      buyer: {
        company: 'Back BV',
        country: 'BE',
        countryName: 'Belgium',
        vat: 'BE0411905847',
        fromRecord: false,
      },
    });
    const unknown = 'A'.repeat(32);
    expect((await server.request('GET', `/api/companies/invoice/orders/${unknown}`)).status).toBe(404);
    expect((await server.request('GET', '/api/companies/invoice/orders/1')).status).toBe(404);
  });

  it('answers 404 for an unknown payment', async () => {
    expect((await fetch(`${target}/api/payments/simulated/sim_unknown0000000000`)).status).toBe(404);
  });
});

describe('POST /api/companies/invoices/{invoiceNumber}/actions/pay', () => {
  let member: BuiltContact;
  let token: string;
  const number = `TBS-2001-${T.slice(1, 6)}`;

  /** An open invoice of a company, 20 days old (past its due date) and marked force-pay unless told. */
  async function openInvoice(companyId: number, invoiceNumber: string, forcePay = true) {
    await sql.rows(
      `insert into invoice (company_id, invoice_number, account, total, subtotal, vat_amount, vat_rate, vat_label, lines, buyer,
         invoice_date, due_date, force_pay)
       values ($1, $2, 'Plus', 816.75, 675.00, 141.75, 21, 'VAT 21%',
         '[{"description":"TBS Plus Membership (1 year)","unitCents":67500,"quantity":1,"cents":67500}]'::jsonb,
         '{"name":null,"company":"X","address":null,"zip":null,"city":null,"country":"Netherlands","countryCode":"NL","vat":null,"taxIdLabel":"VAT","email":null}'::jsonb,
         current_date - 20, current_date - 5, $3)`,
      [companyId, invoiceNumber, forcePay],
    );
  }

  beforeAll(async () => {
    member = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { name: `Overdue ${T}` }),
    });
    await openInvoice(member.company.id, number);
    token = await server.signIn(member);
  });

  const pay = (invoiceNumber: string, withToken?: string) =>
    server.request<Answer>('POST', `/api/companies/invoices/${invoiceNumber}/actions/pay`, {
      body: {},
      headers: clientIp(),
      ...(withToken ? { token: withToken } : {}),
    });

  it('lets a force-pay blocked member pay the overdue invoice, which lifts the block', async () => {
    expect((await server.request('GET', '/api/companies/me', { token })).status).toBe(403);
    const answer = await pay(number, token);
    expect(answer.status).toBe(200);
    const providerRef = refOf(answer.body.payload!.link!);
    expect((await paymentRow(providerRef)).amount).toBe('816.75');
    expect(await clickOnCheckout(providerRef, 'approve')).toEqual({
      status: 303,
      location: `${publicUrl}/invoices?paid=${number}`,
    });
    const [invoice] = await sql.rows<{ payment_status: number; date_paid: string | null }>(
      'select payment_status, date_paid::text from invoice where invoice_number = $1',
      [number],
    );
    expect(invoice!.payment_status).toBe(1);
    expect(invoice!.date_paid).not.toBeNull();
    expect((await server.request('GET', '/api/companies/me', { token })).status).toBe(200);
    const status = await server.request<{ payload: { forcePay: boolean } }>(
      'GET',
      '/api/companies/getLastInvoiceStatus',
      { token },
    );
    expect(status.body.payload.forcePay).toBe(false);
  });

  it('refuses a paid invoice (409), another company’s (404) and visitors (401)', async () => {
    expect((await pay(number, token)).status).toBe(409);
    const other = await buildCompany(server.orm, { name: `Other ${T}` });
    const othersNumber = `TBS-2002-${T.slice(1, 6)}`;
    await openInvoice(other.id, othersNumber, false);
    expect((await pay(othersNumber, token)).status).toBe(404);
    expect((await pay(othersNumber)).status).toBe(401);
  });
});
