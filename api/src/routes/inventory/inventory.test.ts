import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCompany,
  buildContact,
  buildPart,
  uniqueToken,
  type BuiltContact,
  TestSql,
} from '@tbs/db/testing';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { INVENTORY_MESSAGES } from '../../validation/messages.ts';
import type { InventoryItemView } from '../../presenters/inventory.ts';

type Item = InventoryItemView;
interface Answer {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  type?: 'create' | 'update';
  count?: number;
  payload: { item: Item; results: Item[]; numResults: number };
}

const SERVICE_ONLY = INVENTORY_MESSAGES.serviceOnly;

let server: TestServer;
let sql: TestSql;
/** The member whose inventory the tests edit. */
let member: BuiltContact;
let token: string;
/** A member of a service-only company. */
let serviceToken: string;
/** A member of another trading company. */
let rival: BuiltContact;
let rivalToken: string;

const signIn = (contact: BuiltContact): Promise<string> => server.signIn(contact);

const call = (method: string, path: string, body?: unknown, as: string | null = token) =>
  server.request<Answer>(method, path, { body, ...(as ? { token: as } : {}) });

/** A valid editor body with overrides. */
const item = (overrides: Record<string, unknown> = {}) => ({
  manufacturer: 'HPE',
  description: 'DL380 Gen10 power supply',
  partNumber: `${uniqueToken()}-B21`,
  quantity: 3,
  partCondition: 'REF',
  price: 99.5,
  ...overrides,
});

const add = async (overrides: Record<string, unknown> = {}) => {
  const answer = await call('POST', '/api/inventory', item(overrides));
  expect(answer.status).toBe(200);
  return answer.body.payload.item;
};

beforeAll(async () => {
  server = await startTestServer();
  sql = await TestSql.connect();
  member = await buildContact(server.orm);
  rival = await buildContact(server.orm);
  const serviceOnly = await buildContact(server.orm, {
    company: await buildCompany(server.orm, { isServiceOnly: true }),
  });
  [token, rivalToken, serviceToken] = await Promise.all([signIn(member), signIn(rival), signIn(serviceOnly)]);
});
afterAll(async () => {
  await sql.end();
  await server.close();
});

describe('who may use the inventory calls', () => {
  it('answers 401 to visitors on every call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/inventory'],
      ['GET', '/api/inventory/count'],
      ['GET', '/api/inventory/hits'],
      ['POST', '/api/inventory', item()],
      ['PATCH', '/api/inventory/1', { price: 1 }],
      ['DELETE', '/api/inventory/1'],
      ['POST', '/api/inventory/actions/deleteAll'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await call(method, path, body, null);
      expect([method, path, answer.status, answer.body.status]).toEqual([method, path, 401, 401]);
    }
  });

  it('refuses every write of a service-only member with 403 and the contact message', async () => {
    const own = await add();
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/inventory', item()],
      ['PATCH', `/api/inventory/${own.id}`, { price: 1 }],
      ['DELETE', `/api/inventory/${own.id}`],
      ['POST', '/api/inventory/actions/deleteAll'],
    ];
    for (const [method, path, body] of writes) {
      const answer = await call(method, path, body, serviceToken);
      expect([method, answer.status, answer.body]).toEqual([method, 403, { status: 403, msg: SERVICE_ONLY }]);
    }
    const counted = await call('GET', '/api/inventory/count', undefined, serviceToken);
    expect(counted.body).toEqual({ status: 200, count: 0 });
    const [row] = await sql.rows<{ n: number }>(
      'select count(*)::int as n from inventory_part where id = $1',
      [own.id],
    );
    expect(row!.n).toBe(1);
  });
});

describe('POST /api/inventory validation', () => {
  const rejects = async (body: unknown, param: string, msg: string) => {
    const answer = await call('POST', '/api/inventory', body);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ param, msg });
    expect(answer.body.msg).toBe(answer.body.errors![0]!.msg);
  };

  it('requires manufacturer, description, partNumber, partCondition and price', async () => {
    for (const field of ['manufacturer', 'description', 'partNumber', 'partCondition', 'price']) {
      const body: Record<string, unknown> = item();
      delete body[field];
      await rejects(body, field, 'This field is required');
      await rejects(item({ [field]: '' }), field, 'This field is required');
      await rejects(item({ [field]: null }), field, 'This field is required');
    }
    await rejects(item({ manufacturer: '   ' }), 'manufacturer', 'This field is required');
    const empty = await call('POST', '/api/inventory', {});
    expect(empty.body.errors!.map((error) => error.param).sort()).toEqual(
      ['description', 'manufacturer', 'partCondition', 'partNumber', 'price'].sort(),
    );
  });

  it('keeps the lengths of the database', async () => {
    await rejects(
      item({ manufacturer: 'M'.repeat(81) }),
      'manufacturer',
      'This field must have at most 80 characters',
    );
    await rejects(
      item({ description: 'D'.repeat(301) }),
      'description',
      'This field must have at most 300 characters',
    );
    await rejects(
      item({ partNumber: 'P'.repeat(81) }),
      'partNumber',
      'This field must have at most 80 characters',
    );
    // Hyphens do not count: they are stripped first.
    const long = await add({ partNumber: `${'P'.repeat(70)}-${uniqueToken().slice(0, 9)}-` });
    expect(long.partNumber).toHaveLength(79);
    const full = await add({ manufacturer: 'M'.repeat(80), description: 'D'.repeat(300) });
    expect([full.manufacturer.length, full.description.length]).toEqual([80, 300]);
  });

  it('strips hyphens from the part number and wants a letter or digit in it', async () => {
    const T = uniqueToken();
    const saved = await add({ partNumber: ` ${T}-b21-001 ` });
    expect(saved.partNumber).toBe(`${T}b21001`);
    await rejects(item({ partNumber: '---' }), 'partNumber', 'This field is required');
    await rejects(item({ partNumber: '/ . /' }), 'partNumber', INVENTORY_MESSAGES.partNumberCharacters);
    const numeric = await add({ partNumber: 9_876_543_210 + Math.floor(Math.random() * 1000) });
    expect(numeric.partNumber).toMatch(/^\d+$/);
  });

  it('takes a comma in the price as the decimal point, and 0 as CALL', async () => {
    expect((await add({ price: '12,50' })).price).toBe(12.5);
    expect((await add({ price: ' 7.25 ' })).price).toBe(7.25);
    expect((await add({ price: 0 })).price).toBe(0);
    expect((await add({ price: '3,999' })).price).toBe(4);
    await rejects(item({ price: 'twelve' }), 'price', INVENTORY_MESSAGES.priceNumber);
    await rejects(item({ price: '1.234,50' }), 'price', INVENTORY_MESSAGES.priceNumber);
    await rejects(item({ price: '€ 5' }), 'price', INVENTORY_MESSAGES.priceNumber);
    await rejects(item({ price: true }), 'price', INVENTORY_MESSAGES.priceNumber);
    await rejects(item({ price: -1 }), 'price', 'This field must be at least 0');
    await rejects(item({ price: 1e10 }), 'price', INVENTORY_MESSAGES.priceTooHigh);
    await rejects(item({ price: '99999999999999999999999' }), 'price', INVENTORY_MESSAGES.priceTooHigh);
  });

  it('defaults the quantity to 1 and wants a whole number of 0 or more', async () => {
    const body: Record<string, unknown> = item();
    delete body.quantity;
    const answer = await call('POST', '/api/inventory', body);
    expect(answer.body.payload.item.quantity).toBe(1);
    expect((await add({ quantity: '' })).quantity).toBe(1);
    expect((await add({ quantity: '25' })).quantity).toBe(25);
    expect((await add({ quantity: 0 })).quantity).toBe(0);
    for (const quantity of [1.5, -1, 'many', '2.5', [], {}]) {
      await rejects(item({ quantity }), 'quantity', INVENTORY_MESSAGES.quantityWhole);
    }
    await rejects(item({ quantity: 3_000_000_000 }), 'quantity', 'This field must be at most 2147483647');
  });

  it('accepts only the spec conditions (any case)', async () => {
    for (const condition of ['F/S', 'NOB', 'NEW', 'REF', 'USED', 'ASIS']) {
      expect((await add({ partCondition: condition })).partCondition).toBe(condition);
    }
    expect((await add({ partCondition: 'used' })).partCondition).toBe('USED');
    await rejects(item({ partCondition: 'BROKEN' }), 'partCondition', INVENTORY_MESSAGES.partCondition);
    await rejects(item({ partCondition: 3 }), 'partCondition', INVENTORY_MESSAGES.partCondition);
  });

  it('answers 400, never 500, to wrong types and broken bodies', async () => {
    await rejects(item({ manufacturer: 42 }), 'manufacturer', 'This field must be a text');
    await rejects(item({ description: { text: 'x' } }), 'description', 'This field must be a text');
    await rejects(item({ partNumber: ['A1'] }), 'partNumber', 'This field must be a text');
    const list = await call('POST', '/api/inventory', [item()]);
    expect(list.status).toBe(400);
    const broken = await server.request<Answer>('POST', '/api/inventory', {
      body: '{"manufacturer":',
      token,
    });
    expect([broken.status, broken.body.msg]).toEqual([400, 'Invalid JSON in the request body']);
    // NUL cannot be stored by PostgreSQL: it is dropped, not a 500.
    const nul = await add({ description: 'Power\u0000 supply' });
    expect(nul.description).toBe('Power supply');
  });
});

describe('adding a part that exists', () => {
  it('updates the part with the same normalised part number and condition (type update)', async () => {
    const T = uniqueToken();
    const first = await call(
      'POST',
      '/api/inventory',
      item({ partNumber: `${T}-A1`, quantity: 2, price: 10 }),
    );
    expect(first.body).toMatchObject({ status: 200, type: 'create' });
    const again = await call(
      'POST',
      '/api/inventory',
      item({ partNumber: `${T.toLowerCase()}a1`, quantity: 7, price: '11,5', description: 'Updated' }),
    );
    expect(again.body).toMatchObject({ status: 200, type: 'update' });
    expect(again.body.payload.item).toMatchObject({
      id: first.body.payload.item.id,
      partNumber: `${T.toLowerCase()}a1`,
      quantity: 7,
      price: 11.5,
      description: 'Updated',
      partCondition: 'REF',
    });
    const other = await call('POST', '/api/inventory', item({ partNumber: `${T}A1`, partCondition: 'NEW' }));
    expect(other.body.type).toBe('create');
    const rivals = await call('POST', '/api/inventory', item({ partNumber: `${T}A1` }), rivalToken);
    expect(rivals.body.type).toBe('create');
    const [row] = await sql.rows<{ n: number }>(
      'select count(*)::int as n from inventory_part where part_number_norm = $1',
      [`${T}A1`],
    );
    expect(row!.n).toBe(3);
  });

  it('inserts only once when the same part is added twice at the same moment', async () => {
    const body = item();
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/api/inventory', body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.type).sort()).toEqual(['create', 'update', 'update']);
    expect(new Set(answers.map((answer) => answer.body.payload.item.id)).size).toBe(1);
  });
});

describe('PATCH /api/inventory/:id', () => {
  it('changes the given fields of an own part', async () => {
    const part = await add({ quantity: 4, price: 20 });
    const answer = await call('PATCH', `/api/inventory/${part.id}`, { price: '25,75', quantity: '0' });
    expect(answer.body).toEqual({
      status: 200,
      type: 'update',
      payload: {
        item: {
          ...part,
          price: 25.75,
          quantity: 0,
          updatedAt: expect.any(String),
        },
      },
    });
    const full = await call('PATCH', `/api/inventory/${part.id}`, {
      ...item({ partNumber: 'new-pn-1', partCondition: 'nob' }),
      id: part.id,
    });
    expect(full.body.payload.item).toMatchObject({ id: part.id, partNumber: 'newpn1', partCondition: 'NOB' });
  });

  it('validates what is sent like POST', async () => {
    const part = await add();
    for (const [body, param, msg] of [
      [{ manufacturer: '' }, 'manufacturer', 'This field is required'],
      [{ partNumber: '-' }, 'partNumber', 'This field is required'],
      [{ price: 'abc' }, 'price', INVENTORY_MESSAGES.priceNumber],
      [{ price: null }, 'price', 'This field is required'],
      [{ quantity: -3 }, 'quantity', INVENTORY_MESSAGES.quantityWhole],
      [{ partCondition: 'OK' }, 'partCondition', INVENTORY_MESSAGES.partCondition],
    ] as const) {
      const answer = await call('PATCH', `/api/inventory/${part.id}`, body);
      expect([answer.status, answer.body.errors]).toEqual([400, [{ param, msg }]]);
    }
  });

  it("answers 404 'Part not found.' for another company's part and leaves it alone", async () => {
    const theirs = (await call('POST', '/api/inventory', item({ price: 5 }), rivalToken)).body.payload.item;
    const answer = await call('PATCH', `/api/inventory/${theirs.id}`, { price: 1 });
    expect([answer.status, answer.body]).toEqual([404, { status: 404, msg: 'Part not found.' }]);
    const [row] = await sql.rows<{ price: string }>('select price from inventory_part where id = $1', [
      theirs.id,
    ]);
    expect(Number(row!.price)).toBe(5);
    expect((await call('PATCH', '/api/inventory/999999999', { price: 1 })).status).toBe(404);
  });

  it('answers 409 when the change would duplicate another own part', async () => {
    const T = uniqueToken();
    const first = await add({ partNumber: `${T}-1`, partCondition: 'NEW' });
    const second = await add({ partNumber: `${T}-2`, partCondition: 'NEW' });
    const clash = await call('PATCH', `/api/inventory/${second.id}`, { partNumber: `${T}1` });
    expect([clash.status, clash.body]).toEqual([409, { status: 409, msg: INVENTORY_MESSAGES.duplicatePart }]);
    const sameAsItself = await call('PATCH', `/api/inventory/${first.id}`, {
      partNumber: `${T.toLowerCase()}1`,
    });
    expect(sameAsItself.status).toBe(200);
    const otherCondition = await call('PATCH', `/api/inventory/${second.id}`, {
      partNumber: `${T}1`,
      partCondition: 'USED',
    });
    expect(otherCondition.status).toBe(200);
  });

  it('answers 404 to ids that are not whole numbers (no such part)', async () => {
    for (const id of ['abc', '1.5', '-1', '99999999999999999999', '1e3']) {
      const answer = await call('PATCH', `/api/inventory/${id}`, { price: 1 });
      expect([id, answer.status]).toEqual([id, 404]);
    }
    expect((await call('DELETE', '/api/inventory/abc')).status).toBe(404);
  });
});

describe('DELETE /api/inventory/:id and deleteAll', () => {
  it("deletes an own part; another company's part is not found and stays", async () => {
    const mine = await add();
    const theirs = (await call('POST', '/api/inventory', item(), rivalToken)).body.payload.item;
    const refused = await call('DELETE', `/api/inventory/${theirs.id}`);
    expect([refused.status, refused.body]).toEqual([404, { status: 404, msg: 'Part not found.' }]);
    expect(await sql.rows('select id from inventory_part where id = $1', [theirs.id])).toHaveLength(1);
    expect((await call('DELETE', `/api/inventory/${mine.id}`)).body).toEqual({ status: 200 });
    expect((await call('DELETE', `/api/inventory/${mine.id}`)).status).toBe(404);
  });

  it('deletes all own parts and no one else’s, answering the count', async () => {
    const company = await buildCompany(server.orm);
    const owner = await buildContact(server.orm, { company });
    const ownerToken = await signIn(owner);
    for (let index = 0; index < 3; index += 1) await call('POST', '/api/inventory', item(), ownerToken);
    const rivalBefore = (await call('GET', '/api/inventory/count', undefined, rivalToken)).body.count!;
    expect(rivalBefore).toBeGreaterThan(0);
    const answer = await call('POST', '/api/inventory/actions/deleteAll', undefined, ownerToken);
    expect(answer.body).toEqual({ status: 200, count: 3 });
    expect((await call('GET', '/api/inventory/count', undefined, ownerToken)).body).toEqual({
      status: 200,
      count: 0,
    });
    expect((await call('GET', '/api/inventory/count', undefined, rivalToken)).body.count).toBe(rivalBefore);
    expect((await call('POST', '/api/inventory/actions/deleteAll', undefined, ownerToken)).body.count).toBe(
      0,
    );
  });
});

describe('GET /api/inventory', () => {
  let lister: BuiltContact;
  let listerToken: string;
  const T = uniqueToken();
  const list = (query: string) => call('GET', `/api/inventory?${query}`, undefined, listerToken);

  beforeAll(async () => {
    lister = await buildContact(server.orm);
    listerToken = await signIn(lister);
    // 25 parts, each insert its own transaction, so the last one is the newest change.
    for (let index = 0; index < 24; index += 1) {
      await buildPart(server.orm, lister.company.id, `${T}X${String(index).padStart(2, '0')}`, {
        manufacturer: 'Dell',
        description: `Disk ${index}`,
      });
    }
    await buildPart(server.orm, lister.company.id, `${T}-SPECIAL-9`, {
      manufacturer: 'Cisco Systems',
      description: 'Catalyst 9300 switch 100% new',
    });
    await buildPart(server.orm, rival.company.id, `${T}-SPECIAL-9`, { manufacturer: 'Cisco Systems' });
  });

  it('lists only own parts, newest change first, with exact counts and pages', async () => {
    const first = await list('page=1&pageSize=10');
    expect(first.body.payload.numResults).toBe(25);
    expect(first.body.payload.results).toHaveLength(10);
    expect(first.body.payload.results[0]).toEqual({
      id: expect.any(Number),
      manufacturer: 'Cisco Systems',
      description: 'Catalyst 9300 switch 100% new',
      partNumber: `${T}-SPECIAL-9`,
      quantity: 1,
      partCondition: 'REF',
      price: 100,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const dates = first.body.payload.results.map((part) => part.updatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = await list('page=3&pageSize=10');
    expect(third.body.payload.results).toHaveLength(5);
    const all = await list('pageSize=50');
    const ids = all.body.payload.results.map((part) => part.id);
    expect(new Set(ids).size).toBe(25);
    expect(ids.slice(20, 25)).toEqual(third.body.payload.results.map((part) => part.id));
    expect((await list('page=9&pageSize=10')).body.payload).toEqual({ results: [], numResults: 25 });
    expect((await call('GET', '/api/inventory/count', undefined, listerToken)).body).toEqual({
      status: 200,
      count: 25,
    });
  });

  it('puts a changed part first', async () => {
    const last = (await list('page=3&pageSize=10')).body.payload.results.at(-1)!;
    await call('PATCH', `/api/inventory/${last.id}`, { quantity: 9 }, listerToken);
    expect((await list('pageSize=10')).body.payload.results[0]!.id).toBe(last.id);
  });

  it('searches the normalised part number, manufacturer and description, case-insensitively', async () => {
    const numbers = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}&pageSize=100`)).body.payload;
    expect((await numbers(`${T.toLowerCase()}-special`)).numResults).toBe(1);
    const special = await numbers('special9');
    expect(special.numResults).toBe(1);
    const listed = (await list('pageSize=100')).body.payload.results;
    expect(special.results).toEqual(listed.filter((part) => part.partNumber === `${T}-SPECIAL-9`));
    expect((await numbers(`${T}x1`)).numResults).toBe(10);
    expect((await numbers('x0')).numResults).toBe(10);
    expect((await numbers('cisco sys')).numResults).toBe(1);
    expect((await numbers('CATALYST')).numResults).toBe(1);
    expect((await numbers('disk 2')).numResults).toBe(5);
    expect((await numbers('dell')).numResults).toBe(24);
    expect((await numbers('switch 100%')).numResults).toBe(1);
    expect((await numbers('%')).numResults).toBe(1);
    expect((await numbers('_')).numResults).toBe(0);
    expect(await numbers('nothing like it')).toEqual({ results: [], numResults: 0 });
    const paged = await list(`search=dell&pageSize=20&page=2`);
    expect(paged.body.payload).toMatchObject({ numResults: 24 });
    expect(paged.body.payload.results).toHaveLength(4);
  });

  it('answers 400 to a wrong page or page size and to NUL in the search', async () => {
    for (const query of ['pageSize=30', 'page=0', 'page=abc', 'page=1e9', 'pageSize=ten']) {
      const answer = await list(query);
      expect([query, answer.status, answer.body.status]).toEqual([query, 400, 400]);
    }
    const nul = await list('search=di%00sk');
    expect(nul.status).toBe(200);
    expect(nul.body.payload.numResults).toBe(24);
  });
});

describe('the search index follows inventory writes', () => {
  it('finds an added part in parts search after the outbox drained, and not after its delete', async () => {
    const T = uniqueToken();
    const part = await add({ partNumber: `${T}-ZZ9`, manufacturer: 'Lenovo' });
    await server.indexOutbox();
    const found = await call('GET', `/api/parts?query=${T}zz9`);
    expect(found.body.payload.numResults).toBe(1);
    expect(found.body.payload.results[0]).toMatchObject({ id: part.id, partNumber: `${T}ZZ9` });

    await call('PATCH', `/api/inventory/${part.id}`, { price: 1234 });
    await server.indexOutbox();
    expect((await call('GET', `/api/parts?query=${T}zz9`)).body.payload.results[0]!.price).toBe(1234);

    await call('DELETE', `/api/inventory/${part.id}`);
    await server.indexOutbox();
    expect((await call('GET', `/api/parts?query=${T}zz9`)).body.payload.numResults).toBe(0);
  });

  it('removes all parts of deleteAll from the index', async () => {
    const T = uniqueToken();
    const owner = await buildContact(server.orm);
    const ownerToken = await signIn(owner);
    for (const suffix of ['A', 'B']) {
      await call('POST', '/api/inventory', item({ partNumber: `${T}${suffix}` }), ownerToken);
    }
    await server.indexOutbox();
    expect((await call('GET', `/api/parts?query=${T}`)).body.payload.numResults).toBe(2);
    await call('POST', '/api/inventory/actions/deleteAll', undefined, ownerToken);
    await server.indexOutbox();
    expect((await call('GET', `/api/parts?query=${T}`)).body.payload.numResults).toBe(0);
  });
});

describe('GET /api/docs', () => {
  it('documents the inventory calls with their bodies', async () => {
    const docs = await server.request<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>('GET', '/api/docs');
    const { paths } = docs.body;
    expect(Object.keys(paths['/api/inventory']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/inventory/{id}']!).sort()).toEqual(['delete', 'patch']);
    for (const path of ['/api/inventory/count', '/api/inventory/hits'])
      expect(paths[path]?.get).toBeDefined();
    expect(paths['/api/inventory/actions/deleteAll']?.post).toBeDefined();
    expect(paths['/api/inventory']!.post!.requestBody!.content['application/json']!.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining([
        'manufacturer',
        'description',
        'partNumber',
        'partCondition',
        'price',
      ]),
    });
  });
});
