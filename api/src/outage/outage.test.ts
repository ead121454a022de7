import { createServer, type Server, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM } from '@tbs/db';
import { buildContact } from '@tbs/db/testing';
import { clientIp, startTestServer, type TestServer } from '../test/server.ts';
import { isDependencyOutage, OUTAGE_MESSAGE } from './dependencyOutage.ts';

/** A port nothing listens on (bound, then closed), standing for a Redis or PostgreSQL that is down. */
async function closedPort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let healthy: TestServer;
let redisDown: TestServer;
let deadRedis: Redis;
beforeAll(async () => {
  healthy = await startTestServer();
  // The api's own options for the requests' Redis (main.ts): no offline queue, bounded connect and commands.
  deadRedis = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
    enableOfflineQueue: false,
    connectTimeout: 500,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  deadRedis.on('error', () => undefined);
  redisDown = await startTestServer({ redis: deadRedis });
});
afterAll(async () => {
  await Promise.all([healthy.close(), redisDown.close()]);
  deadRedis.disconnect();
});

/** The answer and how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

describe('with Redis down', () => {
  it('answers sign-in and password reset requests at once with a 503 the user can read', async () => {
    const contact = await buildContact(redisDown.orm);
    for (const [path, body] of [
      ['/api/auth/login', { email: contact.email, password: contact.password }],
      ['/api/auth/requestPassword', { email: contact.email }],
    ] as const) {
      const { answer, ms } = await timed(() =>
        redisDown.request('POST', path, { body, headers: clientIp() }),
      );
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 503, msg: OUTAGE_MESSAGE });
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(ms).toBeLessThan(1_500);
    }
  });

  it('keeps parts search answering: its limit is counted in the process meanwhile', async () => {
    const answer = await redisDown.request('GET', '/api/parts?query=abc', { headers: clientIp() });
    expect(answer.status).toBe(200);
  });

  it('says so on GET /health, naming Redis and nothing else', async () => {
    const answer = await redisDown.request('GET', '/health');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 503,
      msg: 'unavailable: redis',
      payload: { postgres: 'up', redis: 'down' },
    });
  });
});

describe('with PostgreSQL down', () => {
  let deadOrm: MikroORM;
  let postgresDown: TestServer;
  beforeAll(async () => {
    deadOrm = await initORM(`postgres://postgres@127.0.0.1:${await closedPort()}/tbs`, {
      pool: { min: 0, max: 2 },
    });
    postgresDown = await startTestServer({ orm: deadOrm });
  });
  afterAll(async () => {
    await postgresDown.close();
    await deadOrm.close(true);
  });

  it('refuses a password reset request with the 503 instead of a 200 whose mail could never be written', async () => {
    const answer = await postgresDown.request('POST', '/api/auth/requestPassword', {
      body: { email: 'someone@example.com' },
      headers: clientIp(),
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 503, msg: OUTAGE_MESSAGE });
  });
});

describe('GET /health', () => {
  it('answers 200 when PostgreSQL and Redis answer, on /health and /api/health', async () => {
    for (const path of ['/health', '/api/health']) {
      const answer = await healthy.request('GET', path);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 200, msg: 'ok', payload: { postgres: 'up', redis: 'up' } });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('isDependencyOutage', () => {
  it('tells an unreachable PostgreSQL from a query PostgreSQL refused', async () => {
    const unreachable = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'postgres' });
    const refused = await unreachable.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDependencyOutage(refused)).toBe(true);
    const bad = await healthy.orm.em
      .fork()
      .getConnection()
      .execute('select no_such_column from mail_message')
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(bad).toBeInstanceOf(Error);
    expect(isDependencyOutage(bad)).toBe(false);
    expect(isDependencyOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyOutage(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
  });
});
