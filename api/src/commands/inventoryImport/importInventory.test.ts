import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, initORM } from '@tbs/db';
import { buildCompany, buildPart, uniqueToken, TestSql } from '@tbs/db/testing';
import { importRejectionsCsv } from '@tbs/rules/importRejectionsCsv';
import { importInventory, type ImportInventoryOptions } from './importInventory.ts';
import { InventoryImportError, type InventoryImportReport } from './report.ts';

let sql: TestSql;
let orm: MikroORM;
const databaseUrl = () => process.env.DATABASE_URL!;

interface StoredPart {
  part_number: string;
  manufacturer: string;
  description: string;
  quantity: number;
  condition: string;
  price: string;
  updated_at: Date;
}

const partsOf = (companyId: number) =>
  sql.rows<StoredPart>(
    `select part_number, manufacturer, description, quantity, condition, price, updated_at
       from inventory_part where company_id = $1 order by part_number, condition`,
    [companyId],
  );

/** Outbox rows about the company or its parts. */
const outboxOf = (companyId: number) =>
  sql.rows<{ doc_type: string; doc_id: string }>(
    `select doc_type, doc_id from index_outbox
      where (doc_type = 'company' and doc_id = $1)
         or (doc_type = 'part' and doc_id in (select id from inventory_part where company_id = $1))
      order by id`,
    [companyId],
  );

const newCompany = async () => (await buildCompany(orm, { name: `Import Co ${uniqueToken()}` })).id;

/** Forgets the outbox rows the set-up wrote (its parts go through the per-part triggers). */
const clearOutbox = (companyId: number) =>
  sql.rows(
    `delete from index_outbox where (doc_type = 'company' and doc_id = $1)
        or (doc_type = 'part' and doc_id in (select id from inventory_part where company_id = $1))`,
    [companyId],
  );

function run(
  companyId: number,
  file: string | Buffer,
  options: Partial<ImportInventoryOptions> = {},
): Promise<InventoryImportReport> {
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  return importInventory(Readable.from([bytes]), {
    databaseUrl: databaseUrl(),
    companyId,
    mode: 'merge',
    ...options,
  });
}

/** The InventoryImportError an import throws. */
async function failure(promise: Promise<unknown>): Promise<InventoryImportError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InventoryImportError);
  return error as InventoryImportError;
}

const HEADER = 'Part Number,Manufacturer,Description,Qty,Condition,Price\n';

beforeAll(async () => {
  sql = await TestSql.connect();
  orm = await initORM(databaseUrl());
});
afterAll(async () => {
  await sql.end();
  await orm.close(true);
});

describe('importInventory: reading files', () => {
  it.each([
    ['comma', 'PN,Brand,Desc,Qty,Cond,Unit Price\n875490-B21,HPE,"Disk, 900GB",3,refurb,"1.234,50"\n'],
    [
      'semicolon',
      'Part No.;Mfr;Description;Quantity;Condition;Price EUR\n875490-B21;HPE;Disk, 900GB;3;Refurbished;1.234,50\n',
    ],
    ['tab', 'MPN\tMake\tDesc\tStock\tCond\tPrice\n875490-B21\tHPE\tDisk, 900GB\t3\tREF\t€ 1234.50\n'],
  ])('reads %s separated files with their header synonyms', async (_name, file) => {
    const company = await newCompany();
    const report = await run(company, file);
    expect(report).toMatchObject({ rows: 1, inserted: 1, rejected: 0 });
    expect(await partsOf(company)).toMatchObject([
      {
        part_number: '875490B21',
        manufacturer: 'HPE',
        description: 'Disk, 900GB',
        quantity: 3,
        condition: 'REF',
        price: '1234.50',
      },
    ]);
  });

  const text = `${HEADER}M1,Müller Électronique,Carte réseau 10GbE – €,1,new sealed,99\n`;
  it.each([
    ['UTF-8', Buffer.from(text, 'utf8')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])],
    ['Windows-1252', iconv.encode(text, 'windows-1252')],
    ['UTF-16 with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
  ])('reads %s', async (_name, bytes) => {
    const company = await newCompany();
    expect(await run(company, bytes)).toMatchObject({ inserted: 1, rejected: 0 });
    expect(await partsOf(company)).toMatchObject([
      {
        part_number: 'M1',
        manufacturer: 'Müller Électronique',
        description: 'Carte réseau 10GbE – €',
        condition: 'F/S',
      },
    ]);
  });

  it('reports each bad row with its physical line, column and reason, and imports the others', async () => {
    const company = await newCompany();
    const file =
      HEADER +
      'A1,HPE,"Two\nline description",1,REF,10\n' + // lines 2-3
      'A2,,No maker,1,REF,10\n' + // line 4
      '\n' + // line 5: empty, not a row
      'A3,HPE,Disk,many,REF,10\n' + // line 6
      'A4,HPE,Disk,1,mint,10\n' + // line 7
      'A5,HPE,Disk,1,USED,$10\n' + // line 8
      'A6,HPE,Disk,,as is,\n'; // line 9: quantity 1, price 0 (CALL)
    const report = await run(company, file);
    expect(report).toMatchObject({
      rows: 6,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      rejected: 4,
      rejectionsTruncated: false,
    });
    expect(report.rejections).toEqual([
      { line: 4, column: 'Manufacturer', reason: 'The manufacturer is missing' },
      { line: 6, column: 'Qty', reason: 'The quantity "many" is not a whole number of 0 or more' },
      {
        line: 7,
        column: 'Condition',
        reason: 'Unknown condition "mint": use F/S, NOB, NEW, REF, USED or ASIS',
      },
      { line: 8, column: 'Price', reason: 'The price "$10" is not an amount in EUR' },
    ]);
    expect(await partsOf(company)).toMatchObject([
      { part_number: 'A1', description: 'Two line description' },
      { part_number: 'A6', quantity: 1, condition: 'ASIS', price: '0.00' },
    ]);
    expect(importRejectionsCsv(report).split('\r\n').slice(0, 3)).toEqual([
      'line,column,reason',
      '4,Manufacturer,The manufacturer is missing',
      '6,Qty,"The quantity ""many"" is not a whole number of 0 or more"',
    ]);
  });

  it('rejects a line whose quoted field goes on after its closing quote, and reads the next line', async () => {
    const company = await newCompany();
    const file = `${HEADER}Q1,HPE,"Disk 3.5" SAS",1,REF,10\nQ2,HPE,Disk 3.5" SAS,1,REF,10\n`;
    const report = await run(company, file);
    expect(report).toMatchObject({ rows: 2, inserted: 1, rejected: 1 });
    expect(report.rejections).toEqual([
      {
        line: 2,
        column: '',
        reason:
          'Malformed quotes: Invalid Closing Quote: field 3 goes on after its closing quote; inside a quoted field, write a quote as ""',
      },
    ]);
    expect(await partsOf(company)).toMatchObject([{ part_number: 'Q2', description: 'Disk 3.5" SAS' }]);
  });

  it('keeps the later of two lines with the same part number and condition, counting the other as rejected', async () => {
    const company = await newCompany();
    const file = `${HEADER}D-1,HPE,First,1,REF,10\nD1,HPE,Second,2,refurbished,20\nD1,HPE,Sealed one,1,F/S,30\n`;
    const report = await run(company, file);
    expect(report).toMatchObject({ rows: 3, inserted: 2, rejected: 1 });
    expect(report.rejections).toEqual([
      {
        line: 2,
        column: 'Part Number',
        reason: 'Same part number and condition as line 3, which is imported instead',
      },
    ]);
    expect(await partsOf(company)).toMatchObject([
      { part_number: 'D1', condition: 'F/S', description: 'Sealed one' },
      { part_number: 'D1', condition: 'REF', description: 'Second', quantity: 2 },
    ]);
  });

  it('keeps the first 1,000 rejections in line order and counts all of them', async () => {
    const company = await newCompany();
    const bad = Array.from({ length: 1_500 }, (_, index) => `B${index},HPE,Disk,1,mint,1\n`).join('');
    const report = await run(company, `${HEADER}G1,HPE,Disk,1,REF,1\n${bad}G1,HPE,Disk,1,REF,2\n`);
    expect(report).toMatchObject({ rows: 1_502, inserted: 1, rejected: 1_501, rejectionsTruncated: true });
    expect(report.rejections).toHaveLength(1_000);
    expect(report.rejections[0]).toMatchObject({
      line: 2,
      reason: expect.stringMatching(/^Same part number/),
    });
    expect(report.rejections[999]!.line).toBe(1_001);
    expect(importRejectionsCsv(report).trim().split('\r\n').at(-1)).toBe(
      ',,501 more rejected rows are not listed (the report keeps the first 1000).',
    );
  });
});

describe('importInventory: nothing imported changes nothing', () => {
  let company: number;
  beforeAll(async () => {
    company = await newCompany();
    await buildPart(orm, company, 'KEEP1', { price: 5 });
    await clearOutbox(company);
  });

  it.each([
    [
      'only bad rows',
      `${HEADER}X1,,Disk,1,REF,1\nX2,HPE,Disk,1,mint,1\n`,
      'None of the 2 rows could be imported: see the report.',
    ],
    ['a header and no rows', HEADER, 'The file has a header but no rows.'],
    ['no bytes', '', 'The file is empty.'],
    [
      'no part number column',
      'Item,Brand,Description,Condition\nX1,HPE,Disk,REF\n',
      'No part number column found: expected headers like part number ("Part Number", "PN", "MPN"). Columns found: "Item", "Brand", "Description", "Condition".',
    ],
  ])('%s, also in replace mode', async (_name, file, message) => {
    const error = await failure(run(company, file, { mode: 'replace' }));
    expect(error.message).toBe(message);
    expect(error.report).toMatchObject({ mode: 'replace', inserted: 0, deleted: 0 });
    expect(await partsOf(company)).toMatchObject([{ part_number: 'KEEP1' }]);
    expect(await outboxOf(company)).toEqual([]);
  });

  it('reports the rows and the header problem line by line', async () => {
    const error = await failure(run(company, `${HEADER}X1,,Disk,1,REF,1\n`));
    expect(error.report).toMatchObject({
      rows: 1,
      rejected: 1,
      rejections: [{ line: 2, column: 'Manufacturer' }],
    });
    const header = await failure(run(company, 'Foo,Bar\n1,2\n'));
    expect(header.report.rejections).toEqual([{ line: 1, column: '', reason: header.message }]);
  });

  it('stops past the size limit', async () => {
    const error = await failure(
      run(company, `${HEADER}${'Z1,HPE,Disk,1,REF,1\n'.repeat(1000)}`, { maxBytes: 5_000 }),
    );
    expect(error.tooLarge).toBe(true);
    expect(await partsOf(company)).toMatchObject([{ part_number: 'KEEP1' }]);
  });

  it('rolls back when aborted', async () => {
    const abort = new AbortController();
    // Aborted (as by Ctrl-C) after its first line, while more of the file is still to come.
    async function* slowFile() {
      yield Buffer.from(`${HEADER}Y1,HPE,Disk,1,REF,1\n`);
      abort.abort();
      yield Buffer.from('Y2,HPE,Disk,1,REF,1\n');
    }
    const options = {
      databaseUrl: databaseUrl(),
      companyId: company,
      mode: 'replace' as const,
      signal: abort.signal,
    };
    await expect(importInventory(slowFile(), options)).rejects.toThrow(/abort/i);
    expect(await partsOf(company)).toMatchObject([{ part_number: 'KEEP1' }]);
  });
});

describe('importInventory: replace, merge, again', () => {
  const file = `${HEADER}R1,HPE,Disk,1,REF,10\nR2,Dell,Memory,2,NEW,20\n`;

  it('merge adds and updates and keeps the parts not in the file', async () => {
    const company = await newCompany();
    await buildPart(orm, company, 'OLD1', { price: 5 });
    await buildPart(orm, company, 'R1', {
      condition: 'REF',
      price: 99,
      manufacturer: 'HPE',
      description: 'Disk',
    });
    const report = await run(company, file, { mode: 'merge' });
    expect(report).toMatchObject({
      mode: 'merge',
      rows: 2,
      inserted: 1,
      updated: 1,
      unchanged: 0,
      deleted: 0,
    });
    expect((await partsOf(company)).map((part) => [part.part_number, part.price])).toEqual([
      ['OLD1', '5.00'],
      ['R1', '10.00'],
      ['R2', '20.00'],
    ]);
  });

  it('replace makes the file the whole inventory', async () => {
    const company = await newCompany();
    await buildPart(orm, company, 'OLD1', { price: 5 });
    await buildPart(orm, company, 'R1', { condition: 'USED', price: 5 });
    const report = await run(company, file, { mode: 'replace' });
    expect(report).toMatchObject({ mode: 'replace', inserted: 2, updated: 0, deleted: 2 });
    expect((await partsOf(company)).map((part) => `${part.part_number} ${part.condition}`)).toEqual([
      'R1 REF',
      'R2 NEW',
    ]);
  });

  it('replace keeps the parts whose lines were rejected instead of deleting them', async () => {
    const company = await newCompany();
    await buildPart(orm, company, 'KEEP1', { condition: 'REF', price: 7 });
    await buildPart(orm, company, 'KEEP2', { condition: 'NEW', price: 8 });
    await buildPart(orm, company, 'KEEP2', { condition: 'USED', price: 9 });
    await buildPart(orm, company, 'GONE1', { condition: 'REF', price: 5 });
    await buildPart(orm, company, 'KEEP3', { condition: 'NEW', price: 6 });
    const report = await run(
      company,
      `${HEADER}R1,HPE,Disk,1,REF,10\n` +
        // a bad price: this condition of KEEP1 stays
        `KEEP-1,HPE,Disk,1,REF,ten euros\n` +
        // an unreadable condition: every condition of KEEP2 stays
        `KEEP2,Dell,Memory,1,mint,20\n` +
        // the same part number in another condition names another part: KEEP3 NEW is not kept by it
        `KEEP3,Dell,Memory,x,USED,20\n`,
      { mode: 'replace' },
    );
    expect(report).toMatchObject({ inserted: 1, deleted: 2, kept: 3, rejected: 3 });
    expect(
      (await partsOf(company)).map((part) => `${part.part_number} ${part.condition} ${part.price}`),
    ).toEqual(['KEEP1 REF 7.00', 'KEEP2 NEW 8.00', 'KEEP2 USED 9.00', 'R1 REF 10.00']);
  });

  it('merge never deletes, so rejected lines keep nothing extra', async () => {
    const company = await newCompany();
    await buildPart(orm, company, 'KEEP1', { condition: 'REF', price: 7 });
    const report = await run(company, `${HEADER}R1,HPE,Disk,1,REF,10\nKEEP1,HPE,Disk,1,REF,?\n`, {
      mode: 'merge',
    });
    expect(report).toMatchObject({ inserted: 1, deleted: 0, kept: 0, rejected: 1 });
    expect(await partsOf(company)).toHaveLength(2);
  });

  it('the same file twice changes nothing the second time: no write, no updated_at, no outbox row', async () => {
    const company = await newCompany();
    const first = await run(company, file, { mode: 'replace' });
    expect(first).toMatchObject({ inserted: 2 });
    // A small change names its parts, each once.
    expect((await outboxOf(company)).map((row) => row.doc_type)).toEqual(['part', 'part']);
    await clearOutbox(company);
    const before = await partsOf(company);
    const xmin = await sql.rows(`select xmin::text from inventory_part where company_id = $1 order by id`, [
      company,
    ]);
    for (const mode of ['replace', 'merge'] as const) {
      const again = await run(company, file, { mode });
      expect(again).toMatchObject({
        rows: 2,
        inserted: 0,
        updated: 0,
        unchanged: 2,
        deleted: 0,
        rejected: 0,
      });
    }
    expect(await partsOf(company)).toEqual(before);
    expect(
      await sql.rows(`select xmin::text from inventory_part where company_id = $1 order by id`, [company]),
    ).toEqual(xmin);
    expect(await outboxOf(company)).toEqual([]);
  });

  it('a dry run counts what would change and changes nothing', async () => {
    const company = await newCompany();
    await buildPart(orm, company, 'OLD1', { price: 5 });
    await clearOutbox(company);
    const report = await run(company, file, { mode: 'replace', dryRun: true });
    expect(report).toMatchObject({ dryRun: true, inserted: 2, deleted: 1 });
    expect((await partsOf(company)).map((part) => part.part_number)).toEqual(['OLD1']);
    expect(await outboxOf(company)).toEqual([]);
  });

  it('others see the old inventory until the import commits', async () => {
    const company = await newCompany();
    await buildPart(orm, company, 'OLD1', { price: 5 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reading!: () => void;
    const started = new Promise<void>((resolve) => (reading = resolve));
    async function* file() {
      yield Buffer.from(`${HEADER}N1,HPE,Disk,1,REF,10\n`);
      reading();
      await gate;
      yield Buffer.from('N2,HPE,Disk,1,REF,10\n');
    }
    const importing = importInventory(file(), {
      databaseUrl: databaseUrl(),
      companyId: company,
      mode: 'replace',
    });
    await started;
    await sql.waitForAdvisoryLock(ADVISORY_LOCKS.inventoryImport, company);
    expect((await partsOf(company)).map((part) => part.part_number)).toEqual(['OLD1']);
    release();
    expect(await importing).toMatchObject({ inserted: 2, deleted: 1 });
    expect((await partsOf(company)).map((part) => part.part_number)).toEqual(['N1', 'N2']);
  });
});

describe('importInventory: the editor meanwhile', () => {
  it('fails without a change when one of its parts is added while it merges', async () => {
    const company = await newCompany();
    await buildPart(orm, company, 'OLD1');
    const editor = await TestSql.connect();
    await editor.rows('begin');
    await editor.rows(
      `insert into inventory_part (company_id, part_number, manufacturer, description, condition)
       values ($1, 'C2', 'HPE', 'Server part', 'REF')`,
      [company],
    );
    let merging!: () => void;
    const atMerge = new Promise<void>((resolve) => (merging = resolve));
    // Handled from the start: the import may fail while the editor's connection is still closing.
    const failed = failure(
      run(company, `${HEADER}C1,HPE,Disk,1,REF,1\nC2,HPE,Disk,1,REF,1\n`, {
        mode: 'replace',
        onProgress: (progress) => progress.phase === 'merging' && merging(),
      }),
    );
    await atMerge;
    // The import's insert now waits for the editor's uncommitted row.
    await sql.waitUntilBlockedBy(await editor.pid());
    await editor.rows('commit');
    await editor.end();
    const error = await failed;
    expect(error.message).toBe('Parts were added meanwhile: please import the file again.');
    expect((await partsOf(company)).map((part) => part.part_number)).toEqual(['C2', 'OLD1']);
  });
});

describe('the outbox bulk switch (Migration20261122040000OutboxBulk)', () => {
  it('names the company, not its parts, when more than 50,000 parts change at once', async () => {
    const company = await newCompany();
    const rows = Array.from({ length: 50_001 }, (_, index) => `MANY${index},HPE,Disk,1,REF,1\n`).join('');
    expect(await run(company, `${HEADER}${rows}`)).toMatchObject({ inserted: 50_001 });
    expect(await outboxOf(company)).toEqual([{ doc_type: 'company', doc_id: String(company) }]);
  });

  it('silences the part triggers for the transaction that sets it', async () => {
    const company = await newCompany();
    await sql.rows('begin');
    await sql.rows(`set local tbs.outbox_bulk = 'on'`);
    await sql.rows(
      `insert into inventory_part (company_id, part_number, manufacturer, description, condition)
       values ($1, 'BULK1', 'HPE', 'Server part', 'REF')`,
      [company],
    );
    await sql.rows(`update inventory_part set price = 2 where company_id = $1`, [company]);
    expect(await outboxOf(company)).toEqual([]);
    await sql.rows('commit');
    await buildPart(orm, company, 'ONE1');
    expect((await outboxOf(company)).map((row) => row.doc_type)).toEqual(['part']);
  });

  it('lets a role that may not skip triggers import too (foreign keys checked, triggers silenced)', async () => {
    await sql.rows(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = 'tbs_import_test') then create role tbs_import_test login; end if;
    end $$`);
    await sql.rows(`grant select, insert, update, delete on all tables in schema public to tbs_import_test`);
    await sql.rows(`grant usage on all sequences in schema public to tbs_import_test`);
    const company = await newCompany();
    const oldId = await buildPart(orm, company, 'OLD1');
    await clearOutbox(company);
    const url = new URL(databaseUrl());
    url.username = 'tbs_import_test';
    const report = await importInventory(Readable.from([Buffer.from(`${HEADER}P1,HPE,Disk,1,REF,1\n`)]), {
      databaseUrl: url.toString(),
      companyId: company,
      mode: 'replace',
    });
    expect(report).toMatchObject({ inserted: 1, deleted: 1 });
    // Each changed part is named once, by the import: the per-part triggers stood aside.
    const [inserted] = await sql.rows<{ id: string }>(
      `select id from inventory_part where company_id = $1 and part_number = 'P1'`,
      [company],
    );
    const named = await sql.rows<{ doc_id: string }>(
      `select doc_id from index_outbox where doc_type = 'part' and doc_id = any($1::bigint[]) order by doc_id`,
      [[oldId, inserted!.id]],
    );
    expect(named.map((row) => Number(row.doc_id))).toEqual(
      [oldId, Number(inserted!.id)].sort((a, b) => a - b),
    );
  });
});
