import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { buildBroadcast, buildContact, uniqueToken, type BuiltContact, TestSql } from '@tbs/db/testing';
import { createBroadcastConsumer, savedSearchHandler } from '@tbs/worker/testing';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from '../../../commands/savedSearches.ts';
import type { SavedSearchView } from '../../../presenters/savedSearches.ts';

interface Answer {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload: {
    savedSearch: SavedSearchView;
    alreadySaved: boolean;
    results: SavedSearchView[];
    numResults: number;
  };
}

let server: TestServer;
let sql: TestSql;
let member: BuiltContact;
let token: string;
let rival: BuiltContact;
let rivalToken: string;

const call = (method: string, path: string, body?: unknown, as: string | null = token) =>
  server.request<Answer>(method, path, { body, ...(as ? { token: as } : {}) });

const save = async (body: Record<string, unknown>, as = token) => {
  const answer = await call('POST', '/api/savedSearches', body, as);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.payload.savedSearch;
};

const listOf = async (as = token) =>
  (await call('GET', '/api/savedSearches', undefined, as)).body.payload.results;

beforeAll(async () => {
  server = await startTestServer();
  sql = await TestSql.connect();
  [member, rival] = await Promise.all([buildContact(server.orm), buildContact(server.orm)]);
  [token, rivalToken] = await Promise.all([server.signIn(member), server.signIn(rival)]);
});
afterAll(async () => {
  await sql.end();
  await server.close();
});

describe('saved searches', () => {
  it('answers 401 to visitors', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/savedSearches'],
      ['POST', '/api/savedSearches', { query: 'dl380' }],
      ['POST', '/api/savedSearches/1/actions/updateNotificationType', { isDigest: true }],
      ['DELETE', '/api/savedSearches/1'],
    ] as [string, string, unknown?][]) {
      expect((await call(method, path, body, null)).status).toBe(401);
    }
  });

  it('saves the current search, lists it with the spec fields, switches it to the digest and removes it', async () => {
    const T = uniqueToken();
    const company = rival.company;
    const created = await save({
      query: `  ${T} 875490-b21 `,
      listType: 2,
      type: 'wts',
      companyId: company.id,
    });
    expect(created).toMatchObject({
      search: `${T} 875490-b21`,
      listType: 2,
      broadcastListName: 'Server/Storage',
      broadcastType: 'WTS',
      companyId: company.id,
      companyName: company.name,
      isDigest: 0,
      doUpdateImmediately: 1,
      lastHit: null,
    });
    expect(Date.parse(created.created)).not.toBeNaN();
    expect((await listOf()).map((row) => row.id)).toContain(created.id);
    const [{ terms }] = (await sql.rows<{ terms: string[] }>('select terms from saved_search where id = $1', [
      created.id,
    ])) as [{ terms: string[] }];
    expect(terms).toEqual(['875490B21', T].sort());

    const switched = await call('POST', `/api/savedSearches/${created.id}/actions/updateNotificationType`, {
      isDigest: 1,
    });
    expect(switched.status).toBe(200);
    expect(switched.body.payload.savedSearch).toMatchObject({
      id: created.id,
      isDigest: 1,
      doUpdateImmediately: 0,
    });

    expect((await call('DELETE', `/api/savedSearches/${created.id}`)).status).toBe(200);
    expect((await listOf()).map((row) => row.id)).not.toContain(created.id);
    expect((await call('DELETE', `/api/savedSearches/${created.id}`)).status).toBe(404);
  });

  it('takes the side as listType and the list as type too (the spec names both ways)', async () => {
    const T = uniqueToken();
    const swapped = await save({ query: T, listType: 'WTB', type: '7' });
    expect(swapped).toMatchObject({ listType: 7, broadcastType: 'WTB' });
    const all = await save({ query: `${T} x`, listType: 'All', type: '' });
    expect(all).toMatchObject({ listType: null, broadcastType: null });
  });

  it("takes the spec's field names (q/search, broadcastType, doUpdateImmediately) and answers under both names", async () => {
    const T = uniqueToken();
    const byQ = await save({ q: `${T} dl380`, broadcastType: 'wtb', listType: 2, doUpdateImmediately: 0 });
    expect(byQ).toMatchObject({
      search: `${T} dl380`,
      q: `${T} dl380`,
      listType: 2,
      broadcastType: 'WTB',
      isDigest: 1,
      doUpdateImmediately: 0,
    });
    expect(byQ.createdDT).toBe(byQ.created);
    expect(byQ.lastHitDT).toBeNull();
    const bySearch = await save({ search: `${T} ml350`, broadcastType: 'All', doUpdateImmediately: true });
    expect(bySearch).toMatchObject({ q: `${T} ml350`, broadcastType: null, isDigest: 0 });
    // The same value under two names is one field, not a conflict.
    const both = await save({ query: `${T} g10`, q: ` ${T} g10 `, type: 'WTS', broadcastType: 'wts' });
    expect(both).toMatchObject({ search: `${T} g10`, broadcastType: 'WTS' });
    const listed = (await listOf()).find((row) => row.id === byQ.id);
    expect(listed).toMatchObject({ q: `${T} dl380`, search: `${T} dl380`, createdDT: byQ.created });
  });

  it('refuses two names of one field with different values, naming the second (nothing is saved)', async () => {
    const T = uniqueToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ query: `${T} a`, q: `${T} b` }, 'q'],
      [{ q: `${T} a`, search: `${T} b` }, 'search'],
      [{ query: T, type: 'WTB', broadcastType: 'WTS' }, 'broadcastType'],
      [{ query: T, isDigest: 1, doUpdateImmediately: 1 }, 'doUpdateImmediately'],
    ];
    for (const [body, param] of cases) {
      const answer = await call('POST', '/api/savedSearches', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.[0]?.param, JSON.stringify(body)).toBe(param);
      expect(answer.body.errors?.[0]?.msg).toMatch(/name the same field with different values/);
    }
    expect((await listOf()).some((row) => row.search.includes(T))).toBe(false);
  });

  it('also removes by ?id= (DELETE /api/savedSearches)', async () => {
    const created = await save({ query: uniqueToken() });
    expect((await call('DELETE', `/api/savedSearches?id=${created.id}`)).status).toBe(200);
    expect((await listOf()).map((row) => row.id)).not.toContain(created.id);
  });

  it('answers the same search saved again instead of storing it twice', async () => {
    const T = uniqueToken();
    const first = await save({ query: `${T} hp` });
    const again = await call('POST', '/api/savedSearches', { query: `HP  ${T.toLowerCase()}` });
    expect(again.body.payload).toMatchObject({ alreadySaved: true, savedSearch: { id: first.id } });
    expect((await listOf()).filter((row) => row.id === first.id)).toHaveLength(1);
  });

  it('refuses a search with nothing to match, a bad list, side or company, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ query: '' }, 'query', SAVED_SEARCH_MESSAGES.nothingToSave],
      [{ query: ' -- ' }, 'query', SAVED_SEARCH_MESSAGES.nothingToSave],
      [{ query: 'x'.repeat(201) }, 'query'],
      [{ query: `a\u0000b` }, 'query'],
      [
        { query: Array.from({ length: 21 }, (_, n) => `w${n}`).join(' ') },
        'query',
        SAVED_SEARCH_MESSAGES.tooManyTerms,
      ],
      [{ query: 'dl380', type: 'WTX' }, 'type'],
      [{ query: 'dl380', listType: 3 }, 'listType'],
      [{ query: 'dl380', companyId: 2_000_000_000 }, 'companyId', SAVED_SEARCH_MESSAGES.companyNotFound],
      [{ query: 'dl380', isDigest: 'yes' }, 'isDigest'],
    ];
    for (const [body, param, msg] of cases) {
      const answer = await call('POST', '/api/savedSearches', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.[0]?.param).toBe(param);
      if (msg) expect(answer.body.msg).toBe(msg);
    }
    // A company alone is a search worth saving: every broadcast of that company.
    expect((await save({ query: '', companyId: rival.company.id })).companyId).toBe(rival.company.id);
  });

  it("keeps another member's saved search out of reach (404) and out of their list", async () => {
    const mine = await save({ query: uniqueToken() });
    expect((await listOf(rivalToken)).map((row) => row.id)).not.toContain(mine.id);
    const update = await call(
      'POST',
      `/api/savedSearches/${mine.id}/actions/updateNotificationType`,
      { isDigest: true },
      rivalToken,
    );
    expect(update.status).toBe(404);
    expect(update.body.msg).toBe(SAVED_SEARCH_MESSAGES.notFound);
    expect((await call('DELETE', `/api/savedSearches/${mine.id}`, undefined, rivalToken)).status).toBe(404);
    expect((await call('DELETE', `/api/savedSearches?id=${mine.id}`, undefined, rivalToken)).status).toBe(
      404,
    );
    expect((await listOf()).find((row) => row.id === mine.id)).toMatchObject({ isDigest: 0 });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per contact, also when saved in parallel`, async () => {
    const hoarder = await buildContact(server.orm);
    const hoarderToken = await server.signIn(hoarder);
    await sql.rows(
      `insert into saved_search (contact_id, query, terms)
       select $1, 'word' || n, array['WORD' || n] from generate_series(1, $2::int - 3) n`,
      [hoarder.contact.id, MAX_SAVED_SEARCHES],
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/savedSearches', { query: uniqueToken() }, hoarderToken),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.msg).toBe(SAVED_SEARCH_MESSAGES.tooMany);
    expect(await listOf(hoarderToken)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('a matching broadcast, matched by the worker, mails the alert and shows as Last Hit', async () => {
    const T = uniqueToken();
    const saved = await save({ query: `${T}-B21`, type: 'WTB' });
    const digest = await save({ query: `${T} digest`, isDigest: true });
    const id = await buildBroadcast(
      server.orm,
      { id: rival.contact.id, company: rival.company.id },
      { side: 'WTB', subject: `WTB ${T}-b21 digest x10` },
    );
    const consumer = createBroadcastConsumer({
      databaseUrl: process.env.DATABASE_URL!,
      consumer: 'savedSearch',
      logger: pino({ level: 'silent' }),
      handle: savedSearchHandler(server.mailQueue, 'http://tbs.test'),
    });
    try {
      await consumer.drainUntilEmpty();
    } finally {
      await consumer.close();
    }
    await server.deliverMail();

    const mails = await sql.rows<{ to: string; subject: string; text: string }>(
      `select "to", subject, text from mail_message where subject like $1`,
      [`%${T}%`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(member.email);
    expect(mails[0]!.text).toContain(`http://tbs.test/broadcasts/${id}`);
    const list = await listOf();
    expect(list.find((row) => row.id === saved.id)?.lastHit).not.toBeNull();
    expect(list.find((row) => row.id === digest.id)?.lastHit).not.toBeNull();
  });
});
