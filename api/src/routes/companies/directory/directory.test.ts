import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, uniqueToken, yearsAgo } from '@tbs/db/testing';
import { Favorite } from '@tbs/db';
import { foldForSearch } from '@tbs/search';
import { clientIp, startTestServer, type TestServer } from '../../../test/server.ts';

let server: TestServer;
const T = uniqueToken();
const ids: Record<string, number> = {};
let memberToken: string;
let serviceOnlyToken: string;

interface DirectoryRow {
  id?: number;
  name: string;
  country: string;
  countryName: string;
  description: string;
  recommendationsCount: number;
  favCount?: number;
  isTrusted?: number;
  isGold?: number;
  isDiamond?: number;
}
interface DirectoryAnswer {
  status: number;
  msg?: string;
  errors?: Array<{ param: string; msg: string }>;
  payload: { results: DirectoryRow[]; numResults: number };
}

/** GET /api/companies with a query string, as a visitor unless a token is given. */
const directory = (query: Record<string, string | number>, token?: string) =>
  server.request<DirectoryAnswer>(
    'GET',
    `/api/companies?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    { token, headers: clientIp() },
  );
const names = (answer: { body: DirectoryAnswer }) =>
  answer.body.payload.results.map((row) => row.name.replace(`${T} `, ''));

beforeAll(async () => {
  server = await startTestServer();
  const { orm } = server;
  const alpha = await buildCompany(orm, {
    name: `${T} Alpha Trading`,
    country: 'NL',
    description: 'Servers and storage, refurbished.',
    memberSince: yearsAgo(25),
  });
  const beta = await buildCompany(orm, {
    name: `${T} Beta Recycling`,
    country: 'DE',
    description: 'WEEE recycling and data erasure.',
    memberSince: yearsAgo(1),
  });
  const gamma = await buildCompany(orm, { name: `${T} Gamma`, country: 'BE', description: null });
  Object.assign(ids, { alpha: alpha.id, beta: beta.id, gamma: gamma.id });
  await buildContact(orm, { company: beta, name: `Sales Lead${T.toLowerCase()}` });
  const member = await buildContact(orm);
  memberToken = await server.signIn(member);
  const service = await buildContact(orm, { company: await buildCompany(orm, { isServiceOnly: true }) });
  serviceOnlyToken = await server.signIn(service);
  const em = orm.em.fork();
  em.create(Favorite, { contact: member.contact.id, company: gamma.id });
  em.create(Favorite, { contact: service.contact.id, company: gamma.id });
  em.create(Favorite, { contact: member.contact.id, company: beta.id });
  await em.flush();
  await server.indexOutbox();
});
afterAll(() => server.close());

describe('GET /api/companies for members', () => {
  it('finds companies by name, specialty and contact person, with every member field', async () => {
    const answer = await directory({ query: `${T} recycling` }, memberToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 200,
      payload: {
        results: [
          {
            id: ids.beta,
            name: `${T} Beta Recycling`,
            country: 'DE',
            countryName: 'Germany',
            description: 'WEEE recycling and data erasure.',
            recommendationsCount: 0,
            favCount: 1,
            isTrusted: 0,
            isGold: 0,
            isDiamond: 0,
          },
        ],
        numResults: 1,
      },
    });
    expect(names(await directory({ query: `${T} refurb` }, memberToken))).toEqual(['Alpha Trading']);
    expect(names(await directory({ query: `${T} erasur` }, memberToken))).toEqual(['Beta Recycling']);
    expect(names(await directory({ query: `${T} recyling` }, memberToken))).toEqual(['Beta Recycling']);
    expect(names(await directory({ query: `lead${T}` }, memberToken))).toEqual(['Beta Recycling']);
    expect(names(await directory({ query: `lead${T}` }, serviceOnlyToken))).toEqual(['Beta Recycling']);
    const alpha = (await directory({ query: `${T} alpha` }, memberToken)).body.payload.results[0]!;
    expect(alpha).toMatchObject({ id: ids.alpha, isDiamond: 1, favCount: 0 });
  });

  it('filters by country and sorts by the four columns in both directions', async () => {
    expect(names(await directory({ query: T, country: 'nl' }, memberToken))).toEqual(['Alpha Trading']);
    const sorted = async (sort: string, order?: string) =>
      names(await directory({ query: T, sort, ...(order ? { order } : {}) }, memberToken));
    expect(await sorted('companyname')).toEqual(['Alpha Trading', 'Beta Recycling', 'Gamma']);
    expect(await sorted('companyname', 'desc')).toEqual(['Gamma', 'Beta Recycling', 'Alpha Trading']);
    expect(await sorted('Country')).toEqual(['Gamma', 'Beta Recycling', 'Alpha Trading']);
    expect(await sorted('country', 'DESC')).toEqual(['Alpha Trading', 'Beta Recycling', 'Gamma']);
    expect(await sorted('profile')).toEqual(['Alpha Trading', 'Beta Recycling', 'Gamma']);
    expect(await sorted('profile', 'desc')).toEqual(['Beta Recycling', 'Alpha Trading', 'Gamma']);
    // favCount is most favoured first unless asked otherwise.
    expect(await sorted('favCount')).toEqual(['Gamma', 'Beta Recycling', 'Alpha Trading']);
    expect(await sorted('favCount', 'asc')).toEqual(['Alpha Trading', 'Beta Recycling', 'Gamma']);
  });

  it('pages with the exact total', async () => {
    const second = await directory({ query: T, sort: 'companyname', page: 2, pageSize: 10 }, memberToken);
    expect(second.body.payload).toEqual({ results: [], numResults: 3 });
    const first = await directory({ query: T, sort: 'companyname', pageSize: 20 }, memberToken);
    expect(first.body.payload.numResults).toBe(3);
    expect(first.body.payload.results).toHaveLength(3);
  });

  it('lists every company without a query, by name, with the total of the whole directory', async () => {
    const answer = await directory({ pageSize: 100 }, memberToken);
    expect(answer.status).toBe(200);
    expect(answer.body.payload.numResults).toBeGreaterThanOrEqual(3);
    // The directory's name order: folded (no accents, lower case), compared by code point.
    const sortKeys = answer.body.payload.results.map((row) => foldForSearch(row.name).replace(/\s+/g, ' '));
    expect(sortKeys).toEqual([...sortKeys].sort());
  });
});

describe('GET /api/companies for visitors', () => {
  it('shows name, country, profile and recommendations count only', async () => {
    const answer = await directory({ query: `${T} recycling` });
    expect(answer.body.payload.results).toEqual([
      {
        name: `${T} Beta Recycling`,
        country: 'DE',
        countryName: 'Germany',
        description: 'WEEE recycling and data erasure.',
        recommendationsCount: 0,
      },
    ]);
  });

  it("does not search contact persons' names, nor sort by favourites", async () => {
    expect((await directory({ query: `lead${T}` })).body.payload).toEqual({ results: [], numResults: 0 });
    const bySort = await directory({ query: T, sort: 'favCount' });
    expect(bySort.status).toBe(401);
    expect(bySort.body.msg).toBe('Please sign in');
    expect(names(await directory({ query: T, sort: 'Country' }))).toEqual([
      'Gamma',
      'Beta Recycling',
      'Alpha Trading',
    ]);
  });
});

describe('GET /api/companies refuses bad input with a 400 naming the field', () => {
  it.each([
    [{ query: 'a' }, 'query', 'Please enter at least 2 characters'],
    [{ query: '!!' }, 'query', 'Please enter at least 2 characters'],
    [{ query: 'x'.repeat(101) }, 'query', undefined],
    [{ country: 'Netherlands' }, 'country', 'Please choose a country'],
    [{ sort: 'price' }, 'sort', 'Sort must be companyname, Country, profile or favCount'],
    [{ sort: 'favCount', order: 'up' }, 'order', 'Order must be asc or desc'],
    [{ pageSize: 15 }, 'pageSize', 'Page size must be 10, 20, 50 or 100'],
    [{ page: 0 }, 'page', undefined],
    [{ page: 'two' }, 'page', undefined],
  ] as const)('%j', async (query, param, message) => {
    const answer = await directory(query, memberToken);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(400);
    const error = answer.body.errors?.find((entry) => entry.param === param);
    expect(error).toBeDefined();
    if (message) expect(error!.msg).toBe(message);
  });
});
