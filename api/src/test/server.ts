import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import type { Worker } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { initORM } from '@tbs/db';
import { createQueue, type MailJob, type MailQueue, MailOutbox } from '@tbs/contracts';
import { waitForQueueToDrain } from '@tbs/contracts/testing';
import { MailOutboxForwarder, startMailWorker, OutboxDrainer } from '@tbs/worker/testing';
import { createSearchReader, type SearchReader, type SearchWriter } from '@tbs/search';
import { createSearchWriter } from '@tbs/search/writer';
import { createApp, type AppOptions } from '../app.ts';
import { attachLiveUpdates, type LiveSettings, type LiveUpdates } from '../live/liveServer.ts';
import { SearchLogWriter } from '../commands/searchLogWriter.ts';
import { loadInstallationKeys } from '../secrets/installationKeys.ts';

/** An answer: HTTP status, headers and the parsed JSON body. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** A real HTTP server of the api on an ephemeral port, with its database, Redis and mail queue. */
export interface TestServer {
  url: string;
  /** The live socket's address (ws://.../api/live). */
  liveUrl: string;
  live: LiveUpdates;
  orm: MikroORM;
  redis: Redis;
  /** The queue the mail worker consumes; the api itself writes mails to the PostgreSQL outbox. */
  mailQueue: MailQueue;
  search: SearchReader;
  searchLog: SearchLogWriter;
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<Answer<T>>;
  /**
   * Does the worker's mail work in this process: forwards the pending mails to the mail queue, starts the mail
   * worker (once) and waits until the queue is empty.
   */
  deliverMail(): Promise<void>;
  /** Brings every outbox row into the search index now (the worker's drainer, run in this process). */
  indexOutbox(): Promise<void>;
  /** Signs a contact in through the API (from its own client address) and returns its bearer token. */
  signIn(contact: { email: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

/** Starts the api against the run's test database (process.env.DATABASE_URL) and the local Redis. */
export async function startTestServer(
  overrides: Partial<AppOptions> = {},
  liveSettings: Partial<LiveSettings> = {},
): Promise<TestServer> {
  const orm = await initORM(process.env.DATABASE_URL!);
  // As main.ts does: the test database's own captcha, webhook and part token keys.
  await loadInstallationKeys(orm);
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 });
  const mailQueue = createQueue<MailJob>('mail');
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
  const search = createSearchReader({ poolSize: 4 });
  const searchLog = new SearchLogWriter(orm, logger);
  // The tests play a proxy on this machine: clientIp() gives each test its own client address.
  const app = createApp({
    orm,
    redis,
    // As in production (main.ts): a confirmed mail is a pending row that the worker's forwarder queues.
    mailQueue: new MailOutbox(orm, 'outbox'),
    logger,
    search,
    searchLog,
    trustProxy: ['127.0.0.1'],
    ...overrides,
  });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const live = await attachLiveUpdates({
    server,
    orm,
    redis,
    logger,
    trustProxy: ['127.0.0.1'],
    settings: liveSettings,
  });
  let worker: Worker<MailJob> | undefined;
  let forwarder: MailOutboxForwarder | undefined;
  let indexer: { writer: SearchWriter; drainer: OutboxDrainer } | undefined;

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson ? JSON.parse(text) : text) as T,
    };
  }

  return {
    url,
    liveUrl: `${url.replace(/^http/, 'ws')}/api/live`,
    live,
    orm,
    redis,
    mailQueue,
    search,
    searchLog,
    request,
    async deliverMail() {
      forwarder ??= new MailOutboxForwarder({
        databaseUrl: process.env.DATABASE_URL!,
        queue: mailQueue,
        logger,
      });
      await forwarder.forwardUntilEmpty();
      worker ??= startMailWorker({ orm, logger });
      await waitForQueueToDrain(mailQueue);
    },
    async signIn({ email, password }) {
      const login = await request<{ payload: { token: string } }>('POST', '/api/auth/login', {
        body: { email, password },
        headers: clientIp(),
      });
      if (login.status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(login.body)}`);
      return login.body.payload.token;
    },
    async indexOutbox() {
      if (!indexer) {
        const writer = createSearchWriter();
        indexer = {
          writer,
          drainer: new OutboxDrainer({ databaseUrl: process.env.DATABASE_URL!, writer, logger }),
        };
      }
      await indexer.drainer.drainUntilEmpty();
    },
    async close() {
      await live.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await worker?.close();
      await forwarder?.close();
      await indexer?.drainer.close();
      await indexer?.writer.close();
      await searchLog.idle();
      await search.close();
      // Leave nothing of the run's queue behind in Redis.
      await mailQueue
        .waitUntilReady()
        .then(() => mailQueue.obliterate({ force: true }))
        .catch(() => undefined);
      await mailQueue.close();
      redis.disconnect();
      await orm.close(true);
    },
  };
}

/** A distinct client address per test, so the per-IP limits of one test do not spill into another. */
export function clientIp(): { 'X-Forwarded-For': string } {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = Math.floor(Math.random() * 250) + 1;
  return { 'X-Forwarded-For': `10.${n}.${m}.${Math.floor(Math.random() * 250) + 1}` };
}

/**
 * Starts a test server before the file's tests, hands it to `use` (the file keeps it in its own variable) and
 * closes it after them.
 */
export function useTestServer(use: (server: TestServer) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    use(server);
  });
  afterAll(async () => {
    await server?.close();
  });
}
