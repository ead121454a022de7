import { describe, expect, it } from 'vitest';
import type { InferEntity, RequiredEntityData } from '@mikro-orm/core';
import { Company, Contact, Invoice, Session, Setting } from '@tbs/db';
import { buildCompany, buildContact, totpCode, uniqueToken, type TestCompany } from '@tbs/db/testing';
import { type TestServer, useTestServer } from '../test/server.ts';
import type { BlockKind } from './block.ts';

let server: TestServer;
useTestServer((started) => (server = started));

interface Body {
  status: number;
  msg?: string;
  payload?: { block?: BlockKind; user?: { forceLogout: number } };
  secret?: string;
  contacts?: unknown[];
}

const call = (method: string, path: string, token: string, body?: unknown) =>
  server.request<Body>(method, path, { token, body });

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** An open invoice of the company, due `dueInDays` from today (negative: overdue). */
async function addInvoice(company: { id: number }, dueInDays: number, forcePay: boolean): Promise<void> {
  const em = server.orm.em.fork();
  em.create(Invoice, {
    company: company.id,
    invoiceNumber: `INV-${uniqueToken()}`,
    account: 'Plus',
    total: '675.00',
    invoiceDate: isoDay(dueInDays - 15),
    dueDate: isoDay(dueInDays),
    forcePay,
    link: 'https://pay.example.com/inv',
  } as RequiredEntityData<InferEntity<typeof Invoice>>);
  await em.flush();
}

async function setForce2fa(on: boolean): Promise<void> {
  await server.orm.em.fork().nativeUpdate(Setting, { key: 'force2fa' }, { value: on ? 1 : 0 });
}

/** A signed-in member of a company built with `company` overrides. */
async function member(company: Partial<RequiredEntityData<TestCompany>> = {}) {
  const built = await buildContact(server.orm, { company: await buildCompany(server.orm, company) });
  return { ...built, token: await server.signIn(built) };
}

/** A member call no block allows: refused with 403 and the block, or answered. */
const inventory = (token: string) => call('GET', '/api/inventory', token);

async function expectRefused(token: string, block: BlockKind): Promise<void> {
  const answer = await inventory(token);
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ status: 403, payload: { block } });
  expect(answer.body.msg).toBeTruthy();
}

/** Calls a blocked member keeps: the current user and the status the overlays are drawn from. */
async function expectShellCallsAnswer(token: string): Promise<void> {
  expect((await call('GET', '/api/auth/me', token)).status).toBe(200);
  expect((await call('GET', '/api/companies/getLastInvoiceStatus', token)).status).toBe(200);
}

describe('blocks enforced by the server', () => {
  it('leaves a member without a block alone, also with an invoice not yet due', async () => {
    const { company, token } = await member();
    await addInvoice(company, 5, true);
    expect((await inventory(token)).status).toBe(200);
    expect((await call('GET', `/api/companies/${company.id}`, token)).body.contacts).toHaveLength(1);
  });

  it('force-pay: refuses member calls until the overdue invoice is paid, keeps the invoice status', async () => {
    const { company, token } = await member();
    await addInvoice(company, -1, true);
    await expectRefused(token, 'forcePay');
    await expectShellCallsAnswer(token);
    const status = await server.request<{ payload: { forcePay: boolean } }>(
      'GET',
      '/api/companies/getLastInvoiceStatus',
      { token },
    );
    expect(status.body.payload.forcePay).toBe(true);
    // Public routes answer a blocked member as they answer a visitor: no member details.
    expect((await call('GET', `/api/companies/${company.id}`, token)).body.contacts).toEqual([]);

    await server.orm.em.fork().nativeUpdate(Invoice, { company: company.id }, { paymentStatus: 1 });
    expect((await inventory(token)).status).toBe(200);
  });

  it('an overdue invoice without force-pay blocks nothing', async () => {
    const { company, token } = await member();
    await addInvoice(company, -20, false);
    expect((await inventory(token)).status).toBe(200);
  });

  it('trial ended: refuses member calls of a company whose trial is over and never paid', async () => {
    const { token } = await member({ freeTrialUntil: isoDay(-1), memberSince: null });
    await expectRefused(token, 'freeTrialEnded');
    await expectShellCallsAnswer(token);
    const trialRunning = await member({ freeTrialUntil: isoDay(3), memberSince: null });
    expect((await inventory(trialRunning.token)).status).toBe(200);
  });

  it('custom full block: refuses member calls while staff block the company', async () => {
    const { company, token } = await member({ customFullBlock: '<p>Please call us.</p>' });
    await expectRefused(token, 'customFullBlock');
    await expectShellCallsAnswer(token);
    // The 2FA setup resolves only mandatory 2FA.
    expect((await call('POST', '/api/companies/generate2faSecret', token)).body.payload?.block).toBe(
      'customFullBlock',
    );
    await server.orm.em.fork().nativeUpdate(Company, { id: company.id }, { customFullBlock: null });
    expect((await inventory(token)).status).toBe(200);
  });

  it('mandatory 2FA: refuses member calls until 2FA is enabled through the setup calls', async () => {
    const { token, password } = await member();
    const withTwoFactor = await member();
    await setForce2fa(true);
    try {
      await expectRefused(token, 'twoFactorRequired');
      await expectShellCallsAnswer(token);
      const generated = await call('POST', '/api/companies/generate2faSecret', token);
      expect(generated.status).toBe(200);
      const enabled = await call('POST', '/api/companies/verify2fa', token, {
        code: totpCode(generated.body.secret!),
        password,
      });
      expect(enabled.status).toBe(200);
      expect((await inventory(token)).status).toBe(200);

      // A contact that enabled 2FA before is not blocked.
      const secret = (await call('POST', '/api/companies/generate2faSecret', withTwoFactor.token)).body
        .secret!;
      await call('POST', '/api/companies/verify2fa', withTwoFactor.token, {
        code: totpCode(secret),
        password: withTwoFactor.password,
      });
    } finally {
      await setForce2fa(false);
    }
    expect((await inventory(withTwoFactor.token)).status).toBe(200);
  });

  it('one block never locks the way out of another: force-pay and mandatory 2FA together', async () => {
    const { company, token } = await member();
    await addInvoice(company, -1, true);
    await setForce2fa(true);
    try {
      await expectRefused(token, 'forcePay');
      expect((await call('POST', '/api/companies/generate2faSecret', token)).status).toBe(200);
      await expectShellCallsAnswer(token);
    } finally {
      await setForce2fa(false);
    }
  });

  it('forced logout: every session answers only sign-out; signing in again revokes them and clears the flag', async () => {
    const built = await member();
    const other = await server.signIn(built);
    const otherMember = await member();
    await server.orm.em.fork().nativeUpdate(Contact, { id: built.contact.id }, { forceLogout: true });

    // Public calls are a visitor's; every member call names the block, however many race.
    expect((await call('GET', `/api/companies/${built.company.id}`, built.token)).body.contacts).toEqual([]);
    const refused = await Promise.all([inventory(built.token), call('GET', '/api/auth/me', built.token)]);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ status: 403, payload: { block: 'forcedLogout' } });
    }
    await expectRefused(other, 'forcedLogout');
    // The notice's sign-out ends that session.
    expect((await call('POST', '/api/auth/logout', other, {})).status).toBe(200);
    expect((await call('GET', '/api/auth/me', other)).status).toBe(401);

    const third = await server.signIn(built);
    expect((await inventory(third)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', built.token)).status).toBe(401);
    const me = await call('GET', '/api/auth/me', third);
    expect(me.body.payload?.user?.forceLogout).toBe(0);
    expect((await inventory(otherMember.token)).status).toBe(200);
  });

  it('forced logout: signing in again also ends the sessions that never called since', async () => {
    const built = await member();
    await server.orm.em.fork().nativeUpdate(Contact, { id: built.contact.id }, { forceLogout: true });
    const fresh = await server.signIn(built);
    expect((await call('GET', '/api/auth/me', built.token)).status).toBe(401);
    expect((await inventory(fresh)).status).toBe(200);
    const live = await server.orm.em.fork().count(Session, { contact: built.contact.id, revokedAt: null });
    expect(live).toBe(1);
  });
});
