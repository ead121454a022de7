import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCompany,
  buildContact,
  buildPart,
  uniqueToken,
  yearsAgo,
  type BuiltContact,
  TestSql,
} from '@tbs/db/testing';
import { Favorite } from '@tbs/db';
import { createSearchReader } from '@tbs/search';
import { TEST_CAPTCHA_RESPONSE } from '../../captcha/captchaVerifier.ts';
import { visitorPartId } from '../../presenters/partRef.ts';
import { clientIp, startTestServer, type TestServer } from '../../test/server.ts';

interface Hit {
  id: number | string;
  partNumber: string;
  price: number;
  company: Record<string, unknown>;
  contacts?: { name: string; allowrfq: boolean }[];
}
interface SearchAnswer {
  status: number;
  msg?: string;
  payload: {
    sections: { query: string; results: Hit[]; numResults: number }[];
    results: Hit[];
    numResults: number;
  };
}

let server: TestServer;
let sql: TestSql;
let member: BuiltContact;
let token: string;
const T = uniqueToken();
const co: Record<string, number> = {};
let goldPart: number;

const get = <B = SearchAnswer>(path: string, auth = true) =>
  server.request<B>('GET', path, auth ? { token } : {});

beforeAll(async () => {
  server = await startTestServer();
  sql = await TestSql.connect();
  co.gold = (
    await buildCompany(server.orm, { name: `Alpha Gold ${T}`, memberSince: yearsAgo(12), country: 'DE' })
  ).id;
  co.nl = (
    await buildCompany(server.orm, { name: `Beta Dutch ${T}`, memberSince: yearsAgo(1), country: 'NL' })
  ).id;
  await sql.rows(`update company set tel = '+49 1', description = 'Secret profile' where id = $1`, [co.gold]);
  goldPart = await buildPart(server.orm, co.gold, `${T}-AA1`, {
    price: 300,
    quantity: 5,
    manufacturer: 'Dell',
  });
  await buildPart(server.orm, co.nl, `${T}-AA1`, { price: 100, quantity: 9, condition: 'NEW' });
  for (let index = 0; index < 12; index += 1)
    await buildPart(server.orm, co.nl, `${T}BB${index}`, { price: index });
  await sql.rows(`insert into contact (company_id, name, email, tel) values ($1, 'Gus', $2, '+49 2')`, [
    co.gold,
    `gus-${T}@example.com`,
  ]);
  await server.indexOutbox();
  member = await buildContact(server.orm);
  token = await server.signIn(member);
});
afterAll(async () => {
  await sql.end();
  await server.close();
});

describe('GET /api/parts', () => {
  it('asks for 2 characters and a valid page size', async () => {
    const short = await get('/api/parts?query=a');
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('Please enter at least 2 characters');
    expect((await get('/api/parts?query=abc&pageSize=30')).status).toBe(400);
    expect((await get('/api/parts?query=abc&sort=colour')).status).toBe(400);
  });

  it('masks the company for visitors and refuses them the member filters', async () => {
    const answer = await get(`/api/parts?query=${T}aa1`, false);
    expect(answer.status).toBe(200);
    expect(answer.body.payload.numResults).toBe(2);
    for (const hit of answer.body.payload.results) expect(hit.company).toEqual({ name: 'TBS Member' });
    expect(JSON.stringify(answer.body)).not.toContain('Alpha Gold');
    expect((await get(`/api/parts?query=${T}aa1&country=DE`, false)).status).toBe(401);
    expect((await get(`/api/parts?query=${T}aa1&favorites=1`, false)).status).toBe(401);
  });

  it("refuses visitors the members' multi-term search and advanced mode, whatever field holds the term", async () => {
    for (const field of ['query2', 'query3', 'query4', 'query5']) {
      const answer = await get<{ status: number; msg: string }>(
        `/api/parts?query=${T}aa1&${field}=${T}bb1`,
        false,
      );
      expect([answer.status, answer.body.msg], field).toEqual([401, 'Please sign in']);
    }
    const advanced = await get<{ status: number; msg: string }>(`/api/parts?query=${T}aa1&advanced=1`, false);
    expect([advanced.status, advanced.body.msg]).toEqual([401, 'Please sign in']);
    // Empty extra fields (a form sent as it is) are no multi-term search; members keep theirs.
    expect((await get(`/api/parts?query=${T}aa1&query2=&advanced=0`, false)).status).toBe(200);
    expect((await get(`/api/parts?query=${T}aa1&query2=${T}bb1&advanced=1`)).status).toBe(200);
  });

  it('gives visitors the partnumber alias beside partNumber, and no contacts', async () => {
    const [hit] = (await get(`/api/parts?query=${T}aa1`, false)).body.payload.results;
    expect(hit).toMatchObject({ partNumber: `${T}-AA1`, partnumber: `${T}-AA1` });
    expect(hit).not.toHaveProperty('contacts');
    expect(hit).not.toHaveProperty('contactsCombined');
  });

  it('shows members the company with country and tier, the higher tier first', async () => {
    const answer = await get(`/api/parts?query=${T}aa1`);
    expect(answer.body.payload.results[0]).toEqual({
      id: goldPart,
      partNumber: `${T}-AA1`,
      partnumber: `${T}-AA1`,
      manufacturer: 'Dell',
      description: 'Server part',
      quantity: 5,
      partCondition: 'REF',
      price: 300,
      isRFQDisabled: false,
      company: {
        id: co.gold,
        name: `Alpha Gold ${T}`,
        country: 'DE',
        countryName: 'Germany',
        isTrusted: 0,
        isGold: 1,
        isDiamond: 0,
        tel: '+49 1',
        description: 'Secret profile',
      },
      contacts: [
        { id: expect.any(Number), name: 'Gus', email: `gus-${T}@example.com`, tel: '+49 2', allowrfq: true },
      ],
      contactsCombined: 'Gus',
      highlight: { partNumber: [[0, `${T}-AA1`.length]], manufacturer: [], description: [] },
    });
  });

  it("gives members each hit's contacts with allowrfq, in one answer for every section and company", async () => {
    const T2 = uniqueToken();
    const quiet = await buildCompany(server.orm, { name: `Gamma Quiet ${T2}`, country: 'BE' });
    await sql.rows(
      `insert into contact (company_id, name, email, position, rfq_disabled, is_active)
       values ($1, 'Vera', $2, 1, true, true), ($1, 'Ada', $3, 2, true, true), ($1, 'Gone', $4, 3, false, false)`,
      [quiet.id, `vera-${T2}@example.com`, `ada-${T2}@example.com`, `gone-${T2}@example.com`],
    );
    await buildPart(server.orm, quiet, `${T2}-CC1`);
    await server.indexOutbox();
    const answer = await get(`/api/parts?query=${T2}-cc1&query2=${T}aa1`);
    const [quietHit] = answer.body.payload.sections[0]!.results;
    expect(quietHit).toMatchObject({
      company: { id: quiet.id, tel: null, description: null },
      contacts: [
        { name: 'Vera', allowrfq: false },
        { name: 'Ada', allowrfq: false },
      ],
      contactsCombined: 'Vera, Ada',
    });
    const others = answer.body.payload.sections[1]!.results;
    expect(others.map((hit) => hit.company.id)).toEqual([co.gold, co.nl]);
    expect(others[0]!.contacts?.map((contact) => contact.allowrfq)).toEqual([true]);
    // A company without contacts: no RFQ can reach it.
    expect(others[1]).toMatchObject({ contacts: [], contactsCombined: '' });
    const visitor = await get(`/api/parts?query=${T2}-cc1`, false);
    expect(visitor.body.payload.results[0]).not.toHaveProperty('contacts');
    expect(visitor.body.payload.results[0]).not.toHaveProperty('contactsCombined');
    expect(JSON.stringify(visitor.body)).not.toContain('Vera');
  });

  it('answers each of five terms in its own section with its own count', async () => {
    const answer = await get(
      `/api/parts?query=${T}aa1&query2=${T}bb1&query3=${T}bb&query4=${T}zz&query5=${T}bb11&pageSize=10`,
    );
    const { sections, numResults } = answer.body.payload;
    expect(sections.map((section) => [section.query, section.numResults])).toEqual([
      [`${T}aa1`, 2],
      [`${T}bb1`, 3],
      [`${T}bb`, 12],
      [`${T}zz`, 0],
      [`${T}bb11`, 1],
    ]);
    expect(numResults).toBe(2);
    expect(sections[2]!.results).toHaveLength(10);
  });

  it('filters by country, company and favourites', async () => {
    const de = await get(`/api/parts?query=${T}&country=de`);
    expect(de.body.payload.results.map((hit) => hit.company.id)).toEqual([co.gold]);
    const nl = await get(`/api/parts?query=${T}&companyId=${co.nl}&pageSize=100`);
    expect(nl.body.payload.numResults).toBe(13);
    expect((await get(`/api/parts?query=${T}&favorites=1`)).body.payload.numResults).toBe(0);
    const em = server.orm.em.fork();
    em.create(Favorite, { contact: member.contact.id, company: co.gold! });
    await em.flush();
    const favorites = await get(`/api/parts?query=${T}&favorites=1`);
    expect(favorites.body.payload.results.map((hit) => hit.id)).toEqual([goldPart]);
  });

  it('sorts by every column both ways and pages with exact counts', async () => {
    for (const sort of ['partnumber', 'manufacturer', 'quantity', 'condition', 'price', 'company']) {
      for (const order of ['asc', 'desc']) {
        const answer = await get(`/api/parts?query=${T}&sort=${sort}&order=${order}&pageSize=20`);
        expect(answer.status).toBe(200);
        expect(answer.body.payload.numResults).toBe(14);
      }
    }
    // Unpriced CALL rows (price 0) come last in both directions.
    const asc = await get(`/api/parts?query=${T}bb&sort=price&order=asc&pageSize=10&page=2`);
    expect(asc.body.payload.results.map((hit) => hit.price)).toEqual([11, 0]);
    expect(asc.body.payload.numResults).toBe(12);
    const desc = await get(`/api/parts?query=${T}bb&sort=price&order=desc&pageSize=10`);
    expect(desc.body.payload.results[0]!.price).toBe(11);
    const descEnd = await get(`/api/parts?query=${T}bb&sort=price&order=desc&pageSize=10&page=2`);
    expect(descEnd.body.payload.results.at(-1)!.price).toBe(0);
  });

  it('logs member searches and the inventory hits of the companies found', async () => {
    await get(`/api/parts?query=${T}-aa1&query2=${T}bb1`);
    await server.searchLog.idle();
    const logged = await sql.rows<{ query: string; query_norm: string; result_count: number }>(
      `select query, query_norm, result_count from search_log where contact_id = $1 and query = $2`,
      [member.contact.id, `${T}-aa1`],
    );
    expect(logged).toEqual([{ query: `${T}-aa1`, query_norm: `${T}AA1`, result_count: 2 }]);
    const hits = await sql.rows<{ company_id: number; part_number: string }>(
      `select company_id, part_number from inventory_hit where searcher_contact_id = $1 and search_terms = $2
        order by company_id`,
      [member.contact.id, `${T}-aa1`],
    );
    expect(hits).toEqual(
      [co.gold, co.nl].sort((a, b) => a! - b!).map((id) => ({ company_id: id, part_number: `${T}-AA1` })),
    );
  });
});

describe('GET /api/parts/:id and statistics', () => {
  it('gives members the company details and contacts, visitors the masked part', async () => {
    const full = await get<{
      payload: { part: Record<string, unknown> & { company: Record<string, unknown> } };
    }>(`/api/parts/${goldPart}`);
    expect(full.body.payload.part.company).toMatchObject({
      id: co.gold,
      tel: '+49 1',
      description: 'Secret profile',
    });
    expect(full.body.payload.part.contacts).toEqual([
      { id: expect.any(Number), name: 'Gus', email: `gus-${T}@example.com`, tel: '+49 2', allowrfq: true },
    ]);
    const masked = await get<{ payload: { part: Record<string, unknown> } }>(
      `/api/parts/landing/${visitorPartId(goldPart)}`,
      false,
    );
    expect(masked.body.payload.part.company).toEqual({ name: 'TBS Member' });
    expect(JSON.stringify(masked.body)).not.toContain('Secret profile');
    const missing = await get<{ msg: string }>('/api/parts/999999999');
    expect([missing.status, missing.body.msg]).toEqual([404, 'Part not found.']);
  });

  it('computes the statistics of a normalised part number', async () => {
    const answer = await get<{
      payload: { result: { partStats: Record<string, unknown>; traders: Record<string, unknown>[] } };
    }>(`/api/parts/stats/${T.toLowerCase()}-aa1`);
    expect(answer.body.payload.result.partStats).toEqual({
      traders: 2,
      totalQuantity: 14,
      minPrice: 100,
      medianPrice: 200,
      maxPrice: 300,
      byCondition: [
        { condition: 'NEW', traders: 1, quantity: 9, minPrice: 100 },
        { condition: 'REF', traders: 1, quantity: 5, minPrice: 300 },
      ],
    });
    expect(answer.body.payload.result.traders[1]).toMatchObject({
      CompanyID: co.gold,
      inv_trusted: 2,
      inv_country: 'DE',
    });
    const visitor = await get<{ payload: { result: { traders: Record<string, unknown>[] } } }>(
      `/api/parts/stats/${T}AA1`,
      false,
    );
    expect(visitor.body.payload.result.traders[0]).not.toHaveProperty('CompanyID');
    expect(visitor.body.payload.result.traders[0]!.inv_companyname).toBe('TBS Member');
    expect((await get(`/api/parts/stats/${T}NOPE`)).status).toBe(404);
  });
});

describe('shared part links', () => {
  interface Detail {
    status: number;
    msg?: string;
    payload: { part: Hit & { shareId: string; partnumber: string } };
  }

  it("gives a member the part's share id, which opens the masked part for a visitor", async () => {
    const member = await get<Detail>(`/api/parts/${goldPart}`);
    const { shareId } = member.body.payload.part;
    expect(shareId).toBe(visitorPartId(goldPart));
    for (const path of [`/api/parts/${shareId}`, `/api/parts/landing/${shareId}`]) {
      const visitor = await get<Detail>(path, false);
      expect(visitor.status).toBe(200);
      expect(visitor.body.payload.part).toMatchObject({
        id: shareId,
        shareId,
        partNumber: `${T}-AA1`,
        partnumber: `${T}-AA1`,
        company: { name: 'TBS Member' },
      });
      expect(JSON.stringify(visitor.body)).not.toContain('Alpha Gold');
    }
    // The member who opens the shared link sees the whole part.
    const signedIn = await get<Detail>(`/api/parts/${shareId}`);
    expect(signedIn.body.payload.part).toMatchObject({ id: goldPart, company: { id: co.gold } });
  });

  it("answers a visitor's plain id with the same sign-in request whether the part exists or not", async () => {
    const ids = [goldPart, 2_147_483_647, 1];
    const answers = await Promise.all(
      ids.flatMap((id) => [`/api/parts/${id}`, `/api/parts/landing/${id}`]).map((path) => get(path, false)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ status: 401, msg: 'Please sign in to see this part.' });
    }
  });
});

describe('one trust tier everywhere', () => {
  it('shows a Diamond company as Diamond in search, in the trader rows of the statistics and on the tier list', async () => {
    const D = uniqueToken();
    const diamond = await buildCompany(server.orm, { name: `Delta Diamond ${D}`, memberSince: yearsAgo(21) });
    await buildPart(server.orm, diamond.id, `${D}-DD1`);
    await server.indexOutbox();
    const [hit] = (await get(`/api/parts?query=${D}dd1`)).body.payload.results;
    expect(hit!.company).toMatchObject({ isTrusted: 0, isGold: 0, isDiamond: 1 });
    const stats = await get<{ payload: { result: { traders: Record<string, unknown>[] } } }>(
      `/api/parts/stats/${D}DD1`,
    );
    expect(stats.body.payload.result.traders).toEqual([
      expect.objectContaining({ CompanyID: diamond.id, inv_trusted: 4 }),
    ]);
    const list = await get<{ payload: { results: { id: number; trusted: number }[] } }>(
      '/api/companies/diamondMembers',
    );
    expect(list.body.payload.results.find((row) => row.id === diamond.id)?.trusted).toBe(4);
  });
});

describe('parts search under abuse', () => {
  it('refuses a term of fewer than 2 letters or digits in any field, naming the field', async () => {
    const third = await get<{ status: number; msg: string; errors: { param: string }[] }>(
      `/api/parts?query=${T}aa1&query2=${T}bb1&query3=a`,
      false,
    );
    expect([third.status, third.body.msg, third.body.errors[0]!.param]).toEqual([
      400,
      'Please enter at least 2 characters',
      'query3',
    ]);
    // Punctuation is not searched: "a-" is the one-character part number A.
    const punctuated = await get<{ errors: { param: string }[] }>(`/api/parts?query=${T}aa1&query5=a-`);
    expect([punctuated.status, punctuated.body.errors[0]!.param]).toEqual([400, 'query5']);
    expect((await get(`/api/parts?query=${T}aa1&query2=%20%20`)).status).toBe(200);
  });

  it('answers a term repeated in several fields in each section', async () => {
    const answer = await get(`/api/parts?query=${T}aa1&query2=${T}bb1&query3=${T}aa1`);
    expect(answer.body.payload.sections.map((section) => [section.query, section.numResults])).toEqual([
      [`${T}aa1`, 2],
      [`${T}bb1`, 3],
      [`${T}aa1`, 2],
    ]);
  });

  it("answers 503 with Retry-After while visitors' search slots stay busy, serves members, and 200 once free", async () => {
    // Two search connections, one kept for members.
    const reader = createSearchReader({
      poolSize: 2,
      memberReserve: 1,
      visitorQueueWaitMs: 100,
      timeoutMs: 60_000,
    });
    const busyServer = await startTestServer({ search: reader });
    const locker = await TestSql.connect();
    let locked = true;
    const waiting = async () =>
      (
        await sql.rows<{ waiting: number }>(
          `select count(*)::int as waiting from pg_locks where relation = 'search_part'::regclass and not granted`,
        )
      )[0]!.waiting;
    const blockedSearches = (count: number) =>
      expect.poll(waiting, { timeout: 15_000, interval: 20 }).toBeGreaterThanOrEqual(count);
    try {
      await locker.rows('begin');
      await locker.rows('lock table search_part in access exclusive mode');
      // The visitors' connection waits on the lock with a search...
      const holding = busyServer.request<SearchAnswer>('GET', `/api/parts?query=${T}aa1`);
      await blockedSearches(1);
      // ...so the next visitor waits its bounded time and is told to retry...
      const busy = await busyServer.request<{ status: number; msg: string }>(
        'GET',
        `/api/parts?query=${T}bb1`,
      );
      expect([busy.status, busy.body.msg]).toEqual([
        503,
        'Search is busy right now. Please try again in a moment.',
      ]);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
      // ...while a member's search gets the kept connection.
      const member = busyServer.request<SearchAnswer>('GET', `/api/parts?query=${T}bb1`, { token });
      await blockedSearches(2);
      await locker.rows('rollback');
      locked = false;
      expect((await holding).status).toBe(200);
      expect((await member).body.payload.numResults).toBe(3);
      const again = await busyServer.request<SearchAnswer>('GET', `/api/parts?query=${T}bb1`);
      expect([again.status, again.body.payload.numResults]).toEqual([200, 3]);
    } finally {
      if (locked) await locker.rows('rollback');
      await locker.end();
      await busyServer.close();
      await reader.close();
    }
  });
});

describe('visitors cannot tell which rows one seller holds', () => {
  const M = `${T}MASK`;
  const sellers: number[] = [];

  beforeAll(async () => {
    for (const name of ['Mask One', 'Mask Two']) {
      const id = (await buildCompany(server.orm, { name: `${name} ${T}` })).id;
      sellers.push(id);
      await sql.rows(`insert into contact (company_id, name, email) values ($1, 'Rita', $2)`, [
        id,
        `rita-${id}-${T}@example.com`,
      ]);
      for (let index = 0; index < 3; index += 1)
        await buildPart(server.orm, id, `${M}${sellers.length}${index}`, {
          price: 10 * index + sellers.length,
        });
    }
    await server.indexOutbox();
  });

  it('ignores a visitor\u2019s sort by the masked company column', async () => {
    // Member order by company desc puts Beta Dutch (100) before Alpha Gold (300); relevance puts gold first.
    const member = await get(`/api/parts?query=${T}aa1&sort=company&order=desc`);
    expect(member.body.payload.results.map((hit) => hit.price)).toEqual([100, 300]);
    for (const order of ['asc', 'desc']) {
      const visitor = await get(`/api/parts?query=${T}aa1&sort=company&order=${order}`, false);
      expect(visitor.body.payload.results.map((hit) => hit.price)).toEqual([300, 100]);
    }
  });

  it('gives visitors rows with no company id, part tokens instead of ids, and no field shared per seller', async () => {
    const memberRows = (await get(`/api/parts?query=${M}&pageSize=100`)).body.payload.results;
    const sellerOf = new Map(memberRows.map((hit) => [hit.partNumber, hit.company.id as number]));
    const visitorRows = (await get(`/api/parts?query=${M}&pageSize=100`, false)).body.payload.results;
    expect(visitorRows).toHaveLength(6);
    expect(JSON.stringify(visitorRows)).not.toMatch(/companyId|"id":\d/);
    for (const row of visitorRows) {
      expect(typeof row.id).toBe('string');
      expect(row.company).toEqual({ name: 'TBS Member' });
      const memberRow = memberRows.find((hit) => hit.partNumber === row.partNumber)!;
      expect(String(row.id)).not.toContain(String(memberRow.id));
    }
    // No field holds one value for all of one seller's rows and another for the other seller's.
    const flat = (row: object): Record<string, string> =>
      Object.fromEntries(
        Object.entries(row).flatMap(([key, value]) =>
          value && typeof value === 'object'
            ? Object.entries(flat(value)).map(([inner, text]) => [`${key}.${inner}`, text])
            : [[key, JSON.stringify(value)]],
        ),
      );
    const bySeller = sellers.map((seller) =>
      visitorRows.filter((row) => sellerOf.get(row.partNumber) === seller).map(flat),
    );
    for (const key of Object.keys(bySeller[0]![0]!)) {
      const values = bySeller.map((rows) => new Set(rows.map((row) => row[key])));
      const separates =
        values.every((set) => set.size === 1) &&
        values[0]!.values().next().value !== values[1]!.values().next().value;
      expect(separates, key).toBe(false);
    }
  });

  it('lets a visitor open a part, its statistics and send an RFQ with the token the list gave', async () => {
    const [hit] = (await get(`/api/parts?query=${T}-aa1&pageSize=10`, false)).body.payload.results;
    expect(hit!.price).toBe(300);
    for (const path of [`/api/parts/${hit!.id}`, `/api/parts/landing/${hit!.id}`]) {
      const opened = await get<{ payload: { part: Hit } }>(path, false);
      expect(opened.status).toBe(200);
      expect(opened.body.payload.part).toMatchObject({ id: hit!.id, partNumber: `${T}-AA1`, price: 300 });
      expect(opened.body.payload.part.company).toEqual({ name: 'TBS Member' });
    }
    // A plain id is no part for a visitor (walking ids would rebuild the seller blocks); members may use both.
    const byId = await get<{ msg: string }>(`/api/parts/${goldPart}`, false);
    expect([byId.status, byId.body.msg]).toEqual([401, 'Please sign in to see this part.']);
    const member = await get<{ payload: { part: Hit } }>(`/api/parts/${hit!.id}`);
    expect(member.body.payload.part).toMatchObject({ id: goldPart, company: { id: co.gold } });
    const stats = await get<{ payload: { result: { part: Hit[]; traders: { id: unknown }[] } } }>(
      `/api/parts/stats/${T}AA1`,
      false,
    );
    expect(stats.body.payload.result.traders.map((row) => typeof row.id)).toEqual(['string', 'string']);
    expect(stats.body.payload.result.traders.map((row) => row.id)).toContain(hit!.id);
    const rfq = await server.request<{ status: number; count: number }>('POST', '/api/mail/sendRFQ', {
      headers: clientIp(),
      body: {
        partId: hit!.id,
        captcha: TEST_CAPTCHA_RESPONSE,
        companyName: 'Buyer BV',
        contactName: 'Bea Buyer',
        contactEmail: 'bea@buyer.example.com',
        contactTel: '+31 1',
        requestedQuantity: 2,
      },
    });
    expect(rfq.body).toMatchObject({ status: 200, count: 1 });
  });
});

describe('search-engine answers: facets, highlights and typo corrections', () => {
  interface EngineAnswer {
    payload: {
      sections: { query: string; numResults: number; correctedQuery?: string }[];
      results: (Hit & { manufacturer: string; highlight: Record<string, [number, number][]> })[];
      numResults: number;
      facets: Record<string, { value: string; count: number }[]>;
    };
  }

  it('counts manufacturer, condition and country for members, never the country for visitors', async () => {
    const memberAnswer = await get<EngineAnswer>(`/api/parts?query=${T}aa1&pageSize=10`);
    expect(memberAnswer.body.payload.facets).toEqual({
      manufacturer: [
        { value: 'Dell', count: 1 },
        { value: 'HPE', count: 1 },
      ],
      condition: [
        { value: 'NEW', count: 1 },
        { value: 'REF', count: 1 },
      ],
      country: [
        { value: 'DE', count: 1 },
        { value: 'NL', count: 1 },
      ],
    });
    const visitorAnswer = await get<EngineAnswer>(`/api/parts?query=${T}aa1`, false);
    expect(visitorAnswer.body.payload.facets).toEqual({
      manufacturer: memberAnswer.body.payload.facets.manufacturer,
      condition: memberAnswer.body.payload.facets.condition,
    });
    expect(JSON.stringify(visitorAnswer.body)).not.toMatch(/"DE"|"NL"|Alpha Gold|Beta Dutch/);
  });

  it('narrows by a manufacturer or a condition, for visitors too', async () => {
    const dell = await get<EngineAnswer>(`/api/parts?query=${T}aa1&manufacturer=Dell`, false);
    expect(dell.body.payload.results.map((hit) => hit.manufacturer)).toEqual(['Dell']);
    const fresh = await get<EngineAnswer>(`/api/parts?query=${T}aa1&condition=NEW`, false);
    expect(fresh.body.payload.results.map((hit) => hit.price)).toEqual([100]);
    expect((await get(`/api/parts?query=${T}aa1&condition=MINT`)).status).toBe(400);
  });

  it('marks where each hit matched', async () => {
    const answer = await get<EngineAnswer>(`/api/parts?query=${T}aa1`);
    expect(answer.body.payload.results[0]!.highlight).toEqual({
      partNumber: [[0, `${T}-AA1`.length]],
      manufacturer: [],
      description: [],
    });
  });

  it('answers a misspelt part number with its correction, and without when asked', async () => {
    const typo = `${T}-AA1`.replace('Q', '0').toLowerCase();
    const corrected = await get<EngineAnswer>(`/api/parts?query=${typo}`, false);
    expect(corrected.body.payload.sections[0]!.correctedQuery).toBe(`${T}AA1`);
    expect(corrected.body.payload.numResults).toBe(2);
    const plain = await get<EngineAnswer>(`/api/parts?query=${typo}&noTypos=1`, false);
    expect(plain.body.payload.numResults).toBe(0);
    expect(plain.body.payload.sections[0]).not.toHaveProperty('correctedQuery');
  });
});
