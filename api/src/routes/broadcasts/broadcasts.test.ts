import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, type BuiltContact } from '@tbs/db/test/factories';
import { Broadcast, Complaint } from '@tbs/db';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
let sender: BuiltContact;
let newest: number;
let deleted: number;
beforeAll(async () => {
  server = await startTestServer();
  // A Gold member (12 years) with one solved complaint keeps its tier.
  const twelveYearsAgo = `${new Date().getUTCFullYear() - 12}-01-15`;
  const company = await buildCompany(server.orm, { name: 'Gold Traders BV', memberSince: twelveYearsAgo });
  sender = await buildContact(server.orm, { company, name: 'Gerda Gold' });
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
  await em.flush();
  newest = newestRow.id;
  deleted = deletedRow.id;
});
afterAll(() => server.close());

interface ListAnswer {
  status: number;
  payload: { results: Record<string, unknown>[]; numResults: number };
}

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
    const answer = await server.request<ListAnswer>('GET', '/api/broadcasts?page=1&pageSize=5');
    expect(answer.status).toBe(200);
    const { results, numResults } = answer.body.payload;
    expect(results).toHaveLength(5);
    expect(numResults).toBeGreaterThanOrEqual(7);
    expect(results[0]).toEqual({ ...newestRow(), company: { name: 'TBS Member' } });
    expect(JSON.stringify(results)).not.toContain('gold.example.com');
    expect(results.map((result) => result.id)).not.toContain(deleted);
  });

  it('shows members the company with its tier and the contact', async () => {
    const member = await buildContact(server.orm);
    const answer = await server.request<ListAnswer>('GET', '/api/broadcasts?pageSize=10', {
      token: await server.signIn(member),
    });
    expect(answer.body.payload.results[0]).toEqual({
      ...newestRow(),
      company: { id: sender.company.id, name: 'Gold Traders BV', isTrusted: 0, isGold: 1, isDiamond: 0 },
      contact: { name: 'Gerda Gold', email: sender.email },
      fromEmail: 'sales@gold.example.com',
    });
    const dates = answer.body.payload.results.map((result) => String(result.date));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages and accepts only the offered page sizes', async () => {
    const second = await server.request<ListAnswer>('GET', '/api/broadcasts?page=2&pageSize=5');
    expect(second.body.payload.results[0]!.id).not.toBe(newest);
    const invalid = await server.request('GET', '/api/broadcasts?pageSize=7');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { param: 'pageSize', msg: 'This field must be one of: 5, 10, 20, 50, 100' },
    ]);
  });
});
