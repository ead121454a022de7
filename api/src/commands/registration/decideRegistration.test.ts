import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, uniqueToken, TestSql } from '@tbs/db/testing';
import { companyNameKey } from '@tbs/db';
import { clientIp, useTestServer, type TestServer } from '../../test/server.ts';
import { approveRegistration, oneMonthLater, RegistrationDecisionError } from './decideRegistration.ts';

let server: TestServer;
let sql: TestSql;
const T = uniqueToken();
useTestServer((started) => (server = started));
beforeAll(async () => {
  sql = await TestSql.connect();
});
afterAll(() => sql.end());

/** A visitor registers `company` through the API with an address of its own. */
const register = (company: string, email = `owner-${uniqueToken().toLowerCase()}@newco.example.com`) =>
  server.request<{ errors?: { param: string; msg: string }[] }>('POST', '/api/companies', {
    headers: clientIp(),
    body: {
      company,
      address: 'Damrak 1',
      country: 'NL',
      hear: 'TBS Sales',
      name: 'Olivia Owner',
      function: 'Director',
      email,
      tel: '+31 20 000 0000',
      isContractAgreed: true,
      captcha: 'test-captcha-pass',
    },
  });

/** The id of the pending request a visitor's registration of `company` stored. */
async function registered(company: string): Promise<number> {
  const email = `owner-${uniqueToken().toLowerCase()}@newco.example.com`;
  expect((await register(company, email)).status).toBe(200);
  const [row] = await sql.rows<{ id: number }>('select id from registration_request where email = $1', [
    email,
  ]);
  return row!.id;
}

const approve = (requestId: number) =>
  approveRegistration(server.orm.em.fork(), {
    requestId,
    decidedBy: 'staff:test',
    publicUrl: 'http://tbs.example.com',
  });

describe('oneMonthLater (the free trial)', () => {
  it('is the same day next month, or the last day of a shorter month', () => {
    expect(oneMonthLater('2026-11-23')).toBe('2026-12-23');
    expect(oneMonthLater('2026-12-15')).toBe('2027-01-15');
    expect(oneMonthLater('2026-01-31')).toBe('2026-02-28');
    expect(oneMonthLater('2028-01-31')).toBe('2028-02-29');
    expect(oneMonthLater('2026-03-31')).toBe('2026-04-30');
  });
});

describe('approveRegistration and look-alike names', () => {
  it("keys the approved company's name, so its look-alikes are refused from then on", async () => {
    const { companyId } = await approve(await registered(`Approved ${T} Trading B.V.`));
    const [company] = await sql.rows<{ name_key: string }>('select name_key from company where id = $1', [
      companyId,
    ]);
    expect(company!.name_key).toBe(companyNameKey(`Approved ${T} Trading BV`));
    const lookAlike = await register(`APPR\u041EVED ${T} TRADING`);
    expect([lookAlike.status, lookAlike.body.errors?.map((error) => error.param)]).toEqual([
      400,
      ['company'],
    ]);
  });

  it('refuses to approve a request whose name looks like a member company that joined meanwhile', async () => {
    const requestId = await registered(`Meanwhile ${T} Handel GmbH`);
    await buildCompany(server.orm, { name: `Meanwhile ${T} Handel Ltd` });
    await expect(approve(requestId)).rejects.toThrow(
      new RegistrationDecisionError(
        `Registration #${requestId} cannot be approved: A company with this name is a TBS member already. Please contact us if it is yours.`,
      ),
    );
    const [request] = await sql.rows<{ status: string }>(
      'select status from registration_request where id = $1',
      [requestId],
    );
    expect(request!.status).toBe('pending');
  });
});
