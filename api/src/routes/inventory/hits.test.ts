import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, uniqueToken, type BuiltContact, TestSql } from '@tbs/db/testing';
import { startTestServer, type TestServer } from '../../test/server.ts';

interface Hit {
  searchterms: string;
  partnumber: string;
  companyid: number | null;
  name: string | null;
  date: string;
}
interface HitsAnswer {
  status: number;
  payload: { results: Hit[]; numResults: number; pageSize: number };
}

let server: TestServer;
let sql: TestSql;
let owner: BuiltContact;
let ownerToken: string;
let searcher: BuiltContact;
let searcherToken: string;
const T = uniqueToken();

const signIn = (contact: BuiltContact): Promise<string> => server.signIn(contact);

const hits = (page: number | string, token = ownerToken) =>
  server.request<HitsAnswer>('GET', `/api/inventory/hits?page=${page}`, { token });

/** Puts a hit on `companyId`'s parts, `minutesAgo` old, by `searcherCompanyId`. */
const hit = (companyId: number, searcherCompanyId: number | null, minutesAgo: number, term: string) =>
  sql.rows(
    `insert into inventory_hit (company_id, search_terms, part_number, searcher_company_id, created_at)
     values ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
    [companyId, term, `${T}-PN`, searcherCompanyId, minutesAgo],
  );

beforeAll(async () => {
  server = await startTestServer();
  sql = await TestSql.connect();
  owner = await buildContact(server.orm);
  searcher = await buildContact(server.orm, {
    company: await buildCompany(server.orm, { name: `Searcher ${T}` }),
  });
  const bystander = await buildCompany(server.orm);
  const gone = await buildCompany(server.orm);
  [ownerToken, searcherToken] = await Promise.all([signIn(owner), signIn(searcher)]);
  // 17 hits on the owner's parts, the term saying how old; one by a company deleted since; 2 on someone else's.
  for (let minutes = 1; minutes <= 16; minutes += 1) {
    await hit(owner.company.id, searcher.company.id, minutes * 10, `term ${minutes}`);
  }
  await hit(owner.company.id, gone.id, 15, 'by a deleted company');
  await sql.rows('delete from company where id = $1', [gone.id]);
  await hit(bystander.id, searcher.company.id, 1, 'not yours');
  await hit(bystander.id, owner.company.id, 2, 'not yours either');
});
afterAll(async () => {
  await sql.end();
  await server.close();
});

describe('GET /api/inventory/hits', () => {
  it("shows the signed-in company's hits newest first, 15 a page, with the searcher's company", async () => {
    const first = await hits(1);
    expect(first.status).toBe(200);
    expect(first.body.payload.numResults).toBe(17);
    expect(first.body.payload.pageSize).toBe(15);
    expect(first.body.payload.results).toHaveLength(15);
    expect(first.body.payload.results.slice(0, 2)).toEqual([
      {
        searchterms: 'term 1',
        partnumber: `${T}-PN`,
        companyid: searcher.company.id,
        name: `Searcher ${T}`,
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      {
        searchterms: 'by a deleted company',
        partnumber: `${T}-PN`,
        companyid: null,
        name: null,
        date: expect.any(String),
      },
    ]);
    const dates = first.body.payload.results.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await hits(2);
    expect(second.body.payload.results.map((row) => row.searchterms)).toEqual(['term 15', 'term 16']);
    expect(second.body.payload.numResults).toBe(17);
    expect((await hits(3)).body.payload.results).toEqual([]);
    expect(JSON.stringify([first.body, second.body])).not.toContain('not yours');
  });

  it('is empty for a company nobody found', async () => {
    expect((await hits(1, searcherToken)).body.payload).toEqual({ results: [], numResults: 0, pageSize: 15 });
  });

  it('answers 400 to a wrong page and 401 to visitors', async () => {
    for (const page of ['0', 'abc', '-1', '1.5', '99999999999']) expect((await hits(page)).status).toBe(400);
    const visitor = await server.request<{ status: number }>('GET', '/api/inventory/hits');
    expect([visitor.status, visitor.body.status]).toEqual([401, 401]);
  });

  it("records another member's parts search as a hit of the company found", async () => {
    await server.request('POST', '/api/inventory', {
      token: ownerToken,
      body: {
        manufacturer: 'HPE',
        description: 'Fan',
        partNumber: `${T}-FAN`,
        partCondition: 'NEW',
        price: 5,
      },
    });
    await server.indexOutbox();
    const search = await server.request('GET', `/api/parts?query=${T}-fan`, { token: searcherToken });
    expect(search.status).toBe(200);
    await server.searchLog.idle();
    const [newest] = (await hits(1)).body.payload.results;
    expect(newest).toMatchObject({
      searchterms: `${T}-fan`,
      partnumber: `${T}FAN`,
      companyid: searcher.company.id,
      name: `Searcher ${T}`,
    });
    expect((await hits(1)).body.payload.numResults).toBe(18);
  });
});
