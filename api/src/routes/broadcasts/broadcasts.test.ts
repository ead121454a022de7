import Parser from 'rss-parser';
import { config } from '@tbs/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroadcast, buildCompany, buildContact, uniqueToken, type BuiltContact } from '@tbs/db/testing';
import { Broadcast, Complaint, Favorite, Setting } from '@tbs/db';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let sender: BuiltContact;
let other: BuiltContact;
let member: BuiltContact;
let memberToken: string;
let newest: number;
let deleted: number;
const T = uniqueToken();
const ids: Record<string, number> = {};

let ratesBefore: unknown;
beforeAll(async () => {
  server = await startTestServer();
  // A Gold member (12 years) with one solved complaint keeps its tier.
  const twelveYearsAgo = `${new Date().getUTCFullYear() - 12}-01-15`;
  const company = await buildCompany(server.orm, { name: 'Gold Traders BV', memberSince: twelveYearsAgo });
  sender = await buildContact(server.orm, { company, name: 'Gerda Gold' });
  other = await buildContact(server.orm, { company: await buildCompany(server.orm, { name: `Other ${T}` }) });
  member = await buildContact(server.orm);
  const em = server.orm.em.fork();
  em.create(Complaint, {
    company: company.id,
    filedBy: sender.contact.id,
    title: 'Old complaint',
    transactionDate: '2020-01-01',
    body: 'Solved long ago',
    resolution: 'Refund',
    status: 'solved',
  });
  // The sender's broadcasts are the newest of the database (a minute ahead), 6 then 7 removed.
  const base = Date.now();
  const make = (index: number, extra: Partial<{ deletedAt: Date }> = {}) =>
    em.create(Broadcast, {
      list: 2,
      company: company.id,
      contact: sender.contact.id,
      side: index % 2 ? 'WTB' : 'WTS',
      subject: `WTS ${index}x HPE DL380 Gen10`,
      message: 'Plain text offer',
      quantity: String(index),
      brand: 'HPE',
      description: 'DL380 Gen10',
      condition: 'REF',
      price: '100',
      fromEmail: 'sales@gold.example.com',
      createdAt: new Date(base + index * 1000 + 60_000),
      ...extra,
    });
  for (let index = 0; index < 6; index += 1) make(index);
  const newestRow = make(6);
  const deletedRow = make(7, { deletedAt: new Date() });
  em.create(Favorite, { contact: member.contact.id, company: other.company.id });
  await em.flush();
  newest = newestRow.id;
  deleted = deletedRow.id;

  // Searchable broadcasts of this file's token: prices 200 EUR, 150 USD, 170 GBP, unreadable, and a WTB.
  const by = (who: BuiltContact) => ({ id: who.contact.id, company: who.company.id });
  const at = (minutes: number) => new Date(base - 3_600_000 + minutes * 60_000);
  ids.eur = await buildBroadcast(server.orm, by(sender), {
    subject: `WTS ${T} P05172-B21 Xeon`,
    message: 'Pulled from working servers',
    list: 12,
    price: '200',
    createdAt: at(1),
  });
  ids.usd = await buildBroadcast(server.orm, by(other), {
    subject: `WTS ${T} P05172B21 tray`,
    message: 'New sealed',
    list: 12,
    price: '150',
    currency: 'USD',
    createdAt: at(2),
  });
  ids.gbp = await buildBroadcast(server.orm, by(other), {
    subject: `WTS ${T} p05172 b21 lot`,
    message: 'P05172-B21 refurbished',
    list: 2,
    price: '170',
    currency: 'GBP',
    createdAt: at(3),
  });
  ids.call = await buildBroadcast(server.orm, by(other), {
    subject: `WTS ${T} P05172-B21 call`,
    message: 'Ask for price',
    list: 12,
    price: 'CALL',
    createdAt: at(4),
  });
  ids.wtb = await buildBroadcast(server.orm, by(member), {
    side: 'WTB',
    subject: `WTB ${T} P05172-B21 wanted`,
    message: 'Need 20 pcs',
    list: 12,
    price: '10',
    createdAt: at(5),
  });
  // Rates of this file's own; the settings row is restored after, for the files sharing this database.
  ratesBefore = (await server.orm.em.fork().findOne(Setting, { key: 'rates' }))?.value;
  await server.orm.em.fork().upsert(Setting, { key: 'rates', value: { USD: 1.5, GBP: 0.85 } });
  await server.indexOutbox();
  memberToken = await server.signIn(member);
});
afterAll(async () => {
  if (ratesBefore !== undefined)
    await server.orm.em.fork().upsert(Setting, { key: 'rates', value: ratesBefore });
  await server.close();
});

interface ListAnswer {
  status: number;
  payload: { results: Record<string, unknown>[]; numResults: number };
}

const list = (query: string, token?: string) =>
  server.request<ListAnswer>('GET', `/api/broadcasts?${query}`, { token });
const listIds = async (query: string, token = memberToken) =>
  (await list(query, token)).body.payload.results.map((row) => row.id);

/** What everyone sees of the newest broadcast. */
const newestRow = () => ({
  id: newest,
  date: expect.any(String),
  subject: 'WTS 6x HPE DL380 Gen10',
  side: 'WTS',
  listId: 2,
  broadcastListName: 'Server/Storage',
});

describe('GET /api/broadcasts', () => {
  it('masks the sender for visitors', async () => {
    const answer = await list('page=1&pageSize=5');
    expect(answer.status).toBe(200);
    const { results, numResults } = answer.body.payload;
    expect(results).toHaveLength(5);
    expect(numResults).toBeGreaterThanOrEqual(12);
    expect(results[0]).toEqual({ ...newestRow(), company: { name: 'TBS Member' } });
    expect(JSON.stringify(results)).not.toContain('gold.example.com');
    expect(results.map((result) => result.id)).not.toContain(deleted);
  });

  it('shows members the company with its tier and the contact', async () => {
    const answer = await list('pageSize=10', memberToken);
    expect(answer.body.payload.results[0]).toEqual({
      ...newestRow(),
      company: { id: sender.company.id, name: 'Gold Traders BV', isTrusted: 0, isGold: 1, isDiamond: 0 },
      contact: { name: 'Gerda Gold', email: sender.email },
      fromEmail: 'sales@gold.example.com',
      isOwn: false,
      isOkToResend: false,
    });
    const dates = answer.body.payload.results.map((result) => String(result.date));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages and accepts only the offered page sizes', async () => {
    const second = await list('page=2&pageSize=5');
    expect(second.body.payload.results[0]!.id).not.toBe(newest);
    const invalid = await server.request('GET', '/api/broadcasts?pageSize=7');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { param: 'pageSize', msg: 'This field must be one of: 5, 10, 20, 50, 100' },
    ]);
  });

  it('finds a part number typed with or without separators, with exact totals', async () => {
    const all = [ids.wtb, ids.call, ids.gbp, ids.usd, ids.eur];
    for (const typed of ['P05172-B21', 'p05172b21', 'P05172.B21']) {
      const answer = await list(`query=${encodeURIComponent(`${T} ${typed}`)}&pageSize=10`, memberToken);
      expect(answer.body.payload.results.map((row) => row.id)).toEqual(all);
      expect(answer.body.payload.numResults).toBe(5);
    }
    const page = await list(`query=${T}&pageSize=10&page=2`, memberToken);
    expect(page.body.payload).toEqual({ results: [], numResults: 5 });
  });

  it('filters by list type, list, company, favourites, own broadcasts and exact phrase', async () => {
    expect(await listIds(`query=${T}&listType=WTB`)).toEqual([ids.wtb]);
    expect(await listIds(`query=${T}&listType=wts&type=12`)).toEqual([ids.call, ids.usd, ids.eur]);
    expect(await listIds(`query=${T}&companyId=${sender.company.id}`)).toEqual([ids.eur]);
    expect(await listIds(`query=${T}&favorites=true`)).toEqual([ids.call, ids.gbp, ids.usd]);
    expect(await listIds(`query=${T}&favorites=1&companyId=${sender.company.id}`)).toEqual([]);
    expect(await listIds(`query=${T}&onlyOwnBroadcasts=true`)).toEqual([ids.wtb]);
    expect(await listIds(`query=${encodeURIComponent('sealed new')}&exactPhrase=true`)).toEqual([]);
    expect(await listIds(`query=${encodeURIComponent(`${T} sealed new`)}`)).toEqual([ids.usd]);
    expect(await listIds(`query=${encodeURIComponent(`${T} P05172B21 tray`)}&exactPhrase=1`)).toEqual([
      ids.usd,
    ]);
    expect(await listIds(`query=${encodeURIComponent(`${T} tray`)}&exactPhrase=1`)).toEqual([]);
  });

  it('keeps company, favourites and own broadcasts for members; the tabs for full members', async () => {
    const refusals = {
      [`companyId=${sender.company.id}`]: ['companyId', 'Please sign in to see the broadcasts of a company'],
      'favorites=true': ['favorites', 'Please sign in to see the broadcasts of your favorites'],
      'onlyOwnBroadcasts=true': ['onlyOwnBroadcasts', 'Please sign in to see your own broadcasts'],
    };
    for (const [filter, [param, msg]] of Object.entries(refusals)) {
      expect((await list(filter)).body).toEqual({ status: 401, msg, errors: [{ param, msg }] });
    }
    const service = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { isServiceOnly: true }),
    });
    const token = await server.signIn(service);
    expect((await list('favorites=true', token)).status).toBe(403);
    expect((await list('onlyOwnBroadcasts=true', token)).status).toBe(403);
    expect((await list(`query=${T}&companyId=${other.company.id}`, token)).status).toBe(200);
  });

  it('refuses an unknown list and list type', async () => {
    expect((await list('type=3')).status).toBe(400);
    expect((await list('listType=XYZ')).status).toBe(400);
  });

  it('answers RSS 2.0 with the same filters that a feed parser reads', async () => {
    const answer = await server.request<string>('GET', `/api/broadcasts?contentType=rss&query=${T}&type=12`, {
      token: memberToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/rss+xml');
    expect(answer.body).toContain('<rss version="2.0"');
    const feed = await new Parser().parseString(answer.body);
    expect(feed.items.map((item) => item.link)).toEqual(
      [ids.wtb, ids.call, ids.usd, ids.eur].map(
        (id) => `${config().PUBLIC_URL.replace(/\/+$/, '')}/broadcasts/${id}`,
      ),
    );
    expect(feed.items[0]!.title).toBe(`WTB ${T} P05172-B21 wanted`);
  });

  it('gives a feed reader (a visitor) the newest broadcasts of a list, masked, without the message', async () => {
    const answer = await server.request<string>('GET', '/api/broadcasts?contentType=rss&type=2&listType=WTS');
    expect(answer.status).toBe(200);
    const feed = await new Parser().parseString(answer.body);
    expect(feed.items[0]!.link).toBe(`${config().PUBLIC_URL.replace(/\/+$/, '')}/broadcasts/${newest}`);
    expect(feed.items[0]!.content).toContain('TBS Member');
    expect(answer.body).not.toContain('Gold Traders');
    expect(answer.body).not.toContain('Plain text offer');
  });
});

describe("a visitor's broadcasts (issue 21: masked for real)", () => {
  it('refuses a text search or an exact phrase on the list and the feed, naming the field', async () => {
    const search = { status: 401, msg: 'Please sign in to search broadcasts' };
    for (const contentType of ['json', 'rss']) {
      const query = await list(`contentType=${contentType}&query=${encodeURIComponent('Gold Traders')}`);
      expect(query.body).toEqual({ ...search, errors: [{ param: 'query', msg: search.msg }] });
      const phrase = await list(`contentType=${contentType}&exactPhrase=1`);
      expect(phrase.body).toEqual({ ...search, errors: [{ param: 'exactPhrase', msg: search.msg }] });
    }
    // A member still searches.
    expect((await list(`query=${T}`, memberToken)).body.payload.numResults).toBe(5);
  });

  it('pages only through the newest 100 broadcasts of a list and side', async () => {
    // 101 WTB broadcasts of the Tablet list, two days old (the newest of the file stay the newest).
    const em = server.orm.em.fork();
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    for (let index = 0; index < 101; index += 1) {
      em.create(Broadcast, {
        list: 14,
        company: other.company.id,
        contact: other.contact.id,
        side: 'WTB',
        subject: `WTB ${index}x iPad Air`,
        message: 'Wanted',
        quantity: String(index),
        brand: 'Apple',
        description: 'iPad Air',
        condition: 'REF',
        price: '10',
        fromEmail: other.email,
        createdAt: new Date(twoDaysAgo + index * 1000),
      });
    }
    await em.flush();
    await server.indexOutbox();
    const filters = 'type=14&listType=WTB&pageSize=20';
    const last = await list(`${filters}&page=5`);
    expect(last.status).toBe(200);
    expect(last.body.payload.numResults).toBe(100);
    expect(last.body.payload.results).toHaveLength(20);
    const older = await list(`${filters}&page=6`);
    expect(older.body).toEqual({
      status: 401,
      msg: 'Please sign in to see older broadcasts',
      errors: [{ param: 'page', msg: 'Please sign in to see older broadcasts' }],
    });
    const member = await list(`${filters}&page=6`, memberToken);
    expect(member.status).toBe(200);
    expect(member.body.payload.numResults).toBeGreaterThan(100);
    expect(member.body.payload.results.length).toBeGreaterThan(0);
  });

  it("shows a broadcast's page without the message, which carries the sender's signature", async () => {
    const signed = await buildBroadcast(
      server.orm,
      { id: sender.contact.id, company: sender.company.id },
      {
        subject: 'WTS 4x HPE 875490-B21 (NEW)',
        message: 'Sealed boxes.\n\nKind regards,\nGerda Gold\nGold Traders BV\n+31 20 555 0101',
        list: 2,
      },
    );
    const visitor = await server.request<{ status: number; result: Record<string, unknown> }>(
      'GET',
      `/api/broadcasts/${signed}`,
    );
    expect(visitor.body).toEqual({
      status: 200,
      result: {
        id: signed,
        date: expect.any(String),
        subject: 'WTS 4x HPE 875490-B21 (NEW)',
        side: 'WTS',
        listId: 2,
        broadcastListName: 'Server/Storage',
        company: { name: 'TBS Member' },
      },
    });
    const asMember = await server.request<{ result: Record<string, unknown> }>(
      'GET',
      `/api/broadcasts/${signed}`,
      { token: memberToken },
    );
    expect(asMember.body.result).toMatchObject({
      message: expect.stringContaining('+31 20 555 0101'),
      company: { id: sender.company.id, name: 'Gold Traders BV' },
      contact: { name: 'Gerda Gold' },
    });
  });

  it('keeps the price statistics and the possible matches for members', async () => {
    const own = ids.wtb;
    for (const path of [
      `/api/broadcasts/pricingdata?query=${T}`,
      `/api/broadcasts/possibleMatches/${own}/old`,
      `/api/broadcasts/matchedBroadcastIds/${own}`,
    ]) {
      expect((await server.request('GET', path)).body).toEqual({ status: 401, msg: 'Please sign in' });
    }
  });
});

describe('GET /api/broadcasts/{id}', () => {
  it('answers the broadcast, masked for visitors, with the message and isOwn for members', async () => {
    const visitor = await server.request<{ status: number; result: Record<string, unknown> }>(
      'GET',
      `/api/broadcasts/${ids.wtb}`,
    );
    expect(visitor.body).toEqual({
      status: 200,
      result: {
        id: ids.wtb,
        date: expect.any(String),
        subject: `WTB ${T} P05172-B21 wanted`,
        side: 'WTB',
        listId: 12,
        broadcastListName: 'Components',
        company: { name: 'TBS Member' },
      },
    });
    const own = await server.request<{ result: Record<string, unknown> }>(
      'GET',
      `/api/broadcasts/${ids.wtb}`,
      {
        token: memberToken,
      },
    );
    expect(own.body.result).toMatchObject({
      isOwn: true,
      company: { id: member.company.id },
      message: 'Need 20 pcs',
    });
    const notOwn = await server.request<{ result: Record<string, unknown> }>(
      'GET',
      `/api/broadcasts/${ids.eur}`,
      {
        token: memberToken,
      },
    );
    expect(notOwn.body.result).toMatchObject({ isOwn: false, fromEmail: 'sender@example.com' });
  });

  it("answers 404 'Broadcast removed' for a removed or missing broadcast", async () => {
    for (const id of [deleted, 2_000_000_000]) {
      const answer = await server.request('GET', `/api/broadcasts/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe('Broadcast removed');
    }
  });
});

describe('GET /api/broadcasts/pricingdata', () => {
  it('gives min, median and max in euro over the matching WTS broadcasts', async () => {
    const answer = await server.request<{ status: number; payload: Record<string, unknown> }>(
      'GET',
      `/api/broadcasts/pricingdata?query=${T}&listType=WTS`,
      { token: memberToken },
    );
    // 200 EUR, 150 USD / 1.5 = 100 EUR, 170 GBP / 0.85 = 200 EUR; CALL and the WTB are left out.
    expect(answer.body).toEqual({
      status: 200,
      payload: {
        numResults: 3,
        min: 100,
        median: 200,
        max: 200,
        average: 166.67,
        trendPeriod: 'week',
        trend: expect.any(Array),
        results: [
          { id: ids.gbp, date: expect.any(String), price: 200 },
          { id: ids.usd, date: expect.any(String), price: 100 },
          { id: ids.eur, date: expect.any(String), price: 200 },
        ],
      },
    });
    // The trend groups every price by week (sent within days of each other: one or two weeks, Mondays).
    const trend = answer.body.payload.trend as { start: string; average: number; count: number }[];
    expect(trend.reduce((sum, period) => sum + period.count, 0)).toBe(3);
    for (const period of trend) expect(new Date(`${period.start}T00:00:00Z`).getUTCDay()).toBe(1);
    if (trend.length === 1) expect(trend[0]!.average).toBe(166.67);
    const listed = await server.request<{ payload: Record<string, unknown> }>(
      'GET',
      `/api/broadcasts/pricingdata?query=${T}&type=12`,
      { token: memberToken },
    );
    expect(listed.body.payload).toMatchObject({ numResults: 2, min: 100, median: 150, max: 200 });
  });

  it('is for members, with a query', async () => {
    expect((await server.request('GET', `/api/broadcasts/pricingdata?query=${T}`)).status).toBe(401);
    const empty = await server.request('GET', '/api/broadcasts/pricingdata?query=', { token: memberToken });
    expect(empty.status).toBe(400);
  });
});

describe('own broadcasts in the lists', () => {
  it("flag the signed-in member's rows, resendable only after 3 days, decided on the server", async () => {
    const mine = uniqueToken();
    const day = 24 * 3_600_000;
    const by = { id: member.contact.id, company: member.company.id };
    const fresh = await buildBroadcast(server.orm, by, {
      subject: `WTS ${mine} fresh`,
      createdAt: new Date(),
    });
    const old = await buildBroadcast(server.orm, by, {
      subject: `WTS ${mine} old`,
      createdAt: new Date(Date.now() - 3 * day - 60_000),
    });
    const othersOld = await buildBroadcast(
      server.orm,
      { id: other.contact.id, company: other.company.id },
      { subject: `WTS ${mine} theirs`, createdAt: new Date(Date.now() - 4 * day) },
    );
    await server.indexOutbox();

    const rows = (await list(`query=${mine}`, memberToken)).body.payload.results;
    const flags = Object.fromEntries(rows.map((row) => [row.id, [row.isOwn, row.isOkToResend]]));
    expect(flags).toEqual({ [fresh]: [true, false], [old]: [true, true], [othersOld]: [false, false] });

    const visitorRows = (await list('pageSize=100')).body.payload.results;
    expect(visitorRows.some((row) => 'isOwn' in row || 'isOkToResend' in row)).toBe(false);
    const detail = await server.request<{ result: Record<string, unknown> }>(
      'GET',
      `/api/broadcasts/${old}`,
      {
        token: memberToken,
      },
    );
    expect(detail.body.result).toMatchObject({ isOwn: true, isOkToResend: true });
  });
});
