import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueToken, TestSql } from '@tbs/db/testing';
import { oneMonthLater, businessToday } from '@tbs/api/commands';
import { clientIp, useTestServer, type TestServer } from '@tbs/api/testing';
import { runStaffCommand, testStaffServices } from './runStaff.ts';

let server: TestServer;
let sql: TestSql;
const T = uniqueToken();
useTestServer((started) => (server = started));
beforeAll(async () => {
  sql = await TestSql.connect();
});
afterAll(() => sql.end());

/** Runs `npm run staff -- registration <args>`. */
const staff = (...args: string[]) =>
  runStaffCommand(
    ['registration', ...args],
    testStaffServices({ client: sql.client, orm: server.orm, publicUrl: 'http://tbs.example.com' }),
  );

let serial = 0;
/** A visitor registers through the API; answers the pending request's id and the address used. */
async function registered(
  extra: Record<string, unknown> = {},
): Promise<{ id: number; email: string; company: string }> {
  serial += 1;
  const email = (extra.email as string | undefined) ?? `owner-${T.toLowerCase()}-${serial}@newco.example.com`;
  const company = `Nüwco Tråding ${T} ${serial}`;
  const answer = await server.request('POST', '/api/companies', {
    headers: clientIp(),
    body: {
      company,
      address: 'Damrak 1',
      city: 'Amsterdam',
      zip: '1012 LG',
      country: 'GB',
      desc: 'Used network gear',
      website: 'https://newco.example.com',
      vat: 'GB123456789000',
      hear: 'TBS Sales',
      name: 'Olivia Owner',
      function: 'Director',
      email,
      tel: '+44 20 7946 0000',
      isContractAgreed: true,
      captcha: 'test-captcha-pass',
      ...extra,
    },
  });
  expect(answer.status).toBe(200);
  const [row] = await sql.rows<{ id: number }>(
    `select id from registration_request where email = $1 and status = 'pending'`,
    [email],
  );
  return { id: row!.id, email, company };
}

const newestMailTo = async (to: string) => {
  await server.deliverMail();
  const [mail] = await sql.rows<{ subject: string; text: string }>(
    'select subject, text from mail_message where "to" = $1 order by id desc limit 1',
    [to],
  );
  return mail;
};

describe('npm run staff -- registration', () => {
  it('lists and shows a pending registration', async () => {
    const { id, email, company } = await registered();
    const list = await staff('list');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`#${id} `);
    expect(list.stdout).toContain(
      `${company} (United Kingdom)  Olivia Owner <${email}>  heard from: TBS Sales`,
    );
    const show = await staff('show', String(id));
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('pending: approve or decline it');
    expect(show.stdout).toContain('EORI: GB123456789000');
    expect(show.stdout).toContain('Used network gear');
    const missing = await staff('show', '2147483000');
    expect([missing.code, missing.stderr.trim()]).toEqual([1, 'No registration with id 2147483000.']);
  });

  it('shows what the applicant typed with its line breaks, controls and bidi overrides visible', async () => {
    const { id } = await registered();
    await sql.rows(
      `update registration_request set company = $2, name = $3, description = $4 where id = $1`,
      [
        id,
        `Evil ${T}\u202Edetimil`,
        'Eve\r\n#1  2026-01-01  Trusted Co (Netherlands)',
        'Line one\nCompany: Fake \u001b[32mApproved\u001b[0m',
      ],
    );
    const list = await staff('list');
    expect(list.stdout).toContain(`Evil ${T}<U+202E>detimil (United Kingdom)`);
    expect(list.stdout).toContain('Eve<U+000D><U+000A>#1  2026-01-01  Trusted Co (Netherlands)');
    for (const hidden of ['\r', '\u202E', '\u001b']) expect(list.stdout).not.toContain(hidden);
    const show = await staff('show', String(id));
    expect(show.stdout).toContain(
      'Description:\n  Line one\n  Company: Fake <U+001B>[32mApproved<U+001B>[0m',
    );
    expect(show.stdout.split('\n').filter((line) => line.startsWith('Company:'))).toHaveLength(1);
  });

  it('approves: company, owner and a one-month trial in one go, and a mailed link that sets a password to sign in with', async () => {
    const { id, email, company } = await registered();
    const approved = await staff('approve', String(id));
    expect(approved.stderr).toBe('');
    expect(approved.code).toBe(0);
    expect(approved.stdout).toMatch(
      new RegExp(`Registration #${id} approved: company \\d+ \\(username nuwcotrading`),
    );

    const [row] = await sql.rows<{
      company_id: number;
      name: string;
      username: string;
      country_code: string;
      address: string;
      city: string;
      zip: string;
      website: string;
      vat_nr: string;
      description: string;
      tel: string;
      free_trial_until: string;
      member_since: string | null;
      is_active: boolean;
      status: string;
      decided_by: string;
    }>(
      `select co.id as company_id, co.name, co.username, co.country_code, co.address, co.city, co.zip, co.website,
              co.vat_nr, co.description, co.tel, co.free_trial_until::text, co.member_since::text, co.is_active,
              r.status, r.decided_by
         from registration_request r join company co on co.id = r.company_id where r.id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      name: company,
      country_code: 'GB',
      address: 'Damrak 1',
      city: 'Amsterdam',
      zip: '1012 LG',
      website: 'https://newco.example.com',
      vat_nr: 'GB123456789000',
      description: 'Used network gear',
      tel: '+44 20 7946 0000',
      free_trial_until: oneMonthLater(businessToday()),
      member_since: null,
      is_active: true,
      status: 'approved',
    });
    expect(row!.username).toMatch(/^nuwcotrading/);
    expect(row!.decided_by).toMatch(/^staff:/);
    const contacts = await sql.rows<{
      email: string;
      is_owner: boolean;
      position: number;
      password_hash: string | null;
    }>('select email, is_owner, position, password_hash from contact where company_id = $1', [
      row!.company_id,
    ]);
    expect(contacts).toEqual([{ email, is_owner: true, position: 1, password_hash: null }]);

    const mail = await newestMailTo(email);
    expect(mail!.subject).toBe('Your TBS free trial has started: choose your password');
    expect(mail!.text).toContain('within 7 days');
    const token = mail!.text.match(/http:\/\/tbs\.example\.com\/\?reset=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const password = 'Circular-Hardware-2027!';
    const set = await server.request('POST', '/api/auth/resetPasswordWithToken', {
      body: { token, password },
      headers: clientIp(),
    });
    expect(set.status).toBe(200);
    const session = await server.signIn({ email, password });
    const me = await server.request<{
      payload: { user: { companyName: string; isOwner: boolean; username: string } };
    }>('GET', '/api/auth/me', { token: session });
    expect(me.body.payload.user).toMatchObject({
      companyName: company,
      isOwner: true,
      username: row!.username,
    });

    // Approving twice changes nothing and says so.
    const again = await staff('approve', String(id));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(new RegExp(`Registration #${id} was approved .*already: nothing changed`));
    const companies = await sql.rows('select 1 from company where lower(name) = lower($1)', [company]);
    expect(companies).toHaveLength(1);
  });

  it('gives a second company of the same name stem a username of its own', async () => {
    const first = await registered({ company: `Same Stem ${T} Holding North` });
    const second = await registered({ company: `Same Stem ${T} Holding South` });
    expect((await staff('approve', String(first.id))).code).toBe(0);
    expect((await staff('approve', String(second.id))).code).toBe(0);
    const names = await sql.rows<{ username: string }>(
      'select co.username from registration_request r join company co on co.id = r.company_id where r.id in ($1, $2) order by r.id',
      [first.id, second.id],
    );
    const stem = `samestem${T.toLowerCase()}holding`.slice(0, 20);
    expect(names.map((name) => name.username)).toEqual([stem, `${stem}2`]);
  });

  it('declines with a reason and a polite mail; a declined request cannot be approved', async () => {
    const { id, email, company } = await registered();
    const declined = await staff('decline', String(id), '--reason', 'We could not verify the company.');
    expect([declined.code, declined.stdout]).toEqual([
      0,
      expect.stringContaining(`Registration #${id} declined.`),
    ]);
    const mail = await newestMailTo(email);
    expect(mail!.subject).toBe('Your TBS free trial registration');
    expect(mail!.text).toContain(`registering ${company} for a free trial`);
    expect(mail!.text).toContain('Reason: We could not verify the company.');

    const approve = await staff('approve', String(id));
    expect(approve.code).toBe(1);
    expect(approve.stderr).toMatch(/was declined .*already: nothing changed/);
    expect(await sql.rows('select 1 from company where name = $1', [company])).toEqual([]);
    // The address is free again for a new registration.
    expect((await registered({ email })).email).toBe(email);
  });

  it('refuses to approve when the address became a member meanwhile, and explains usage mistakes', async () => {
    const { id, email } = await registered();
    const [company] = await sql.rows<{ id: number }>(
      `insert into company (name, country_code) values ($1, 'NL') returning id`,
      [`Meanwhile ${T}`],
    );
    await sql.rows(`insert into contact (company_id, name, email) values ($1, 'Mia', $2)`, [
      company!.id,
      email,
    ]);
    const refused = await staff('approve', String(id));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/cannot be approved: An account with this e-mail address exists already/);
    expect(
      (await sql.rows<{ status: string }>('select status from registration_request where id = $1', [id]))[0],
    ).toEqual({ status: 'pending' });

    for (const args of [['approve'], ['approve', 'x1'], ['frobnicate'], ['list', '--reason', 'no']]) {
      const run = await staff(...args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr).toContain('Usage: npm run staff -- registration');
    }
  });
});
