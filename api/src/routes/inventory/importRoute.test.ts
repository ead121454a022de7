import { request as httpRequest } from 'node:http';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from '@tbs/db';
import { buildCompany, buildContact, uniqueToken, type BuiltContact } from '@tbs/db/test/factories';
import { TestSql } from '@tbs/db/test/sql';
import type { InventoryImportReport } from '../../commands/inventoryImport/index.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { INVENTORY_MESSAGES } from '../../validation/messages.ts';
import { MAX_IMPORT_BYTES } from './importRoute.ts';

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

  it('answers a header problem even while the rest of a large upload is still coming', async () => {
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

  it('leaves the inventory as it was when the upload breaks off', async () => {
    const before = await partNumbers(member.company.id);
    const { hostname, port } = new URL(server.url);
    const request = httpRequest({
      hostname,
      port,
      method: 'POST',
      path: '/api/inventory/import?mode=replace',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv', 'Content-Length': '10000000' },
    });
    request.on('error', () => undefined);
    request.write(`${HEADER}${T}E1,HPE,Disk,1,REF,1\n`.padEnd(100_000, ' '));
    // The import has begun once its transaction holds the company's import lock.
    await sql.waitForAdvisoryLock(ADVISORY_LOCKS.inventoryImport, member.company.id);
    request.destroy();
    // The import's transaction holds the company's import lock until it has rolled back.
    await sql.rows('begin');
    await sql.rows(`set local lock_timeout = '10s'`);
    await sql.rows('select pg_advisory_xact_lock($1, $2)', [
      ADVISORY_LOCKS.inventoryImport,
      member.company.id,
    ]);
    await sql.rows('commit');
    expect(await partNumbers(member.company.id)).toEqual(before);
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
