import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initORM, tierRankSql } from '@tbs/db';
import {
  buildCompany,
  buildContact,
  uniqueToken,
  yearsAgo,
  type BuiltContact,
  type TestCompany,
  TestSql,
} from '@tbs/db/testing';
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

/** Runs `npm run staff -- complaint <args>` in this process. */
const staff = (...args: string[]) =>
  runStaffCommand(['complaint', ...args], testStaffServices({ client: sql.client, orm }));

interface Parties {
  company: TestCompany;
  owner: BuiltContact;
  filer: BuiltContact;
}

/** A Gold company (11 years) with its owner, and a member of another company who complains about it. */
async function parties(name = `Against ${T}`): Promise<Parties> {
  const company = await buildCompany(orm, { name, memberSince: yearsAgo(11) });
  const owner = await buildContact(orm, { company, isOwner: true, name: `Owner ${T}` });
  const filer = await buildContact(orm, { name: `Filer ${T}` });
  return { company, owner, filer };
}

/** A complaint as the api files it (pending review), with its two files; its id. */
async function fileComplaint(
  { company, filer }: Pick<Parties, 'company' | 'filer'>,
  fields: { title?: string; body?: string; daysAgo?: number } = {},
): Promise<number> {
  const [complaint] = await sql.rows<{ id: number }>(
    `insert into complaint (company_id, filed_by_id, title, transaction_date, body, resolution, created_at)
     values ($1, $2, $3, '2026-01-05', $4, 'Refund', now() - make_interval(days => $5)) returning id`,
    [
      company.id,
      filer.contact.id,
      fields.title ?? `Wrong grade ${T}`,
      fields.body ?? 'C-grade instead of A',
      fields.daysAgo ?? 0,
    ],
  );
  await sql.rows(
    `insert into complaint_file (complaint_id, kind, file_name, mime_type, size, content)
     values ($1, 'po', '../po order.pdf', 'application/pdf', $2, $3), ($1, 'invoice', 'invoice.pdf', 'application/pdf', $2, $3)`,
    [complaint!.id, PDF.length, PDF],
  );
  return complaint!.id;
}

/** The company's tier rank as the search index, the tier lists and the analytics compute it (2 = Gold). */
const tierRank = async (companyId: number) =>
  (
    await sql.rows<{ rank: number }>(
      `select ${tierRankSql({ memberSince: 'c.member_since', companyId: 'c.id' })} as rank from company c where c.id = $1`,
      [companyId],
    )
  )[0]!.rank;

const queuedDocuments = async (companyId: number) =>
  Number(
    (
      await sql.rows<{ n: string }>(
        `select count(*) as n from index_outbox where doc_type = 'company' and doc_id = $1`,
        [companyId],
      )
    )[0]!.n,
  );

/** The mails written to the outbox for this address, oldest first. */
const mailsTo = (to: string) =>
  sql.rows<{ subject: string; text: string; status: string }>(
    'select subject, text, status from mail_message where "to" = $1 order by id',
    [to],
  );

describe('npm run staff -- complaint', () => {
  it('lists a new complaint as pending without effect; accepting withholds the tier and mails both parties, solving gives it back', async () => {
    const people = await parties();
    const { company, owner, filer } = people;
    const id = await fileComplaint(people);
    expect(await tierRank(company.id)).toBe(2);

    const list = await staff('list');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^Pending review \(\d+\)/);
    expect(list.stdout).toContain(`#${id} `);
    expect(list.stdout).toContain(`against Against ${T} (${company.id})`);

    const show = await staff('show', String(id), '--out', folder);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(`Complaint #${id} (pending review), filed`);
    expect(show.stdout).toContain(`Filed by: Filer ${T}`);
    expect(show.stdout).toContain('Transaction date: 05/01/2026');
    // The member's name is kept only as letters, digits, dots and dashes: no way out of the folder.
    const saved = join(folder, `complaint-${id}-po-_po_order.pdf`);
    expect((await readFile(saved)).equals(PDF)).toBe(true);
    const again = await staff('show', String(id), '--out', folder);
    expect([again.code, again.stderr]).toEqual([1, expect.stringContaining('exists already')]);

    const early = await staff('solve', String(id));
    expect([early.code, early.stderr.trim()]).toEqual([
      1,
      `Complaint #${id} is pending review: only an accepted complaint can be solved.`,
    ]);

    const queued = await queuedDocuments(company.id);
    const accept = await staff('accept', String(id));
    expect(accept.stderr).toBe('');
    expect(accept.stdout.trim()).toBe(
      `Complaint #${id} accepted. Against ${T} shows no Trusted/Gold/Diamond tier until the complaint is solved or rejected. Mailed ${filer.email} and ${owner.email}.`,
    );
    expect(await tierRank(company.id)).toBe(0);
    // The update queued the company's search documents in the same transaction (the outbox trigger).
    expect(await queuedDocuments(company.id)).toBeGreaterThan(queued);
    const [reviewed] = await sql.rows<{
      status: string;
      reviewed_by: string;
      reviewed: boolean;
      closed: boolean;
    }>(
      `select status, reviewed_by, reviewed_at is not null as reviewed, closed_at is not null as closed
         from complaint where id = $1`,
      [id],
    );
    expect(reviewed).toEqual({ status: 'open', reviewed_by: 'staff:test', reviewed: true, closed: false });
    const [filerMail] = await mailsTo(filer.email);
    expect(filerMail).toMatchObject({
      subject: `Your complaint #${id} against Against ${T} was accepted`,
      status: 'pending',
    });
    expect(filerMail!.text).toContain(`Hello Filer ${T},`);
    expect(filerMail!.text).toContain(`Against ${T} shows no Trusted, Gold or Diamond badge`);
    const [ownerMail] = await mailsTo(owner.email);
    expect(ownerMail!.subject).toBe(`A complaint against Against ${T} was accepted by TBS staff`);
    expect(ownerMail!.text).toContain(`Wrong grade ${T}`);
    // The company learns what the complaint is about, not who filed it: staff mediate.
    expect(ownerMail!.text).not.toContain(`Filer ${T}`);
    expect(ownerMail!.text).not.toContain(filer.email);

    const accepted = (await staff('list')).stdout;
    expect(accepted.slice(accepted.indexOf('Accepted, unsolved'))).toContain(`#${id} `);
    expect((await staff('accept', String(id))).stderr.trim()).toBe(
      `Complaint #${id} is accepted (unsolved): only a complaint pending review can be accepted.`,
    );

    const solve = await staff('solve', String(id));
    expect(solve.code).toBe(0);
    expect(solve.stdout).toContain('has no accepted complaint left: its tier is back everywhere');
    expect(await tierRank(company.id)).toBe(2);
    const [row] = await sql.rows<{ status: string; closed: boolean }>(
      'select status, closed_at is not null as closed from complaint where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'solved', closed: true });
    expect((await staff('list')).stdout).not.toContain(`#${id} `);

    const twice = await staff('reject', String(id));
    expect([twice.code, twice.stderr.trim()]).toEqual([
      1,
      `Complaint #${id} is solved: only a complaint pending review or accepted can be rejected.`,
    ]);
  });

  it('rejects a pending complaint: the tier was never touched, the filer reads the reason', async () => {
    const people = await parties(`Rejected ${T}`);
    const id = await fileComplaint(people);
    const reject = await staff('reject', String(id), '--reason', 'The invoice states no grade.');
    expect(reject.code).toBe(0);
    expect(reject.stdout).toContain(
      `Complaint #${id} rejected. It never affected the tier of Rejected ${T}.`,
    );
    expect(await tierRank(people.company.id)).toBe(2);
    const [filerMail] = await mailsTo(people.filer.email);
    expect(filerMail!.subject).toBe(`Your complaint #${id} against Rejected ${T} was rejected`);
    expect(filerMail!.text).toContain('Reason: The invoice states no grade.');
    const [ownerMail] = await mailsTo(people.owner.email);
    expect(ownerMail!.subject).toBe(`A complaint against Rejected ${T} was rejected by TBS staff`);
    expect(ownerMail!.text).toContain('it has no effect on the membership tier');
    expect(ownerMail!.text).not.toContain('The invoice states no grade.');
    expect((await staff('accept', String(id))).stderr).toContain(
      `Complaint #${id} is rejected: only a complaint pending review can be accepted.`,
    );
  });

  it('rejects an accepted complaint that proved unfounded: the tier comes back', async () => {
    const people = await parties(`Unfounded ${T}`);
    const id = await fileComplaint(people);
    expect((await staff('accept', String(id))).code).toBe(0);
    expect(await tierRank(people.company.id)).toBe(0);
    const reject = await staff('reject', String(id));
    expect(reject.stdout).toContain(
      `Unfounded ${T} has no accepted complaint left: its tier is back everywhere.`,
    );
    expect(await tierRank(people.company.id)).toBe(2);
    const ownerMails = await mailsTo(people.owner.email);
    expect(ownerMails.map((mail) => mail.subject)).toEqual([
      `A complaint against Unfounded ${T} was accepted by TBS staff`,
      `A complaint against Unfounded ${T} was rejected by TBS staff`,
    ]);
    expect(ownerMails[1]!.text).toContain('it no longer withholds the Trusted, Gold or Diamond badge');
  });

  it('flags complaints of trial accounts and bursts against one company, and lists them first', async () => {
    const quiet = await parties(`Quiet ${T}`);
    const unflagged = await fileComplaint(quiet, { daysAgo: 2 });
    const burst = await parties(`Burst ${T}`);
    const old = await fileComplaint(burst, { daysAgo: 30 });
    const bursts = [
      await fileComplaint(burst, { daysAgo: 6 }),
      await fileComplaint({ company: burst.company, filer: await buildContact(orm) }, { daysAgo: 3 }),
      await fileComplaint({ company: burst.company, filer: await buildContact(orm) }),
    ];
    const trialCompany = await buildCompany(orm, { memberSince: null, freeTrialUntil: '2099-01-01' });
    const trial = await fileComplaint({
      company: (await parties(`Trialled ${T}`)).company,
      filer: await buildContact(orm, { company: trialCompany }),
    });

    const list = (await staff('list')).stdout.split('\n');
    const line = (id: number) => list.find((text) => text.startsWith(`#${id} `)) ?? '';
    for (const id of bursts)
      expect(line(id)).toContain('[burst: 3 complaints against the company within 7 days]');
    expect(line(trial)).toContain('[trial filer]');
    expect(line(old)).not.toContain('[');
    expect(line(unflagged)).not.toContain('[');
    const at = (id: number) => list.indexOf(line(id));
    for (const id of [...bursts, trial]) expect(at(id)).toBeLessThan(at(unflagged));
    expect(at(unflagged)).toBeGreaterThan(at(trial));
    // Like every pending complaint, flagged ones take no tier away.
    expect(await tierRank(burst.company.id)).toBe(2);

    const show = await staff('show', String(bursts[1]));
    expect(show.stdout).toContain('Flags: burst: 3 complaints against the company within 7 days');
  });

  it('prints what members typed with its line breaks kept indented, and controls and bidi overrides visible', async () => {
    const people = await parties(`Spoof\n#1  2026-01-01  against Trusted Co ${T}`);
    const id = await fileComplaint(people, {
      title: `Late \u202Eyreviled ${T}`,
      body: 'First line\r\nFiled by: Someone Else\u001b[2K\nAll fine.',
    });
    const list = await staff('list');
    expect(list.stdout).toContain(`against Spoof<U+000A>#1  2026-01-01  against Trusted Co ${T}`);
    expect(list.stdout).toContain(`: Late <U+202E>yreviled ${T}`);
    for (const hidden of ['\r', '\u202E', '\u001b']) expect(list.stdout).not.toContain(hidden);
    const show = await staff('show', String(id));
    expect(show.stdout).toContain(
      'Description:\n  First line\n  Filed by: Someone Else<U+001B>[2K\n  All fine.\n\nDesired resolution:\n  Refund',
    );
    expect(show.stdout.split('\n').filter((text) => text.startsWith('Filed by:'))).toHaveLength(1);
  });

  it('explains mistakes', async () => {
    expect((await staff('solve', '2000000000')).stderr).toContain('No complaint with id 2000000000.');
    const wrong = await staff('close', '1');
    expect([wrong.code, wrong.stderr]).toEqual([
      1,
      expect.stringContaining("Unknown complaint command 'close'"),
    ]);
    expect((await staff('solve')).stderr).toContain('Give the complaint id');
    expect((await staff('accept', '1', '--reason', 'x')).stderr).toContain('--reason goes with reject.');
  });
});
