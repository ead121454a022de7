/**
 * `npm run test:faults`: the product under dependency faults, end to end. Starts its own PostgreSQL cluster
 * with a streaming replica for searches, Redis and SMTP sink on spare ports, runs `npm start`'s launcher
 * (api + worker) twice against them, as two hosts would, under a steady load spread over both apis (parts
 * search, sign-in, requests for quote that send mail), and for each fault asserts that answers
 * stay bounded (p99 under 2 s, none without an answer within 5 s), that every answer is 200 or a readable
 * 503, that service returns by itself, that no confirmed mail is lost (each delivered once, or in the
 * dead-letter list) and that the search index converges to the database. Prints the recovery times;
 * docs/benchmarks.md records them. Everything it started is torn down, also on failure.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createDatabaseIfMissing } from '@tbs/db';
import { check, checkAnswers, failures, recoveries, recovered, secondsUntil } from './checks.ts';
import { call, Product, type Answer } from './product.ts';
import { Postgres, RedisServer, sparePort } from './services.ts';
import { MARKER, SmtpSink } from './smtpSink.ts';
import { apiKilled, replicaPaused, replicaStopped } from './topology.ts';
import { MEMBER, World } from './world.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Parts inserted at once for the indexing fault (one import's worth). */
const IMPORT_ROWS = 50_000;
const WHOLE_SUITE_TIMEOUT_MS = 9 * 60_000;

async function indexMatchesDatabase(db: pg.Pool): Promise<boolean> {
  const { rows } = await db.query<{ outbox: string; differing: string }>(
    `select (select count(*) from index_outbox) as outbox,
            (select count(*) from inventory_part ip full join search_part sp on sp.id = ip.id
              where sp.id is null or ip.id is null or sp.quantity <> ip.quantity or sp.price <> ip.price) as differing`,
  );
  return rows[0]!.outbox === '0' && rows[0]!.differing === '0';
}

/** Confirmed mails not delivered yet, and the duplicates delivered. */
function mailAccount(world: World, sink: SmtpSink, failed: Set<string>) {
  let missing = 0;
  let duplicates = 0;
  for (const { marker, mails } of world.confirmed) {
    const delivered = sink.deliveredCount(marker);
    if (failed.has(marker)) continue;
    if (delivered < mails) missing += mails - delivered;
    if (delivered > mails) duplicates += delivered - mails;
  }
  return { missing, duplicates };
}

/** The markers of the mails in the dead-letter list (mail_message 'failed'). */
async function deadLetterMarkers(db: pg.Pool): Promise<Set<string>> {
  const { rows } = await db.query<{ text: string }>(`select text from mail_message where status = 'failed'`);
  return new Set(rows.flatMap((row) => MARKER.exec(row.text)?.[0] ?? []));
}

async function setUp(pgServer: Postgres, redis: RedisServer, sink: SmtpSink, dir: string) {
  await createDatabaseIfMissing(pgServer.url);
  const env = {
    DATABASE_URL: pgServer.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'tbs_faults',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    API_WORKERS: '1',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    WEB_DIST: join(dir, 'web'),
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_LOGIN_IP: '100000',
    RATE_LIMIT_LOGIN_ACCOUNT: '100000',
    RATE_LIMIT_SEARCH: '100000',
    RATE_LIMIT_RFQ_MEMBER: '100000',
  };
  execFileSync(process.execPath, ['db/src/cli/migrate.ts', 'up'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  mkdirSync(env.WEB_DIST);
  writeFileSync(join(env.WEB_DIST, 'index.html'), '<!doctype html><title>TBS</title>');
  execFileSync(
    process.execPath,
    ['scripts/src/seed/main.ts', '--companies', '30', '--parts', '2000', '--broadcasts', '50'],
    { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' },
  );
  return env;
}

async function findQuotablePart(world: World): Promise<void> {
  const { rows } = await world.db.query<{ id: string }>(
    `select distinct p.id from inventory_part p
       join contact c on c.company_id = p.company_id and c.is_active and not c.rfq_disabled
      where not p.is_rfq_disabled
        and p.company_id <> (select company_id from contact where email = $1)
      order by p.id limit 5`,
    [MEMBER.email],
  );
  let last: Answer | undefined;
  for (const { id } of rows) {
    world.partId = Number(id);
    last = await world.requestQuote('setup');
    if (last.status === 200) return;
  }
  throw new Error(`no part of the seeded world accepts a request for quote: ${JSON.stringify(last?.body)}`);
}

async function redisFault(world: World, redis: RedisServer): Promise<void> {
  console.log('\nFault: Redis stopped for 5 s, then started');
  world.takeSamples();
  await redis.stop();
  const stoppedAt = performance.now();
  await sleep(5_000);
  const during = world.takeSamples();
  const logins = during.filter((sample) => sample.kind === 'login' && sample.at >= stoppedAt);
  check(
    logins.length > 0 && logins.every((sample) => sample.status === 503),
    'redis down: sign-in answers 503 (service briefly unavailable)',
  );
  check(
    during.some((sample) => sample.at >= stoppedAt && sample.kind === 'search' && sample.status === 200),
    'redis down: parts search keeps answering',
  );
  check(
    during.some((sample) => sample.at >= stoppedAt && sample.kind === 'rfq' && sample.status === 200),
    'redis down: a request for quote is confirmed (its mail waits in PostgreSQL)',
  );
  await redis.start();
  const seconds = await secondsUntil(async () => (await world.signIn()).status === 200, 20);
  recovered('Redis stop/start', 'sign-in answers 200', seconds, 10);
  await sleep(2_000);
  checkAnswers('redis', [...during, ...world.takeSamples()]);
}

async function postgresFault(world: World, pgServer: Postgres): Promise<void> {
  console.log('\nFault: PostgreSQL stopped (fast shutdown) for 4 s, then started');
  world.takeSamples();
  const apiPids = world.products.map((product) => product.apiPid);
  pgServer.stop();
  const stoppedAt = performance.now();
  await sleep(4_000);
  const during = world.takeSamples();
  // Requests sent before the shutdown may have been answered 200 on their way out.
  const whileDown = during.filter((sample) => sample.at >= stoppedAt);
  check(
    whileDown.some((sample) => sample.status === 503) &&
      !whileDown.some((sample) => sample.status === 200 && sample.kind === 'rfq'),
    'postgresql down: requests answer 503, no request for quote is confirmed',
  );
  await pgServer.start();
  const search = await secondsUntil(async () => {
    const answer = await world.call('GET', '/api/parts?query=cisco');
    return answer.status === 200;
  }, 30);
  recovered('PostgreSQL restart', 'parts search answers 200', search, 10);
  const rfq = await secondsUntil(async () => (await world.requestQuote('pgcheck')).status === 200, 30);
  recovered('PostgreSQL restart', 'a request for quote is confirmed', rfq, 10);
  const health = await secondsUntil(
    async () =>
      (await Promise.all(world.products.map((product) => call(product.baseUrl, 'GET', '/health')))).every(
        (answer) => answer.status === 200,
      ),
    30,
  );
  recovered('PostgreSQL restart', 'GET /health answers 200', health, 10);
  await sleep(2_000);
  checkAnswers('postgresql', [...during, ...world.takeSamples()]);
  check(
    world.products.every((product, index) => product.apiPid === apiPids[index]),
    'postgresql restart: no api process exited',
  );
}

async function workerKillDuringIndexing(world: World): Promise<void> {
  console.log(
    `\nFault: worker SIGKILL while indexing an import of ${IMPORT_ROWS.toLocaleString('en')} parts`,
  );
  world.takeSamples();
  await world.db.query(
    `insert into inventory_part (company_id, part_number, manufacturer, description, quantity, condition, price)
     select c.id, 'FAULT-' || g, 'Faultco', 'Fault suite part ' || g, g % 100, 'NEW', (g % 1000) + 0.5
     from generate_series(1, $1::int) g
     join lateral (select id from company order by id offset (g % 10) limit 1) c on true`,
    [IMPORT_ROWS],
  );
  // Killed once the drain has started (part of the outbox gone), before it has finished.
  await secondsUntil(async () => {
    const { rows } = await world.db.query<{ n: string }>('select count(*) as n from index_outbox');
    return Number(rows[0]!.n) < IMPORT_ROWS;
  }, 30);
  const killedAt = performance.now();
  const { rows } = await world.db.query<{ n: string }>('select count(*) as n from index_outbox');
  await world.products[0]!.killWorker();
  console.log(`  killed with ${rows[0]!.n} outbox rows left`);
  const seconds = await secondsUntil(() => indexMatchesDatabase(world.db), 90);
  recovered(
    'worker SIGKILL (indexing)',
    'the index equals the inventory',
    (performance.now() - killedAt) / 1000,
    60,
  );
  void seconds;
  checkAnswers('worker kill (indexing)', world.takeSamples());
}

async function workerKillDuringMail(world: World, sink: SmtpSink): Promise<void> {
  console.log('\nFault: worker SIGKILL during a mail batch');
  world.takeSamples();
  const before = world.confirmed.length;
  await Promise.all(Array.from({ length: 40 }, () => world.requestQuote('batch')));
  const batch = world.confirmed.slice(before).filter((mail) => mail.marker.startsWith('fault-batch'));
  await secondsUntil(async () => batch.some((mail) => sink.deliveredCount(mail.marker) > 0), 30);
  const killedAt = performance.now();
  // The other product's worker carries on with the batch while this one's launcher restarts it.
  await world.products[0]!.killWorker();
  const delivered = () => batch.every((mail) => sink.deliveredCount(mail.marker) >= mail.mails);
  await secondsUntil(async () => delivered(), 90);
  recovered(
    'worker SIGKILL (mail batch)',
    'every mail of the batch delivered',
    (performance.now() - killedAt) / 1000,
    60,
  );
  checkAnswers('worker kill (mail)', world.takeSamples());
}

async function smtpRefusing(world: World, sink: SmtpSink): Promise<void> {
  console.log('\nFault: the SMTP server refuses every connection for 8 s');
  world.takeSamples();
  const before = world.confirmed.length;
  sink.mode = 'refuse';
  await Promise.all(Array.from({ length: 10 }, () => world.requestQuote('refused')));
  await sleep(8_000);
  sink.mode = 'accept';
  const acceptedAt = performance.now();
  const batch = world.confirmed.slice(before).filter((mail) => mail.marker.startsWith('fault-refused'));
  await secondsUntil(async () => batch.every((mail) => sink.deliveredCount(mail.marker) >= mail.mails), 60);
  recovered(
    'SMTP refusing',
    'every refused mail delivered by its retries',
    (performance.now() - acceptedAt) / 1000,
    40,
  );
  checkAnswers('smtp refusing', world.takeSamples());
}

async function main(): Promise<void> {
  const suiteStarted = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'tbs-faults-'));
  let pgServer: Postgres | undefined;
  let replica: Postgres | undefined;
  let redis: RedisServer | undefined;
  let sink: SmtpSink | undefined;
  let products: Product[] = [];
  let db: pg.Pool | undefined;
  const watchdog = setTimeout(() => {
    console.error(`The fault suite took longer than ${WHOLE_SUITE_TIMEOUT_MS / 60_000} minutes`);
    failures.push('timeout');
    void tearDown().finally(() => process.exit(1));
  }, WHOLE_SUITE_TIMEOUT_MS);
  const tearDown = async () => {
    await Promise.all(products.map((product) => product.stop().catch(() => undefined)));
    await db?.end().catch(() => undefined);
    await redis?.stop().catch(() => undefined);
    replica?.destroy();
    pgServer?.destroy();
    await sink?.close().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void tearDown().finally(() => process.exit(130)));
  }
  try {
    console.log('Starting PostgreSQL, Redis and an SMTP sink of our own');
    [pgServer, redis, sink] = await Promise.all([Postgres.create(), RedisServer.create(), SmtpSink.start()]);
    const env = await setUp(pgServer, redis, sink, dir);
    replica = await Postgres.replicaOf({ port: pgServer.port, database: 'tbs_faults' });
    // Searches read from the replica; one more than a second behind is left out (5 s in production).
    Object.assign(env, {
      SEARCH_DATABASE_URLS: replica.url,
      SEARCH_REPLICA_MAX_LAG_MS: '1000',
      SEARCH_REPLICA_CHECK_MS: '200',
    });
    db = new pg.Pool({ connectionString: pgServer.url, max: 2 });
    db.on('error', () => undefined);
    // Two launchers, as two hosts: two api processes and two workers on the same databases.
    products = [
      Product.start(env, await sparePort(), join(dir, 'product-1.log')),
      Product.start(env, await sparePort(), join(dir, 'product-2.log')),
    ];
    const world = new World(products, db);
    const up = await secondsUntil(
      async () =>
        (await Promise.all(products.map((product) => call(product.baseUrl, 'GET', '/health')))).every(
          (answer) => answer.status === 200,
        ),
      90,
    );
    console.log(
      `Products answering after ${up.toFixed(1)} s (${products.map((product) => product.launcherLines.join(' | ')).join(' || ')})`,
    );
    check(Number.isFinite(up), 'both products start');
    check((await world.signIn()).status === 200, 'the demo member signs in');
    await findQuotablePart(world);
    // A mail the SMTP server refuses for good: it must end in the dead-letter list, then be replayed.
    const deadLetter = world.marker('deadletter');
    sink.refusedMarkers.add(deadLetter);
    world.confirmed.length = 0;
    {
      const answer = await world.call('POST', '/api/mail/sendRFQ', {
        token: world.token,
        body: {
          partId: world.partId,
          companyName: 'Fault Suite BV',
          contactName: 'Fault Suite',
          contactEmail: 'faults@example.com',
          contactTel: '+31 20 000 0000',
          requestedQuantity: 1,
          message: `Marker\n${deadLetter}\n`,
        },
      });
      check(answer.status === 200, 'a request for quote whose mail will be refused for good is confirmed');
      world.confirmed.push({ marker: deadLetter, mails: (answer.body as { count: number }).count });
    }

    world.startLoad();
    await sleep(3_000);
    checkAnswers('baseline', world.takeSamples());
    await redisFault(world, redis);
    await postgresFault(world, pgServer);
    await workerKillDuringIndexing(world);
    await workerKillDuringMail(world, sink);
    await smtpRefusing(world, sink);
    await replicaStopped(world, replica);
    await replicaPaused(world, replica);
    await apiKilled(world);
    // The product after every fault: the same load, once more, until it has answered a baseline's worth.
    world.takeSamples();
    await secondsUntil(async () => world.sampleCount() >= 40, 30);
    await world.stopLoad();
    checkAnswers('after the faults', world.takeSamples());

    console.log('\nNothing confirmed is lost');
    const settled = await secondsUntil(async () => {
      const { rows } = await db!.query<{ n: string }>(
        `select count(*) as n from mail_message where status in ('pending', 'queued')`,
      );
      return rows[0]!.n === '0';
    }, 90);
    check(Number.isFinite(settled), 'every mail is sent or in the dead-letter list (none pending or queued)');
    const failed = await deadLetterMarkers(db);
    check(
      failed.has(deadLetter),
      'the mail refused for good is in the dead-letter list (npm run mail:failed)',
    );
    const account = mailAccount(world, sink, failed);
    const total = world.confirmed.reduce((sum, mail) => sum + mail.mails, 0);
    console.log(`  ${world.confirmed.length} confirmed requests for quote, ${total} mails`);
    check(account.missing === 0, `every confirmed mail delivered (${account.missing} missing)`);
    // A worker killed after the SMTP server took a mail and before its row was marked sends that one again.
    check(
      account.duplicates <= 5,
      `at most one duplicate per mail being sent when the worker was killed (${account.duplicates})`,
    );
    sink.refusedMarkers.clear();
    execFileSync(process.execPath, ['scripts/src/mailFailures/main.ts', 'replay', '--all'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
    const replayed = await secondsUntil(async () => sink!.deliveredCount(deadLetter) > 0, 30);
    check(Number.isFinite(replayed), 'npm run mail:replay -- --all delivers the dead-letter mail');
    check(await indexMatchesDatabase(db), 'the search index equals the inventory');
    const apiExits = products.map(
      (product) => product.launcherLines.filter((line) => line.includes('api exited')).length,
    );
    check(
      apiExits[0] === 1 && apiExits[1] === 0,
      `only the api killed on purpose exited (exits per product: ${apiExits.join(', ')})`,
    );
    for (const [index, stopped] of (await Promise.all(products.map((product) => product.stop()))).entries())
      check(
        stopped.code === 0 && !stopped.forced,
        `SIGTERM: launcher ${index + 1}, its api and worker finish their work and exit (code ${stopped.code})`,
      );
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
    console.error(error);
  } finally {
    clearTimeout(watchdog);
    for (const product of failures.length ? products : []) {
      const log = readFileSync(product.logFile, 'utf8')
        .split('\n')
        .slice(-30)
        .map((line) => line.slice(0, 300))
        .join('\n');
      console.error(`\nLast lines of ${product.logFile}:\n${log}`);
    }
    await tearDown();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('\nRecovery times');
  for (const { fault, what, seconds } of recoveries)
    console.log(`  ${fault}: ${what} after ${seconds.toFixed(1)} s`);
  const wall = (performance.now() - suiteStarted) / 1000;
  console.log(
    `\nFault suite: ${failures.length ? `${failures.length} FAILED` : 'passed'} in ${wall.toFixed(0)} s`,
  );
  process.exit(failures.length ? 1 : 0);
}

await main();
