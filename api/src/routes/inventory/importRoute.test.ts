import { readdir } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { basename, dirname } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from '@tbs/db';
import { buildCompany, buildContact, uniqueToken, type BuiltContact, TestSql } from '@tbs/db/testing';
import { IMPORT_APPLICATION_NAME, type InventoryImportReport } from '../../commands/inventoryImport/index.ts';
import { importSlotKeys } from '../../commands/inventoryImport/importSlots.ts';
import { uploadFolderPrefix } from '../../commands/inventoryImport/receiveUpload.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { INVENTORY_MESSAGES } from '../../validation/messages.ts';
import { importRouteLimits, MAX_IMPORT_BYTES } from './importRoute.ts';

interface Answer {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: { report: InventoryImportReport };
}

let server: TestServer;
let sql: TestSql;
let member: BuiltContact;
let token: string;
let serviceToken: string;
const T = uniqueToken();
const HEADER = 'Part Number,Manufacturer,Description,Qty,Condition,Price\n';

const signIn = (contact: BuiltContact): Promise<string> => server.signIn(contact);

/** Uploads a CSV body as the browser does (the file as is). */
async function upload(
  file: string | Buffer,
  query = '',
  options: { token?: string | null; contentType?: string } = {},
): Promise<{ status: number; body: Answer }> {
  const auth = options.token === undefined ? token : options.token;
  const response = await fetch(`${server.url}/api/inventory/import${query}`, {
    method: 'POST',
    headers: {
      'Content-Type': options.contentType ?? 'text/csv',
      ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
    },
    body: file,
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const partNumbers = async (companyId: number) =>
  (
    await sql.rows<{ part_number: string }>(
      'select part_number from inventory_part where company_id = $1 order by part_number',
      [companyId],
    )
  ).map((row) => row.part_number);

/** An upload that sends `first` and then nothing more until the test says so (a stalled client). */
function startStalledUpload(
  first: string,
  options: { token?: string; query?: string } = {},
): {
  request: ClientRequest;
  answer: Promise<{ status: number; headers: Record<string, unknown>; body: Answer }>;
} {
  const { hostname, port } = new URL(server.url);
  const request = httpRequest({
    hostname,
    port,
    method: 'POST',
    path: `/api/inventory/import${options.query ?? ''}`,
    headers: {
      Authorization: `Bearer ${options.token ?? token}`,
      'Content-Type': 'text/csv',
      'Content-Length': '10000000',
    },
  });
  request.on('error', () => undefined);
  const answer = new Promise<{ status: number; headers: Record<string, unknown>; body: Answer }>(
    (resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: JSON.parse(text) as Answer,
          }),
        );
        response.on('error', reject);
      });
    },
  );
  answer.catch(() => undefined);
  request.write(first);
  return { request, answer };
}

/** Polls until `check` holds (10 s at most): waits, never measures. */
const waitUntil = (what: string, check: () => Promise<boolean>) =>
  expect
    .poll(check, { message: `waited 10 s in vain until ${what}`, timeout: 10_000, interval: 10 })
    .toBe(true);

/** The upload folders of this process in the temp folder. */
const uploadFolders = async () =>
  (await readdir(dirname(uploadFolderPrefix()))).filter((name) =>
    name.startsWith(basename(uploadFolderPrefix())),
  );

const waitForUploads = (count: number) =>
  waitUntil(`${count} uploads are being received`, async () => (await uploadFolders()).length === count);

/** Whether a company's import slot is free (its upload over, its import done). */
const slotFree = async (companyId: number) =>
  (await server.redis.exists(importSlotKeys(process.env.REDIS_PREFIX!, companyId)[0]!)) === 0;

/** Database sessions of an import: by name, in a transaction, or holding the import lock. */
const importSessions = async () => {
  const [row] = await sql.rows<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and (application_name = $1 or state like 'idle in transaction%'
             or pid in (select pid from pg_locks where locktype = 'advisory' and classid = $2))`,
    [IMPORT_APPLICATION_NAME, ADVISORY_LOCKS.inventoryImport],
  );
  return row!.count;
};

beforeAll(async () => {
  server = await startTestServer();
  sql = await TestSql.connect();
  member = await buildContact(server.orm);
  token = await signIn(member);
  const serviceCompany = await buildCompany(server.orm, { isServiceOnly: true });
  serviceToken = await signIn(await buildContact(server.orm, { company: serviceCompany }));
});

afterAll(async () => {
  await sql.end();
  await server.close();
});

describe('POST /api/inventory/import', () => {
  it('imports the CSV body, reports the bad rows, and the parts become searchable through the outbox', async () => {
    const file = `${HEADER}${T}-A1,HPE,Disk 900GB,2,refurbished,"1.234,50"\n${T}A2,HPE,Disk,1,mint,10\n${T}A3,Dell,Memory,,new,\n`;
    const answer = await upload(file);
    expect(answer.status).toBe(200);
    expect(answer.body.payload!.report).toMatchObject({
      mode: 'merge',
      dryRun: false,
      rows: 3,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      rejected: 1,
      rejections: [
        { line: 3, column: 'Condition', reason: expect.stringContaining('Unknown condition "mint"') },
      ],
      rejectionsTruncated: false,
    });
    expect(await partNumbers(member.company.id)).toEqual([`${T}A1`, `${T}A3`]);
    await server.indexOutbox();
    const found = await server.search.search('part', { term: `${T}A1`, page: 1, pageSize: 10 });
    expect(found.hits).toMatchObject([{ partNumber: `${T}A1`, price: 1234.5, condition: 'REF' }]);
  });

  it('replace mode, dry run and Windows-1252 files', async () => {
    const file = iconv.encode(`${HEADER}${T}B1,Müller,Carte réseau,1,NEW,99\n`, 'windows-1252');
    const dry = await upload(file, '?mode=replace&dryRun=1', { contentType: 'application/octet-stream' });
    expect(dry.status).toBe(200);
    expect(dry.body.payload!.report).toMatchObject({
      mode: 'replace',
      dryRun: true,
      inserted: 1,
      deleted: 2,
    });
    expect(await partNumbers(member.company.id)).toEqual([`${T}A1`, `${T}A3`]);

    const real = await upload(file, '?mode=replace&dryRun=0');
    expect(real.body.payload!.report).toMatchObject({
      mode: 'replace',
      dryRun: false,
      inserted: 1,
      deleted: 2,
    });
    expect(await partNumbers(member.company.id)).toEqual([`${T}B1`]);
    const [stored] = await sql.rows<{ manufacturer: string }>(
      'select manufacturer from inventory_part where company_id = $1',
      [member.company.id],
    );
    expect(stored!.manufacturer).toBe('Müller');
  });

  it('answers 400 with the message and the report when no row could be imported, changing nothing', async () => {
    const answer = await upload(`${HEADER}${T}C1,,Disk,1,REF,1\n`, '?mode=replace');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: 400,
      msg: 'None of the 1 rows could be imported: see the report.',
      payload: { report: { rows: 1, rejected: 1, rejections: [{ line: 2, column: 'Manufacturer' }] } },
    });
    expect(await partNumbers(member.company.id)).toEqual([`${T}B1`]);
  });

  it('answers a header problem of a large file', async () => {
    const file = `Foo,Bar\n${'x,y\n'.repeat(1_000_000)}`;
    const answer = await upload(file, '?mode=replace');
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/^No part number, manufacturer, description or condition column found/);
    expect(answer.body.payload!.report.rejections[0]).toMatchObject({ line: 1 });
    expect(await partNumbers(member.company.id)).toEqual([`${T}B1`]);
  });

  it('refuses visitors, service-only members, JSON bodies and unknown modes', async () => {
    expect((await upload(HEADER, '', { token: null })).status).toBe(401);
    const service = await upload(`${HEADER}${T}D1,HPE,Disk,1,REF,1\n`, '', { token: serviceToken });
    expect(service).toMatchObject({ status: 403, body: { msg: INVENTORY_MESSAGES.serviceOnly } });
    expect((await upload('{}', '', { contentType: 'application/json' })).status).toBe(415);
    const mode = await upload(HEADER, '?mode=append');
    expect(mode.status).toBe(400);
    expect(mode.body.errors![0]!.param).toBe('mode');
  });

  it('leaves the inventory as it was when the upload breaks off, with its temp file removed', async () => {
    const before = await partNumbers(member.company.id);
    const upload = startStalledUpload(`${HEADER}${T}E1,HPE,Disk,1,REF,1\n`.padEnd(100_000, ' '), {
      query: '?mode=replace',
    });
    await waitForUploads(1);
    upload.request.destroy();
    await waitUntil('the upload is dropped', async () => (await uploadFolders()).length === 0);
    await waitUntil('the slot is free', () => slotFree(member.company.id));
    expect(await importSessions()).toBe(0);
    expect(await partNumbers(member.company.id)).toEqual(before);
  });

  it('holds no database connection while an upload stalls, and answers 408 once it has sent nothing for a while', async () => {
    const before = await partNumbers(member.company.id);
    importRouteLimits.stallSeconds = 1;
    try {
      const upload = startStalledUpload(`${HEADER}${T}S1,HPE,Disk,1,REF,1\n`, { query: '?mode=replace' });
      await waitForUploads(1);
      expect(await importSessions()).toBe(0);
      const answer = await upload.answer;
      expect(answer).toMatchObject({
        status: 408,
        headers: { connection: 'close' },
        body: {
          status: 408,
          msg: 'The upload stalled: nothing arrived for 1 second. Please upload the file again.',
        },
      });
      expect(await uploadFolders()).toEqual([]);
      await waitUntil('the slot is free', () => slotFree(member.company.id));
    } finally {
      importRouteLimits.stallSeconds = 60;
    }
    expect(await partNumbers(member.company.id)).toEqual(before);
    expect((await upload(`${HEADER}${T}S2,HPE,Disk,1,REF,1\n`)).status).toBe(200);
  });

  it('refuses a second import of the same company while the first is running', async () => {
    const first = startStalledUpload(`${HEADER}${T}F1,HPE,Disk,1,REF,1\n`);
    await waitForUploads(1);
    const second = await upload(`${HEADER}${T}F2,HPE,Disk,1,REF,1\n`, '', { token: await signIn(member) });
    expect(second).toMatchObject({
      status: 409,
      body: {
        msg: "An import of your company's inventory is already running. Please wait until it has finished, then try again.",
      },
    });
    first.request.destroy();
    await waitUntil('the slot is free', () => slotFree(member.company.id));
    expect((await upload(`${HEADER}${T}F3,HPE,Disk,1,REF,1\n`)).status).toBe(200);
    expect(await partNumbers(member.company.id)).not.toContain(`${T}F2`);
  });

  it('runs at most IMPORT_MAX_CONCURRENT imports at once across companies, and answers 503 beyond', async () => {
    const others = await Promise.all([1, 2, 3].map(() => buildContact(server.orm)));
    const tokens = await Promise.all(others.map(signIn));
    importRouteLimits.maxConcurrent = 2;
    try {
      const running = tokens.slice(0, 2).map((other) => startStalledUpload(HEADER, { token: other }));
      await waitForUploads(2);
      const third = await upload(`${HEADER}${T}G1,HPE,Disk,1,REF,1\n`, '', { token: tokens[2] });
      expect(third).toMatchObject({
        status: 503,
        body: { msg: 'Too many inventory imports are running right now. Please try again in a minute.' },
      });
      for (const { request } of running) request.destroy();
      await waitUntil('the slots are free', async () =>
        (await Promise.all(others.map((other) => slotFree(other.company.id)))).every(Boolean),
      );
      expect((await upload(`${HEADER}${T}G1,HPE,Disk,1,REF,1\n`, '', { token: tokens[2] })).status).toBe(200);
    } finally {
      importRouteLimits.maxConcurrent = 4;
    }
  });

  it('quotes an unknown header of 0.9 MB cut short', async () => {
    const answer = await upload(`Item,${'Z'.repeat(900_000)},Brand\nx,y,z\n`);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/Columns found: "Item", "Z{50}…", "Brand"\.$/);
    expect(JSON.stringify(answer.body).length).toBeLessThan(2_000);
  });

  it('reads UTF-32 and UTF-16 files without a byte order mark', async () => {
    const text = `${HEADER}${T}U1,Müller,Carte réseau,1,NEW,99\n`;
    const utf32be = Buffer.alloc(text.length * 4);
    [...text].forEach((char, at) => utf32be.writeUInt32BE(char.codePointAt(0)!, at * 4));
    const answer = await upload(utf32be, '?mode=merge', { contentType: 'application/octet-stream' });
    expect(answer).toMatchObject({
      status: 200,
      body: { payload: { report: { inserted: 1, rejected: 0 } } },
    });
    const utf16le = Buffer.from(text.replace('U1', 'U2'), 'utf16le');
    expect((await upload(utf16le)).body.payload!.report).toMatchObject({ inserted: 1, rejected: 0 });
    const stored = await sql.rows<{ part_number: string; manufacturer: string; description: string }>(
      `select part_number, manufacturer, description from inventory_part where company_id = $1 and part_number like '%U_' order by 1`,
      [member.company.id],
    );
    expect(stored).toEqual([
      { part_number: `${T}U1`, manufacturer: 'Müller', description: 'Carte réseau' },
      { part_number: `${T}U2`, manufacturer: 'Müller', description: 'Carte réseau' },
    ]);
  });

  it('refuses a body announced larger than 200 MB before reading it', async () => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<{ status: number; body: Answer }>((resolve, reject) => {
      const request = httpRequest({
        hostname,
        port,
        method: 'POST',
        path: '/api/inventory/import',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'text/csv',
          'Content-Length': String(MAX_IMPORT_BYTES + 1),
        },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode!, body: JSON.parse(text) as Answer });
        });
      });
      request.on('error', reject);
      request.write(HEADER);
    });
    expect(answer).toMatchObject({ status: 413, body: { msg: 'The file is larger than 200 MB.' } });
  });
});
