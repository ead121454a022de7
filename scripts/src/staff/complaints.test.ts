import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM } from '@tbs/db';
import { buildCompany, buildContact, uniqueToken, yearsAgo } from '@tbs/db/test/factories';
import { TestSql } from '@tbs/db/test/sql';
import { runStaffCommand, testStaffServices } from './runStaff.ts';

let orm: MikroORM;
let sql: TestSql;
let folder: string;
const T = uniqueToken();
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
  sql = await TestSql.connect();
  folder = await mkdtemp(join(tmpdir(), 'complaints-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await sql.client.end();
  await orm.close(true);
});

/** Runs `npm run staff -- complaint <args>`. */
const staff = (...args: string[]) =>
  runStaffCommand(['complaint', ...args], testStaffServices({ client: sql.client, orm }));

/** An open complaint against a new Gold company, with its two files; its id and the company's. */
async function openComplaint(): Promise<{ id: number; companyId: number }> {
  const company = await buildCompany(orm, { name: `Against ${T}`, memberSince: yearsAgo(11) });
  const filer = await buildContact(orm, { name: `Filer ${T}` });
  const [complaint] = await sql.rows<{ id: number }>(
    `insert into complaint (company_id, filed_by_id, title, transaction_date, body, resolution)
     values ($1, $2, $3, '2026-01-05', 'C-grade instead of A', 'Refund') returning id`,
    [company.id, filer.contact.id, `Wrong grade ${T}`],
  );
  await sql.rows(
    `insert into complaint_file (complaint_id, kind, file_name, mime_type, size, content)
     values ($1, 'po', '../po order.pdf', 'application/pdf', $2, $3), ($1, 'invoice', 'invoice.pdf', 'application/pdf', $2, $3)`,
    [complaint!.id, PDF.length, PDF],
  );
  return { id: complaint!.id, companyId: company.id };
}

describe('npm run staff -- complaint', () => {
  it('lists open complaints, shows one and saves its files, then solves it and the tier comes back', async () => {
    const { id, companyId } = await openComplaint();
    const list = await staff('list');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`#${id} `);
    expect(list.stdout).toContain(`against Against ${T} (${companyId})`);

    const show = await staff('show', String(id), '--out', folder);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(`Filed by: Filer ${T}`);
    expect(show.stdout).toContain('Transaction date: 05/01/2026');
    // The member's name is kept only as letters, digits, dots and dashes: no way out of the folder.
    const saved = join(folder, `complaint-${id}-po-_po_order.pdf`);
    expect((await readFile(saved)).equals(PDF)).toBe(true);
    const again = await staff('show', String(id), '--out', folder);
    expect([again.code, again.stderr]).toEqual([1, expect.stringContaining('exists already')]);

    const before = await sql.rows<{ n: string }>(
      `select count(*) as n from index_outbox where doc_type = 'company' and doc_id = $1`,
      [companyId],
    );
    const solve = await staff('solve', String(id));
    expect(solve.code).toBe(0);
    expect(solve.stdout).toContain('its tier is back everywhere');
    const [row] = await sql.rows<{ status: string; closed: boolean }>(
      'select status, closed_at is not null as closed from complaint where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'solved', closed: true });
    const after = await sql.rows<{ n: string }>(
      `select count(*) as n from index_outbox where doc_type = 'company' and doc_id = $1`,
      [companyId],
    );
    expect(Number(after[0]!.n)).toBeGreaterThan(Number(before[0]!.n));
    expect((await staff('list')).stdout).not.toContain(`#${id} `);

    const twice = await staff('reject', String(id));
    expect([twice.code, twice.stderr.trim()]).toEqual([1, `Complaint #${id} is not open (it is solved).`]);
  });

  it('rejects a complaint, and explains mistakes', async () => {
    const { id } = await openComplaint();
    expect((await staff('reject', String(id))).stdout).toContain(`Complaint #${id} rejected.`);
    expect((await staff('solve', '2000000000')).stderr).toContain('No complaint with id 2000000000.');
    const wrong = await staff('close', '1');
    expect([wrong.code, wrong.stderr]).toEqual([
      1,
      expect.stringContaining("Unknown complaint command 'close'"),
    ]);
    expect((await staff('solve')).stderr).toContain('Give the complaint id');
  });
});
