import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestSql } from '@tbs/db/testing';
import { buildCompany, buildContact, uniqueToken, useTestDatabase } from '@tbs/db/testing';
import { TRUST_TIERS, trustTier, DEMAND_WINDOWS } from '@tbs/rules';
import { dayChunks, foldAnalytics, monthsEndingIn, rebuildAnalytics } from './rollups.ts';

let orm: MikroORM;
let sql: TestSql;
useTestDatabase((database) => ({ orm, sql } = database));

const DAY = 86_400_000;
const daysAgo = (days: number, hour = 10) => {
  const day = new Date(Date.now() - days * DAY);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const yearsAgo = (years: number) => isoDay(new Date(Date.now() - years * 365.25 * DAY - 20 * DAY));

/** Counts keyed by a joined key, so two ways of computing compare with toEqual. */
type Counts = Record<string, number>;
const add = (counts: Counts, key: string, amount = 1) => (counts[key] = (counts[key] ?? 0) + amount);

interface RawSearch {
  created_at: Date;
  query_norm: string;
  result_count: number;
  company_id: number | null;
  country_code: string | null;
  member_since: string | null;
  open_complaints: number;
}

/** The rollups as the raw log says they must be, computed here without the worker's SQL. */
async function expectedFromRawLog() {
  const searches = await sql.rows<RawSearch>(
    `select s.created_at, s.query_norm, s.result_count, s.company_id, co.country_code,
            to_char(co.member_since, 'YYYY-MM-DD') as member_since,
            (select count(*)::int from complaint k where k.company_id = co.id and k.status = 'open') as open_complaints
       from search_log s left join contact c on c.id = s.contact_id left join company co on co.id = s.company_id
      where s.query_norm <> '' and c.is_staff is not true`,
  );
  const today = isoDay(new Date());
  const thisMonth = today.slice(0, 7);
  const rollup: Counts = {};
  const demand: Counts = {};
  const demandMembers = new Map<string, Set<number | null>>();
  for (const search of searches) {
    const day = isoDay(search.created_at);
    const tier = TRUST_TIERS.indexOf(
      trustTier(
        search.member_since ? new Date(search.member_since) : null,
        search.open_complaints,
        new Date(`${day}T23:59:59Z`),
      ),
    );
    const segments = ['', `C:${search.country_code ?? '--'}`, `T:${tier}`];
    const grains: [string, string][] = [['d', day]];
    if (day.slice(0, 7) < thisMonth) grains.push(['m', `${day.slice(0, 7)}-01`]);
    for (const [grain, period] of grains) {
      for (const segment of segments) {
        for (const query of [search.query_norm, '']) {
          add(rollup, `${grain}|${segment}|${period}|${query}|searches`);
          add(rollup, `${grain}|${segment}|${period}|${query}|zero`, search.result_count === 0 ? 1 : 0);
        }
      }
    }
    const ageDays = (Date.parse(today) - Date.parse(day)) / DAY;
    for (const window of DEMAND_WINDOWS) {
      if (ageDays < 1 || ageDays > window) continue;
      const key = `${window}|${search.query_norm}`;
      add(demand, `${key}|searches`);
      if (!demandMembers.has(key)) demandMembers.set(key, new Set());
      demandMembers.get(key)!.add(search.company_id);
    }
  }
  for (const [key, members] of demandMembers) add(demand, `${key}|members`, members.size);
  return { rollup, demand };
}

async function rollupsInDatabase() {
  const rollup: Counts = {};
  for (const row of await sql.rows<{ key: string; searches: number; zero_results: number }>(
    `select grain || '|' || segment || '|' || to_char(period, 'YYYY-MM-DD') || '|' || query_norm as key,
            searches, zero_results from analytics_search_rollup`,
  )) {
    rollup[`${row.key}|searches`] = row.searches;
    rollup[`${row.key}|zero`] = row.zero_results;
  }
  const demand: Counts = {};
  for (const row of await sql.rows<{ key: string; members: number; searches: number }>(
    `select window_days || '|' || query_norm as key, members, searches from analytics_demand`,
  )) {
    demand[`${row.key}|searches`] = row.searches;
    demand[`${row.key}|members`] = row.members;
  }
  return { rollup, demand };
}

async function pageRollup(): Promise<Counts> {
  const rows = await sql.rows<{ key: string; views: number }>(
    `select to_char(day, 'YYYY-MM-DD') || '|' || route as key, views from analytics_page_rollup`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.views]));
}

async function logSearch(
  contact: { id: number; companyId: number },
  query: string,
  at: Date,
  resultCount = 3,
): Promise<void> {
  await sql.rows(
    `insert into search_log (query, query_norm, result_count, contact_id, company_id, created_at)
     values ($1::text, upper(regexp_replace($1::text, '[^A-Za-z0-9]', '', 'g')), $2, $3, $4, $5)`,
    [query, resultCount, contact.id, contact.companyId, at],
  );
}

async function logPage(contactId: number | null, path: string, at: Date): Promise<void> {
  await sql.rows('insert into page_view (path, contact_id, created_at) values ($1, $2, $3)', [
    path,
    contactId,
    at,
  ]);
}

describe('analytics rollups', () => {
  it('equal the raw log, per day, month, country, tier and demand window, staff left out', async () => {
    const T = uniqueToken();
    const diamond = await buildContact(orm, {
      company: await buildCompany(orm, { country: 'DE', memberSince: yearsAgo(25) }),
    });
    const newcomer = await buildContact(orm, {
      company: await buildCompany(orm, { country: 'NL', memberSince: yearsAgo(1) }),
    });
    const complained = await buildCompany(orm, { country: 'GB', memberSince: yearsAgo(12) });
    const disputed = await buildContact(orm, { company: complained });
    await sql.rows(
      `insert into complaint (company_id, filed_by_id, title, transaction_date, body, resolution, status)
       values ($1, $2, 'Late', current_date, 'b', 'r', 'open')`,
      [complained.id, diamond.contact.id],
    );
    const staff = await buildContact(orm, { isStaff: true });
    const who = (built: { contact: { id: number }; company: { id: number } }) => ({
      id: built.contact.id,
      companyId: built.company.id,
    });
    const [dia, nl, gb, st] = [diamond, newcomer, disputed, staff].map(who) as [
      ReturnType<typeof who>,
      ReturnType<typeof who>,
      ReturnType<typeof who>,
      ReturnType<typeof who>,
    ];
    for (const [contact, query, days, results] of [
      [dia, `rx-${T}-a`, 0, 4],
      [dia, `rx-${T}-a`, 2, 4],
      [nl, `rx-${T}-a`, 2, 4],
      [gb, `rx-${T}-none`, 3, 0],
      [nl, `rx-${T}-none`, 3, 0],
      [dia, `rx-${T}-b`, 45, 1],
      [gb, `rx-${T}-b`, 100, 1],
      [nl, `rx-${T}-b`, 400, 1],
      [st, `rx-${T}-a`, 2, 4],
      [st, `rx-${T}-staff`, 0, 0],
    ] as const) {
      await logSearch(contact, query, daysAgo(days), results);
    }
    await logPage(dia.id, '/companies/900123', daysAgo(1));
    await logPage(nl.id, '/companies/900077/', daysAgo(1));
    await logPage(null, '/news/fraud-warnings/a-slug?ref=home', daysAgo(1));
    await logPage(st.id, '/companies/900005', daysAgo(1));

    // From scratch (other files of this worker may have logged rows of earlier days since a fold).
    await rebuildAnalytics(sql.client, '2000-01-01');
    const first = await rollupsInDatabase();
    expect(first).toEqual(await expectedFromRawLog());
    expect(first.rollup[`d|C:DE|${isoDay(daysAgo(2))}|RX${T.toUpperCase()}A|searches`]).toBe(1);
    expect(first.rollup[`d|T:3|${isoDay(daysAgo(2))}|RX${T.toUpperCase()}A|searches`]).toBe(1);
    // The newcomer has no tier; the disputed Gold company loses its tier while the complaint is open.
    expect(first.rollup[`d|T:0|${isoDay(daysAgo(3))}|RX${T.toUpperCase()}NONE|zero`]).toBe(2);
    expect(first.demand[`7|RX${T.toUpperCase()}A|members`]).toBe(2);
    expect(first.demand[`7|RX${T.toUpperCase()}STAFF|searches`]).toBeUndefined();
    expect(first.demand[`365|RX${T.toUpperCase()}B|members`]).toBe(2);

    const pages = await pageRollup();
    expect(pages[`${isoDay(daysAgo(1))}|/companies/:id`]).toBeGreaterThanOrEqual(2);
    expect(pages[`${isoDay(daysAgo(1))}|/news/:category/:slug`]).toBeGreaterThanOrEqual(1);
    const [staffViews] = await sql.rows<{ views: number }>(
      `select count(*)::int as views from page_view p join contact c on c.id = p.contact_id
        where c.is_staff and p.created_at >= $1 and p.created_at < $2`,
      [isoDay(daysAgo(1)), isoDay(daysAgo(0))],
    );
    const [rawViews] = await sql.rows<{ views: number }>(
      `select count(*)::int as views from page_view where created_at >= $1 and created_at < $2`,
      [isoDay(daysAgo(1)), isoDay(daysAgo(0))],
    );
    const rolledViews = Object.entries(pages)
      .filter(([key]) => key.startsWith(isoDay(daysAgo(1))))
      .reduce((sum, [, views]) => sum + views, 0);
    expect(rolledViews).toBe(rawViews!.views - staffViews!.views);

    // Idempotent: folding again changes nothing.
    await foldAnalytics(sql.client);
    expect(await rollupsInDatabase()).toEqual(first);

    // Incremental: today's new rows (a staff search among them) are folded by the next run.
    await logSearch(gb, `rx-${T}-a`, new Date());
    await logSearch(st, `rx-${T}-a`, new Date());
    await logSearch(nl, `rx-${T}-c`, new Date(), 0);
    const second = await foldAnalytics(sql.client);
    expect(second.days?.to).toBe(isoDay(new Date()));
    const after = await rollupsInDatabase();
    expect(after).toEqual(await expectedFromRawLog());
    expect(after.rollup[`d||${isoDay(new Date())}|RX${T.toUpperCase()}A|searches`]).toBe(2);

    // A contact made staff later leaves the statistics once its days are folded again.
    await sql.rows('update contact set is_staff = true where id = $1', [gb.id]);
    await rebuildAnalytics(sql.client, '2000-01-01');
    expect(await rollupsInDatabase()).toEqual(await expectedFromRawLog());
    await sql.rows('update contact set is_staff = false where id = $1', [gb.id]);
    await rebuildAnalytics(sql.client, '2000-01-01');
    expect(await rollupsInDatabase()).toEqual(after);

    const home = await sql.rows<{ query_norm: string; searches: number }>(
      'select query_norm, searches from analytics_home_top_search where query_norm like $1 order by query_norm',
      [`RX${T.toUpperCase()}%`],
    );
    // Last 30 days: a 2 two days ago + 2 today (the staff ones never); none 2; c 1; b only older.
    expect(home).toEqual([
      { query_norm: `RX${T.toUpperCase()}A`, searches: 4 },
      { query_norm: `RX${T.toUpperCase()}C`, searches: 1 },
      { query_norm: `RX${T.toUpperCase()}NONE`, searches: 2 },
    ]);
  });

  it('sums a past month once, in the chunk that folds its last day', () => {
    expect(monthsEndingIn('2026-01-29', '2026-02-04', '2026-11-27')).toEqual(['2026-01-01']);
    expect(monthsEndingIn('2026-02-05', '2026-02-11', '2026-11-27')).toEqual([]);
    expect(monthsEndingIn('2025-12-25', '2026-03-01', '2026-11-27')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    // The current month is never summed: its days are read.
    expect(monthsEndingIn('2026-11-24', '2026-11-30', '2026-11-27')).toEqual([]);
    expect(monthsEndingIn('2026-10-31', '2026-11-27', '2026-11-27')).toEqual(['2026-10-01']);
  });

  it('cuts a catch-up into week chunks', () => {
    expect(dayChunks('2026-01-01', '2026-01-16', 7)).toEqual([
      ['2026-01-01', '2026-01-07'],
      ['2026-01-08', '2026-01-14'],
      ['2026-01-15', '2026-01-16'],
    ]);
    expect(dayChunks('2026-01-16', '2026-01-16', 7)).toEqual([['2026-01-16', '2026-01-16']]);
  });
});
