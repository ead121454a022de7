import { describe, expect, it } from 'vitest';
import { Complaint } from '@tbs/db';
import { buildCompany, buildContact, uniqueToken, type TestCompany } from '@tbs/db/testing';
import { type TestServer, useTestServer } from '../../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

interface TierList {
  results: { id: number; name: string; sinceDT: string; trusted: number }[];
  count: number;
}

const PATHS = {
  Diamond: '/api/companies/diamondMembers',
  Gold: '/api/companies/goldMembers',
  Trusted: '/api/companies/trustedMembers',
} as const;
type Tier = keyof typeof PATHS;

/** The UTC day `years` years and `days` days before today, as trustTier() and the SQL count them. */
function sinceDay(years: number, days = 0): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days));
  return day.toISOString().slice(0, 10);
}

async function tierList(tier: Tier, token?: string): Promise<TierList> {
  const answer = await server.request<{ status: number; payload: TierList }>('GET', PATHS[tier], { token });
  expect(answer.status).toBe(200);
  expect(answer.body.status).toBe(200);
  return answer.body.payload;
}

/** The names of this test's companies on a list, in the list's order. */
const namesOn = (list: TierList, companies: readonly TestCompany[]) => {
  const ids = new Set(companies.map((company) => company.id));
  return list.results.filter((row) => ids.has(row.id)).map((row) => row.name);
};

async function fileComplaint(company: TestCompany, status: 'open' | 'solved' | 'rejected' = 'open') {
  const { contact } = await buildContact(server.orm);
  const em = server.orm.em.fork();
  const complaint = em.create(Complaint, {
    company: company.id,
    filedBy: contact.id,
    title: 'Goods not as described',
    transactionDate: sinceDay(0, 30),
    body: 'Grade B laptops arrived as grade D.',
    resolution: 'Refund of the difference.',
    status,
  } as never);
  await em.flush();
  return complaint;
}

describe('GET /api/companies/{diamond,gold,trusted}Members', () => {
  it('holds exactly the companies of each tier at the 3, 10 and 20 year boundaries', async () => {
    const token = uniqueToken();
    const build = (label: string, memberSince: string | null, extra: Partial<TestCompany> = {}) =>
      buildCompany(server.orm, { name: `${label} ${token}`, memberSince, ...extra });
    const companies = {
      regular: await build('A regular, 3 years less a day', sinceDay(3, -1)),
      trusted: await build('B trusted, 3 years today', sinceDay(3)),
      trustedLast: await build('C trusted, 10 years less a day', sinceDay(10, -1)),
      gold: await build('D gold, 10 years today', sinceDay(10)),
      goldLast: await build('E gold, 20 years less a day', sinceDay(20, -1)),
      diamond: await build('F diamond, 20 years today', sinceDay(20)),
      diamondOld: await build('G diamond, 27 years', sinceDay(27)),
      trial: await build('H trial, no membership', null),
      inactive: await build('I inactive, 25 years', sinceDay(25), { isActive: false }),
    };
    const all = Object.values(companies);
    const lists = {
      Diamond: await tierList('Diamond'),
      Gold: await tierList('Gold'),
      Trusted: await tierList('Trusted'),
    };
    expect(namesOn(lists.Diamond, all)).toEqual([companies.diamond.name, companies.diamondOld.name]);
    expect(namesOn(lists.Gold, all)).toEqual([companies.gold.name, companies.goldLast.name]);
    expect(namesOn(lists.Trusted, all)).toEqual([companies.trusted.name, companies.trustedLast.name]);

    expect(lists.Gold.results.find((row) => row.id === companies.gold.id)).toEqual({
      id: companies.gold.id,
      name: companies.gold.name,
      sinceDT: sinceDay(10),
      trusted: 2,
    });
    for (const [tier, code] of [
      ['Diamond', 4],
      ['Gold', 2],
      ['Trusted', 1],
    ] as const) {
      const list = lists[tier];
      expect(list.count).toBe(list.results.length);
      expect(new Set(list.results.map((row) => row.trusted))).toEqual(new Set([code]));
    }
  });

  it('drops a company while a complaint against it is unsolved, and lists it again once it is solved', async () => {
    const company = await buildCompany(server.orm, {
      name: `Gold with a complaint ${uniqueToken()}`,
      memberSince: sinceDay(12),
    });
    const other = await buildCompany(server.orm, {
      name: `Gold with a solved one ${uniqueToken()}`,
      memberSince: sinceDay(12),
    });
    await fileComplaint(other, 'solved');
    await fileComplaint(other, 'rejected');
    const complaint = await fileComplaint(company);

    for (const tier of ['Diamond', 'Gold', 'Trusted'] as const) {
      expect(namesOn(await tierList(tier), [company]), tier).toEqual([]);
    }
    expect(namesOn(await tierList('Gold'), [other])).toEqual([other.name]);

    await server.orm.em.fork().nativeUpdate(Complaint, { id: complaint.id }, { status: 'solved' });
    expect(namesOn(await tierList('Gold'), [company])).toEqual([company.name]);
  });

  it('gives visitors, members, service-only members, the listed company and a blocked member the same rows, without contact details', async () => {
    const company = await buildCompany(server.orm, {
      name: `Diamond with contacts ${uniqueToken()}`,
      memberSince: sinceDay(22),
      tel: '+31 20 555 0100',
      website: 'https://diamond.example.com',
    });
    await buildContact(server.orm, {
      company,
      email: `sales-${uniqueToken().toLowerCase()}@diamond.example.com`,
    });
    const member = await buildContact(server.orm);
    const serviceOnly = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { isServiceOnly: true }),
    });
    const owner = await buildContact(server.orm, { company, isOwner: true });
    // A member blocked by staff is answered as a visitor on public calls: the same rows.
    const blocked = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { customFullBlock: '<p>Blocked</p>' }),
    });
    const tokens = await Promise.all(
      [member, serviceOnly, owner, blocked].map((contact) => server.signIn(contact)),
    );

    const visitor = await tierList('Diamond');
    for (const token of tokens) expect(await tierList('Diamond', token)).toEqual(visitor);
    const row = visitor.results.find((result) => result.id === company.id)!;
    expect(Object.keys(row).sort()).toEqual(['id', 'name', 'sinceDT', 'trusted']);
    const text = JSON.stringify(visitor);
    expect(text).not.toContain('diamond.example.com');
    expect(text).not.toContain('555 0100');
  });
});
