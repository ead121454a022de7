/**
 * The installation's own keys: made at random on a first start, kept across restarts, the same for processes
 * starting together, and used by the api instead of the keys the source once printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { MikroORM } from '@mikro-orm/postgresql';
import { config, INSTALLATION_KEY_NAMES, parseConfig } from '@tbs/config';
import { initORM, withDefaultUser } from '@tbs/db';
import { buildCompany, buildContact, buildPart, uniqueToken, testDatabaseUrl } from '@tbs/db/testing';
import { cloneTemplateDatabase } from '@tbs/db/testDatabase';
import { AltchaVerifier } from '../captcha/altchaVerifier.ts';
import { SIMULATED_SIGNATURE_HEADER, signSimulatedBody } from '../payments/simulatedSignature.ts';
import { simulatedEventId } from '../payments/simulatedProvider.ts';
import { PartTokens, visitorPartId } from '../presenters/partRef.ts';
import { clientIp, startTestServer, type TestServer } from '../test/server.ts';
import { loadInstallationKeys, readInstallationKeys, requiredKey } from './installationKeys.ts';

/** The keys every development start used before installations made their own (they are in git history). */
const FORMER_SOURCE_KEYS = {
  CAPTCHA_HMAC_KEY: 'tbs-development-captcha-key-not-a-secret-0000',
  PAYMENT_WEBHOOK_SECRET: 'tbs-development-simulated-payment-webhook-secret',
  PART_TOKEN_KEY: 'development only: part tokens of this key are readable by anyone',
};

const T = uniqueToken();
const maintenance = new pg.Client({ connectionString: withDefaultUser(testDatabaseUrl('postgres')) });
const installations: string[] = [];

/** A new, migrated database that no api has started on: a fresh installation. */
async function freshInstallation(): Promise<string> {
  const name = `${process.env.TBS_TEST_RUN}_keys_${installations.length}_${T.toLowerCase()}`;
  installations.push(name);
  return cloneTemplateDatabase(name);
}

/** Starts MikroORM on a database as an api process does, reads its keys and stops. */
async function startAndReadKeys(databaseUrl: string) {
  const orm: MikroORM = await initORM(databaseUrl);
  try {
    return await readInstallationKeys(orm.em.fork());
  } finally {
    await orm.close(true);
  }
}

beforeAll(() => maintenance.connect());
afterAll(async () => {
  for (const name of installations) await maintenance.query(`drop database if exists "${name}" with (force)`);
  await maintenance.end();
});

describe('installation keys', () => {
  it('are made at random on the first start of each installation and kept across restarts', async () => {
    const first = await freshInstallation();
    const second = await freshInstallation();
    const keysOfFirst = await startAndReadKeys(first);
    const keysOfSecond = await startAndReadKeys(second);
    for (const name of INSTALLATION_KEY_NAMES) {
      expect(keysOfFirst[name], name).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(keysOfSecond[name], name).not.toBe(keysOfFirst[name]);
      expect(keysOfFirst[name], name).not.toBe(FORMER_SOURCE_KEYS[name]);
    }
    expect(new Set(Object.values(keysOfFirst)).size).toBe(INSTALLATION_KEY_NAMES.length);
    // A restart reads the same keys.
    expect(await startAndReadKeys(first)).toEqual(keysOfFirst);
  });

  it('are the same for every api process of a cluster starting together', async () => {
    const fresh = await freshInstallation();
    const processes = await Promise.all(Array.from({ length: 4 }, () => startAndReadKeys(fresh)));
    for (const keys of processes) expect(keys).toEqual(processes[0]);
  });

  it('are never made in production, where every key must be set', async () => {
    const fresh = await freshInstallation();
    const production = parseConfig({ NODE_ENV: 'production' });
    const orm = await initORM(fresh);
    try {
      await loadInstallationKeys(orm, production);
      const [row] = await orm.em
        .getConnection()
        .execute<{ count: number }[]>('select count(*)::int as count from installation_key');
      expect(row!.count).toBe(0);
    } finally {
      await orm.close(true);
    }
    expect(() => requiredKey('CAPTCHA_HMAC_KEY', production)).toThrow(
      'CAPTCHA_HMAC_KEY must be set in production (32 or more random characters)',
    );
    const key = 'k'.repeat(32);
    expect(requiredKey('PART_TOKEN_KEY', { NODE_ENV: 'production', PART_TOKEN_KEY: key })).toBe(key);
  });
});

describe('an api started without keys in its environment', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("uses its installation's keys, in its database", async () => {
    const stored = await readInstallationKeys(server.orm.em.fork());
    for (const name of INSTALLATION_KEY_NAMES) expect(config()[name], name).toBe(stored[name]);
  });

  it('refuses a captcha signed with the former source key, and takes one of its own challenges', async () => {
    const recipient = await buildContact(server.orm, { company: await buildCompany(server.orm) });
    const message = (captcha: string) =>
      server.request<{ status: number; msg?: string }>('POST', '/api/mail/sendMailToContact', {
        headers: clientIp(),
        body: {
          recipientId: recipient.contact.id,
          subject: `Stock question ${T}`,
          message: 'Do you have 10 more?',
          senderName: 'Vera Visitor',
          companyName: 'Visiting Trade Ltd',
          senderEmail: 'vera@visiting.example.com',
          captcha,
        },
      });
    const solved = async (challenge: Parameters<typeof solveChallenge>[0]['challenge']) => {
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    };
    const settings = config();
    const forger = new AltchaVerifier({
      hmacKey: FORMER_SOURCE_KEYS.CAPTCHA_HMAC_KEY,
      redis: server.redis,
      prefix: `${settings.REDIS_PREFIX}-forger`,
      cost: settings.CAPTCHA_ALTCHA_COST,
      maxCounter: settings.CAPTCHA_ALTCHA_MAX_COUNTER,
      expirySeconds: settings.CAPTCHA_EXPIRY_S,
    });
    const forged = await message(await solved(await forger.createChallenge()));
    expect([forged.status, forged.body.msg]).toEqual([400, 'Please solve the captcha']);

    const challenge = await server.request<{ status: number; parameters: never; signature: string }>(
      'GET',
      '/api/captcha/challenge',
      { headers: clientIp() },
    );
    const own = await message(
      await solved({ parameters: challenge.body.parameters, signature: challenge.body.signature }),
    );
    expect(own.status).toBe(200);
  });

  it('refuses a simulated payment webhook signed with the former source key, and takes one signed with its own', async () => {
    const body = JSON.stringify({
      id: simulatedEventId(),
      type: 'payment.paid',
      created: Math.floor(Date.now() / 1000),
      data: { providerRef: `sim_unknown_${T}`, reference: '', amount: '1.00', currency: 'EUR' },
    });
    const deliver = (secret: string) =>
      server.request<{ status: number; msg?: string }>('POST', '/api/payments/webhook/simulated', {
        body,
        headers: { [SIMULATED_SIGNATURE_HEADER]: signSimulatedBody(secret, body) },
      });
    const forged = await deliver(FORMER_SOURCE_KEYS.PAYMENT_WEBHOOK_SECRET);
    expect([forged.status, forged.body.msg]).toEqual([400, 'Invalid webhook signature or event']);
    // Well signed, the event of a payment this installation never made is received and ignored.
    expect((await deliver(config().PAYMENT_WEBHOOK_SECRET!)).status).toBe(200);
  });

  it("opens no part for a visitor's token made with the former source key", async () => {
    const company = await buildCompany(server.orm);
    const partId = await buildPart(server.orm, company.id, `${T}-KEY1`);
    const forgedToken = new PartTokens(FORMER_SOURCE_KEYS.PART_TOKEN_KEY).encode(partId);
    expect((await server.request('GET', `/api/parts/${forgedToken}`)).status).toBe(404);
    expect((await server.request('GET', `/api/parts/${visitorPartId(partId)}`)).status).toBe(200);
  });
});
