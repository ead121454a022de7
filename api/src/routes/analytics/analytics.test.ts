import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, buildPart, uniqueToken, TestSql } from '@tbs/db/testing';
import { rebuildAnalytics } from '@tbs/worker/testing';
import { addDays, presetRange, todayUtc } from '../../queries/analytics/period.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { safeCsvText } from './csv.ts';

let server: TestServer;
let sql: TestSql;
let staffToken: string;
let memberToken: string;
const T = uniqueToken().toUpperCase();

const VIEWS = [
  '/api/analytics/topSearches',
  '/api/analytics/zeroResults',
  '/api/analytics/segments',
  '/api/analytics/demand',
  '/api/analytics/pageViews',
] as const;
const EVERY_CALL = VIEWS.flatMap((view) => [view, `${view}/csv`]);

const today = todayUtc();
const lastWeek = presetRange('week', today);
/** Noon UTC `days` days before today. */
const daysAgo = (days: number) => `${addDays(today, -days)}T12:00:00Z`;

interface World {
  nl: { id: number; companyId: number };
  de: { id: number; companyId: number };
  staff: { id: number; companyId: number };
}

async function logSearches(
  who: { id: number; companyId: number },
  query: string,
  times: number,
  at: string,
  results = 2,
): Promise<void> {
  await sql.rows(
    `insert into search_log (query, query_norm, result_count, contact_id, company_id, created_at)
     select $1::text, upper(regexp_replace($1::text, '[^A-Za-z0-9]', '', 'g')), $2, $3, $4, $5
       from generate_series(1, $6)`,
    [query, results, who.id, who.companyId, at, times],
  );
}

async function buildWorld(): Promise<World> {
  const contact = async (country: string, isStaff = false) => {
    const company = await buildCompany(server.orm, { country });
    const built = await buildContact(server.orm, { company, isStaff });
    return { built, who: { id: built.contact.id, companyId: company.id } };
  };
  const [nl, de, staff] = await Promise.all([contact('NL'), contact('DE'), contact('NL', true)]);
  staffToken = await server.signIn(staff.built);
  memberToken = await server.signIn(nl.built);
  return { nl: nl.who, de: de.who, staff: staff.who };
}

type Json = Record<string, unknown> & { results: Record<string, unknown>[] };
async function view(path: string, query = ''): Promise<{ status: number; payload: Json; body: unknown }> {
  const answer = await server.request<{ payload: Json }>('GET', `${path}${query}`, { token: staffToken });
  return { status: answer.status, payload: answer.body.payload, body: answer.body };
}

let world: World;
beforeAll(async () => {
  server = await startTestServer();
  sql = await TestSql.connect();
  world = await buildWorld();
  // Last week (3 days ago): A 6 NL + 3 DE, B 4, NONE 5 found nothing; the week before: A 3. Staff: A 50.
  await logSearches(world.nl, `an-${T}-a`, 6, daysAgo(3));
  await logSearches(world.de, `an-${T}-a`, 3, daysAgo(3));
  await logSearches(world.de, `an-${T}-b`, 4, daysAgo(4));
  await logSearches(world.nl, `an-${T}-none`, 5, daysAgo(2), 0);
  await logSearches(world.nl, `an-${T}-a`, 3, daysAgo(10));
  await logSearches(world.staff, `an-${T}-a`, 50, daysAgo(3));
  const company = await buildCompany(server.orm);
  await buildPart(server.orm, company.id, `AN-${T}-B`, { quantity: 7 });
  await sql.rows(
    `insert into page_view (path, contact_id, created_at) values
       ('/companies/904242', $1, $2), ('/companies/900077', $1, $2), ('=1+2', $1, $2), ('/companies/900009', $3, $2)`,
    [world.nl.id, daysAgo(3), world.staff.id],
  );
  await rebuildAnalytics(sql.client, '2000-01-01');
});
afterAll(async () => {
  await sql.end();
  await server.close();
});

const mine = (results: Record<string, unknown>[]) =>
  results.filter((row) => String(row.partNumber ?? '').includes(T));

describe('the analytics area is for staff only', () => {
  it.each(EVERY_CALL)('%s: 401 for visitors, 403 for members, 200 for staff', async (path) => {
    const visitor = await server.request('GET', path);
    expect(visitor.status).toBe(401);
    const member = await server.request<{ message: string }>('GET', path, { token: memberToken });
    expect(member.status).toBe(403);
    expect(JSON.stringify(member.body)).toContain('The analytics area is for staff only');
    const staff = await server.request('GET', path, { token: staffToken });
    expect(staff.status).toBe(200);
  });

  it('tells the web app who is staff', async () => {
    const staff = await server.request<{ payload: { user: { isStaff: boolean } } }>('GET', '/api/auth/me', {
      token: staffToken,
    });
    expect(staff.body.payload.user.isStaff).toBe(true);
    const member = await server.request<{ payload: { user: { isStaff: boolean } } }>('GET', '/api/auth/me', {
      token: memberToken,
    });
    expect(member.body.payload.user.isStaff).toBe(false);
  });
});

describe('analytics views', () => {
  it('ranks last week’s top searches with the trend against the week before, staff left out', async () => {
    const { status, payload } = await view('/api/analytics/topSearches', '?period=week&pageSize=200');
    expect(status).toBe(200);
    expect(payload.range).toEqual(lastWeek);
    expect(payload.previousRange).toEqual({
      from: addDays(lastWeek.from, -7),
      to: addDays(lastWeek.from, -1),
    });
    expect(mine(payload.results).map(({ rank: _rank, ...row }) => row)).toEqual(
      [
        { partNumber: `AN${T}A`, searches: 9, zeroResults: 0, previousSearches: 3, trendPercent: 200 },
        { partNumber: `AN${T}NONE`, searches: 5, zeroResults: 5, previousSearches: 0, trendPercent: null },
        { partNumber: `AN${T}B`, searches: 4, zeroResults: 0, previousSearches: 0, trendPercent: null },
      ].map((row) => ({ ...row, typed: expect.any(String) })),
    );
    // As members typed them (the search log's most frequent form), for the links to the search.
    expect(mine(payload.results).map((row) => row.typed)).toEqual([`an-${T}-a`, `an-${T}-none`, `an-${T}-b`]);
    const daily = payload.daily as { day: string; searches: number }[];
    expect(daily.map((day) => day.day)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(lastWeek.from, index)),
    );

    const germany = await view('/api/analytics/topSearches', '?period=week&country=de&pageSize=200');
    expect(mine(germany.payload.results).map((row) => [row.partNumber, row.searches])).toEqual([
      [`AN${T}B`, 4],
      [`AN${T}A`, 3],
    ]);
  });

  it('pages through top searches', async () => {
    const first = await view('/api/analytics/topSearches', '?period=week&pageSize=1&page=1');
    const second = await view('/api/analytics/topSearches', '?period=week&pageSize=1&page=2');
    expect(first.payload.results).toHaveLength(1);
    expect(second.payload.results[0]!.rank).toBe(2);
    expect(first.payload.hasMore).toBe(true);
    expect(second.payload.results[0]!.partNumber).not.toBe(first.payload.results[0]!.partNumber);
  });

  it('lists searches that found nothing, by country and tier, and demand against stock', async () => {
    const zero = await view('/api/analytics/zeroResults', '?period=week&pageSize=200');
    expect(mine(zero.payload.results)).toEqual([
      expect.objectContaining({ partNumber: `AN${T}NONE`, zeroResultSearches: 5, searches: 5 }),
    ]);

    const countries = await view('/api/analytics/segments', '?period=week&dimension=country');
    const labels = countries.payload.results.map((row) => row.label);
    expect(labels).toContain('Netherlands');
    expect(labels).toContain('Germany');
    const tiers = await view('/api/analytics/segments', '?period=week&dimension=tier');
    expect(
      tiers.payload.results.every((row) =>
        ['Regular', 'Trusted', 'Gold', 'Diamond'].includes(row.label as string),
      ),
    ).toBe(true);

    const demand = await view('/api/analytics/demand', '?window=7&pageSize=200');
    expect(mine(demand.payload.results)).toEqual(
      expect.arrayContaining([
        { partNumber: `AN${T}A`, members: 2, searches: 9, stockQuantity: 0, sellers: 0 },
        { partNumber: `AN${T}B`, members: 1, searches: 4, stockQuantity: 7, sellers: 1 },
      ]),
    );
    const unstocked = await view('/api/analytics/demand', '?window=7&unstocked=1&pageSize=200');
    expect(mine(unstocked.payload.results).map((row) => row.partNumber)).toEqual([`AN${T}A`, `AN${T}NONE`]);
  });

  it('counts page views per route pattern, staff left out', async () => {
    const { payload } = await view('/api/analytics/pageViews', '?period=week&pageSize=200');
    const companies = payload.results.find((row) => row.route === '/companies/:id');
    expect(companies?.views).toBeGreaterThanOrEqual(2);
    const daily = payload.daily as { day: string; route: string; views: number }[];
    const companyDays = daily.filter((row) => row.route === '/companies/:id');
    expect(companyDays.find((row) => row.day === addDays(today, -3))?.views).toBeGreaterThanOrEqual(2);
    expect(companyDays.reduce((sum, row) => sum + row.views, 0)).toBe(companies?.views);
  });
});

describe('home page top searches', () => {
  it('come from the rollups plus the searches logged since the last fold, staff left out', async () => {
    const company = await buildCompany(server.orm);
    await buildPart(server.orm, company.id, `HT-${T}`, { description: 'Home top part' });
    // Fewer than the misc test's 40, which may run later on this database and expects its part first.
    await logSearches(world.nl, `ht-${T}`, 30, daysAgo(1));
    await logSearches(world.staff, `ht-${T}`, 100, daysAgo(1));
    await rebuildAnalytics(sql.client, addDays(today, -1));
    // Folded rows are read from the rollup: the raw rows could be gone.
    await sql.rows(`delete from search_log where query_norm = $1`, [`HT${T}`]);
    await logSearches(world.de, `ht-${T}`, 2, new Date().toISOString());
    const answer = await server.request<{ payload: { partnumber: string; count: number }[] }>(
      'GET',
      '/api/misc/topsearches',
    );
    expect(answer.body.payload.find((row) => row.partnumber === `HT-${T}`)).toEqual({
      partnumber: `HT-${T}`,
      description: 'Home top part',
      count: 32,
    });
  });
});

describe('CSV export', () => {
  it('streams the rows of the view as an attachment named after the period', async () => {
    const answer = await server.request<string>('GET', '/api/analytics/topSearches/csv?period=week', {
      token: staffToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="top-searches-${lastWeek.from}-to-${lastWeek.to}.csv"`,
    );
    const rows = parse(answer.body) as string[][];
    expect(rows[0]).toEqual([
      'Rank',
      'Part number',
      'Searches',
      'Found nothing',
      'Previous period',
      'Trend %',
    ]);
    const json = await view('/api/analytics/topSearches', '?period=week&pageSize=200');
    expect(rows.slice(1)).toEqual(
      json.payload.results.map((row) =>
        [row.rank, row.partNumber, row.searches, row.zeroResults, row.previousSearches, row.trendPercent].map(
          (cell) => (cell === null ? '' : String(cell)),
        ),
      ),
    );
  });

  it('keeps cells that look like formulas as text, numbers as numbers', async () => {
    const answer = await server.request<string>('GET', '/api/analytics/pageViews/csv?period=week', {
      token: staffToken,
    });
    const rows = parse(answer.body) as string[][];
    expect(rows.map((row) => row[0])).toContain("'=1+2");
    expect(rows.map((row) => row[0])).not.toContain('=1+2');
    for (const text of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx']) expect(safeCsvText(text)).toBe(`'${text}`);
    expect(safeCsvText('875490B21')).toBe('875490B21');
  });
});

describe('bad input', () => {
  const cases: [path: string, query: string, field: string][] = [
    ['/api/analytics/topSearches', '?from=2026-02-30&to=2026-03-02', 'from'],
    ['/api/analytics/topSearches', '?from=yesterday&to=2026-03-02', 'from'],
    ['/api/analytics/topSearches', '?from=2026-03-05&to=2026-03-02', 'to'],
    ['/api/analytics/topSearches', '?from=2024-01-01&to=2025-06-01', 'to'],
    ['/api/analytics/topSearches', '?from=2026-01-01', 'to'],
    ['/api/analytics/topSearches', `?from=${addDays(today, -1)}&to=${addDays(today, 1)}`, 'to'],
    ['/api/analytics/topSearches', '?from=1999-12-31&to=2000-01-02', 'from'],
    ['/api/analytics/topSearches', '?period=year', 'period'],
    ['/api/analytics/topSearches', '?pageSize=0', 'pageSize'],
    ['/api/analytics/topSearches', '?pageSize=1000', 'pageSize'],
    ['/api/analytics/topSearches', '?page=99999999999999999999', 'page'],
    ['/api/analytics/topSearches', '?country=NLD', 'country'],
    ['/api/analytics/topSearches', '?country=NL&tier=2', 'tier'],
    ['/api/analytics/topSearches', '?from=2026-01-01%00&to=2026-01-02', 'from'],
    ['/api/analytics/zeroResults/csv', '?to=2026-13-01&from=2026-01-01', 'to'],
    ['/api/analytics/segments', '?dimension=city', 'dimension'],
    ['/api/analytics/demand', '?window=5', 'window'],
    ['/api/analytics/demand', '?unstocked=maybe', 'unstocked'],
    ['/api/analytics/pageViews/csv', '?period=%FF', 'period'],
  ];
  it.each(cases)('%s%s: 400 naming %s', async (path, query, field) => {
    const answer = await server.request<{ errors?: { param: string }[] }>('GET', `${path}${query}`, {
      token: staffToken,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(`"${field}"`);
  });
});
