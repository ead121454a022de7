import { describe, expect, it } from 'vitest';
import { CompanyService } from '@tbs/db';
import { SERVICE_CATEGORIES } from '@tbs/db/reference';
import { buildCompany, buildContact, uniqueToken, type TestCompany } from '@tbs/db/testing';
import { type TestServer, useTestServer } from '../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

interface ServiceCompany {
  id: number;
  name: string;
  compCountry: string;
  catId: number;
  catName: string;
  imgName: string;
}
interface ServicesBody {
  status: number;
  payload: ServiceCompany[];
  categories: { catId: number; catName: string; imgName: string }[];
}

async function services(token?: string): Promise<ServicesBody> {
  const answer = await server.request<ServicesBody>('GET', '/api/services', { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function listUnder(company: TestCompany, ...categories: number[]) {
  const em = server.orm.em.fork();
  for (const category of categories) em.create(CompanyService, { company: company.id, category });
  await em.flush();
}

describe('GET /api/services', () => {
  it('lists every category and the active providers of each by name, once per category', async () => {
    const token = uniqueToken();
    const eraser = await buildCompany(server.orm, {
      name: `Beta Erasure ${token}`,
      country: 'AE',
      isServiceOnly: true,
    });
    const shipper = await buildCompany(server.orm, { name: `Alpha Logistics ${token}`, country: 'GB' });
    const gone = await buildCompany(server.orm, { name: `Closed Erasure ${token}`, isActive: false });
    await listUnder(eraser, 1, 3);
    await listUnder(shipper, 1);
    await listUnder(gone, 1);

    const body = await services();
    expect(body.categories).toHaveLength(16);
    expect(body.categories.map((category) => category.catName)).toEqual(SERVICE_CATEGORIES);
    expect(body.categories[0]).toEqual({
      catId: 1,
      catName: 'Data Erasure Software',
      imgName: 'data-erasure-software.svg',
    });

    const mine = body.payload.filter((row) => row.name.endsWith(token));
    expect(mine).toEqual([
      {
        id: shipper.id,
        name: shipper.name,
        compCountry: 'United Kingdom',
        catId: 1,
        catName: 'Data Erasure Software',
        imgName: 'data-erasure-software.svg',
      },
      {
        id: eraser.id,
        name: eraser.name,
        compCountry: 'United Arab Emirates',
        catId: 1,
        catName: 'Data Erasure Software',
        imgName: 'data-erasure-software.svg',
      },
      {
        id: eraser.id,
        name: eraser.name,
        compCountry: 'United Arab Emirates',
        catId: 3,
        catName: 'WEEE Recycling',
        imgName: 'weee-recycling.svg',
      },
    ]);
    // Grouped: category by category, each category's rows together.
    const categoryOrder = body.payload.map((row) => row.catId);
    expect(categoryOrder).toEqual([...categoryOrder].sort((a, b) => a - b));
  });

  it('gives visitors, members and service-only members the same list, without contact details', async () => {
    const provider = await buildCompany(server.orm, {
      name: `Transport with contacts ${uniqueToken()}`,
      tel: '+31 10 555 0199',
      website: 'https://transport.example.com',
      isServiceOnly: true,
    });
    await buildContact(server.orm, {
      company: provider,
      email: `dispatch-${uniqueToken().toLowerCase()}@transport.example.com`,
    });
    await listUnder(provider, 2);
    const member = await server.signIn(await buildContact(server.orm));
    const serviceOnly = await server.signIn(
      await buildContact(server.orm, { company: await buildCompany(server.orm, { isServiceOnly: true }) }),
    );

    const visitor = await services();
    expect(await services(member)).toEqual(visitor);
    expect(await services(serviceOnly)).toEqual(visitor);
    const row = visitor.payload.find((result) => result.id === provider.id)!;
    expect(Object.keys(row).sort()).toEqual(['catId', 'catName', 'compCountry', 'id', 'imgName', 'name']);
    const text = JSON.stringify(visitor);
    expect(text).not.toContain('transport.example.com');
    expect(text).not.toContain('555 0199');
  });
});
