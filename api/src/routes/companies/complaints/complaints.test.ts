import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffContact } from '@tbs/db';
import {
  buildBroadcast,
  buildCompany,
  buildContact,
  buildPart,
  uniqueToken,
  yearsAgo,
  type BuiltContact,
  type TestCompany,
  TestSql,
} from '@tbs/db/testing';
import { enqueueMail, MailOutbox } from '@tbs/contracts';
import { decideComplaint, type ComplaintAction } from '../../../commands/complaintDecisions.ts';
import { clientIp, startTestServer, type TestServer } from '../../../test/server.ts';
import { docxBomb, docxOf } from '../../../test/zipFiles.ts';

let server: TestServer;
let sql: TestSql;
const T = uniqueToken();
const STAFF_EMAIL = `complaints-${T.toLowerCase()}@staff.example.com`;
let target: TestCompany;
let member: BuiltContact;
let memberToken: string;

/** A tiny but real PDF, JPEG and PNG: file-type knows them by their first bytes. */
const PDF = Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows executable (MZ header, PE signature): what a renamed .exe looks like. */
const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

interface ComplaintAnswer {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: { msg: string; complaintId: number };
}

interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
}

const today = new Date();
const dayMonthYear = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

/** A complaint form: every field and both files unless left out or replaced. */
function complaintForm(
  fields: Record<string, string | undefined> = {},
  files: Record<string, Part | undefined> = {},
): FormData {
  const form = new FormData();
  const values: Record<string, string | undefined> = {
    complaintTitle: `Wrong grade delivered ${T}`,
    transactionDate: '03/02/2026',
    body: `We ordered A-grade laptops and received C-grade ones. ${T}`,
    resolution: 'Take the goods back and refund the order.',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value);
  const parts: Record<string, Part | undefined> = {
    po: { name: 'po.pdf', bytes: PDF, type: 'application/pdf' },
    invoice: { name: 'invoice.png', bytes: PNG, type: 'image/png' },
    ...files,
  };
  for (const [name, part] of Object.entries(parts)) {
    if (part)
      form.append(name, new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }), part.name);
  }
  return form;
}

async function fileComplaint(
  companyId: number | string,
  token: string | undefined,
  form: FormData = complaintForm(),
): Promise<{ status: number; body: ComplaintAnswer }> {
  const response = await fetch(`${server.url}/api/companies/${companyId}/actions/logComplaint`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...clientIp(),
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ComplaintAnswer };
}

const companyTier = async (companyId: number, token: string) =>
  (
    await server.request<{ company: { isTrusted: number; isGold: number; isDiamond: number } }>(
      'GET',
      `/api/companies/${companyId}`,
      { token },
    )
  ).body.company;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { RATE_LIMIT_COMPLAINT: 1000 } });
  sql = await TestSql.connect();
  // The operator's inbox: the test environment configures no SUPPORT_EMAIL, so the first staff contact.
  await sql.rows(
    `insert into staff_contact (name, position, tel, email, sort_order) values ($1, 'Support', '+31 20 000 00 00', $2, -1000000)`,
    [`Support ${T}`, STAFF_EMAIL],
  );
  target = await buildCompany(server.orm, { name: `Seller ${T}`, memberSince: yearsAgo(12) });
  member = await buildContact(server.orm, { name: `Buyer ${T}` });
  memberToken = await server.signIn(member);
});
afterAll(async () => {
  await server.orm.em.fork().nativeDelete(StaffContact, { email: STAFF_EMAIL });
  await sql.end();
  await server.close();
});

describe('POST /api/companies/:id/actions/logComplaint', () => {
  it('stores the complaint and both files with the detected type, and mails staff the details', async () => {
    const answer = await fileComplaint(target.id, memberToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 200,
      payload: { msg: 'Complaint was succesfully sent.', complaintId: expect.any(Number) },
    });
    const id = answer.body.payload!.complaintId;
    const [complaint] = await sql.rows<Record<string, unknown>>(
      `select company_id, filed_by_id, title, to_char(transaction_date, 'YYYY-MM-DD') as date, body, resolution, status
         from complaint where id = $1`,
      [id],
    );
    expect(complaint).toEqual({
      company_id: target.id,
      filed_by_id: member.contact.id,
      title: `Wrong grade delivered ${T}`,
      date: '2026-02-03',
      body: `We ordered A-grade laptops and received C-grade ones. ${T}`,
      resolution: 'Take the goods back and refund the order.',
      status: 'pending',
    });
    const files = await sql.rows<{
      kind: string;
      file_name: string;
      mime_type: string;
      size: number;
      content: Buffer;
    }>(
      'select kind, file_name, mime_type, size, content from complaint_file where complaint_id = $1 order by kind',
      [id],
    );
    expect(
      files.map(({ content, ...file }) => ({
        ...file,
        same: content.equals(file.kind === 'po' ? PDF : PNG),
      })),
    ).toEqual([
      { kind: 'invoice', file_name: 'invoice.png', mime_type: 'image/png', size: PNG.length, same: true },
      { kind: 'po', file_name: 'po.pdf', mime_type: 'application/pdf', size: PDF.length, same: true },
    ]);

    await server.deliverMail();
    const mails = await sql.rows<{ to: string; subject: string; text: string }>(
      `select "to", subject, text from mail_message where subject like $1`,
      [`Complaint #${id} %`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(STAFF_EMAIL);
    expect(mails[0]!.subject).toBe(`Complaint #${id} against Seller ${T}: Wrong grade delivered ${T}`);
    expect(mails[0]!.text).toContain(`Filed by: Buyer ${T} <${member.email}>`);
    expect(mails[0]!.text).toContain('Transaction date: 03/02/2026');
    expect(mails[0]!.text).toContain('Take the goods back and refund the order.');
    expect(mails[0]!.text).toContain('Purchase order: po.pdf (application/pdf');
    expect(mails[0]!.text).toContain(`npm run staff -- complaint show ${id}`);
  });

  it('keeps the type the bytes say, not the name or the type the client claims', async () => {
    const answer = await fileComplaint(
      target.id,
      memberToken,
      complaintForm({}, { invoice: { name: 'scan.pdf', bytes: PNG, type: 'application/pdf' } }),
    );
    expect(answer.status).toBe(200);
    const [file] = await sql.rows<{ file_name: string; mime_type: string }>(
      `select file_name, mime_type from complaint_file where complaint_id = $1 and kind = 'invoice'`,
      [answer.body.payload!.complaintId],
    );
    expect(file).toEqual({ file_name: 'scan.pdf.png', mime_type: 'image/png' });
  });

  it('is for members: visitors 401, service-only members may file too', async () => {
    const visitor = await fileComplaint(target.id, undefined);
    expect([visitor.status, visitor.body.msg]).toEqual([401, 'Please sign in']);
    const serviceOnly = await buildContact(server.orm, {
      company: await buildCompany(server.orm, { isServiceOnly: true }),
    });
    const answer = await fileComplaint(target.id, await server.signIn(serviceOnly));
    expect(answer.status).toBe(200);
  });

  it('refuses a complaint against your own company, and unknown or inactive companies', async () => {
    const own = await fileComplaint(member.company.id, memberToken);
    expect([own.status, own.body.msg]).toEqual([
      403,
      'You cannot file a complaint against your own company.',
    ]);
    const owner = await buildContact(server.orm, { company: target, isOwner: true });
    const byOwner = await fileComplaint(target.id, await server.signIn(owner));
    expect(byOwner.status).toBe(403);
    const inactive = await buildCompany(server.orm, { isActive: false });
    for (const id of [inactive.id, 2_000_000_000, 'abc']) {
      const answer = await fileComplaint(id, memberToken);
      expect([answer.status, answer.body.msg]).toEqual([404, 'Company not found.']);
    }
    const [counted] = await sql.rows<{ count: string }>(
      'select count(*) from complaint where company_id = any($1)',
      [[member.company.id, inactive.id]],
    );
    expect(Number(counted!.count)).toBe(0);
  });

  it('requires every field and both files, each named', async () => {
    for (const field of ['complaintTitle', 'transactionDate', 'body', 'resolution']) {
      const answer = await fileComplaint(target.id, memberToken, complaintForm({ [field]: undefined }));
      expect([answer.status, answer.body.errors]).toEqual([
        400,
        [{ param: field, msg: 'This field is required' }],
      ]);
      const blank = await fileComplaint(target.id, memberToken, complaintForm({ [field]: '   ' }));
      expect(blank.body.errors?.[0]?.param).toBe(field);
    }
    for (const file of ['po', 'invoice']) {
      const answer = await fileComplaint(target.id, memberToken, complaintForm({}, { [file]: undefined }));
      expect([answer.status, answer.body.errors]).toEqual([
        400,
        [{ param: file, msg: 'This field is required' }],
      ]);
    }
    const empty = await fileComplaint(
      target.id,
      memberToken,
      complaintForm({}, { po: { name: 'po.pdf', bytes: Buffer.alloc(0) } }),
    );
    expect(empty.body.errors).toEqual([{ param: 'po', msg: 'The file is empty' }]);
  });

  it('takes the date as dd/mm/yyyy, a real date and not in the future', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const cases: [string, string][] = [
      ['2026-02-03', 'Please enter the date as dd/mm/yyyy'],
      ['31/02/2026', 'Please enter the date as dd/mm/yyyy'],
      ['3/13/2026', 'Please enter the date as dd/mm/yyyy'],
      [dayMonthYear(tomorrow), 'The transaction date cannot be in the future'],
    ];
    for (const [date, msg] of cases) {
      const answer = await fileComplaint(target.id, memberToken, complaintForm({ transactionDate: date }));
      expect([date, answer.status, answer.body.errors]).toEqual([
        date,
        400,
        [{ param: 'transactionDate', msg }],
      ]);
    }
    const todays = await fileComplaint(
      target.id,
      memberToken,
      complaintForm({ transactionDate: dayMonthYear(today) }),
    );
    expect(todays.status).toBe(200);
  });

  it('refuses a renamed executable, a file past 10 MB and unexpected fields or files, storing nothing', async () => {
    const before = await sql.rows<{ count: string }>('select count(*) from complaint where company_id = $1', [
      target.id,
    ]);
    const exe = await fileComplaint(
      target.id,
      memberToken,
      complaintForm({}, { po: { name: 'order.pdf', bytes: EXE, type: 'application/pdf' } }),
    );
    expect([exe.status, exe.body.errors]).toEqual([
      400,
      [{ param: 'po', msg: 'Please upload a PDF, JPEG, PNG, Word (.docx) or Excel (.xlsx) file' }],
    ]);
    const text = await fileComplaint(
      target.id,
      memberToken,
      complaintForm(
        {},
        { invoice: { name: 'invoice.pdf', bytes: Buffer.from('just some text, no document') } },
      ),
    );
    expect(text.body.errors?.[0]?.param).toBe('invoice');

    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const oversized = await fileComplaint(
      target.id,
      memberToken,
      complaintForm({}, { invoice: { name: 'big.pdf', bytes: big, type: 'application/pdf' } }),
    );
    expect([oversized.status, oversized.body.msg]).toEqual([413, 'The file is larger than 10 MB.']);

    const extraFile = complaintForm();
    extraFile.append('other', new Blob([PDF]), 'other.pdf');
    const withExtraFile = await fileComplaint(target.id, memberToken, extraFile);
    expect([withExtraFile.status, withExtraFile.body.errors?.[0]?.param]).toEqual([400, 'other']);

    const twoPos = complaintForm();
    twoPos.append('po', new Blob([PDF]), 'second.pdf');
    expect((await fileComplaint(target.id, memberToken, twoPos)).status).toBe(400);

    const extraField = complaintForm({ status: 'solved' });
    expect((await fileComplaint(target.id, memberToken, extraField)).status).toBe(400);

    const after = await sql.rows<{ count: string }>('select count(*) from complaint where company_id = $1', [
      target.id,
    ]);
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it('refuses a zip bomb passing as DOCX and a PDF/HTML polyglot, storing nothing', async () => {
    const before = await sql.rows<{ count: string }>('select count(*) from complaint where company_id = $1', [
      target.id,
    ]);
    const bomb = await fileComplaint(
      target.id,
      memberToken,
      complaintForm({}, { po: { name: 'order.docx', bytes: docxBomb(300) } }),
    );
    expect([bomb.status, bomb.body.errors]).toEqual([
      400,
      [
        {
          param: 'po',
          msg: 'This Office file unpacks to more than 50 MB or has more than 1,000 parts; please send it as PDF',
        },
      ],
    ]);
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n');
    const html = await fileComplaint(
      target.id,
      memberToken,
      complaintForm({}, { invoice: { name: 'invoice.pdf', bytes: polyglot, type: 'application/pdf' } }),
    );
    expect([html.status, html.body.errors?.[0]]).toEqual([
      400,
      {
        param: 'invoice',
        msg: 'This file contains web page code (HTML or script); please send a plain PDF, JPEG, PNG, DOCX or XLSX',
      },
    ]);
    const docx = await fileComplaint(
      target.id,
      memberToken,
      complaintForm({}, { po: { name: 'order.docx', bytes: docxOf() } }),
    );
    expect(docx.status).toBe(200);
    const after = await sql.rows<{ count: string }>('select count(*) from complaint where company_id = $1', [
      target.id,
    ]);
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count) + 1);
  });

  it('takes no tier away until staff accept the complaint; accepted it withholds the tier everywhere until solved, rejected never', async () => {
    const seller = await buildCompany(server.orm, { name: `Gold seller ${T}`, memberSince: yearsAgo(11) });
    const sellerContact = await buildContact(server.orm, { company: seller, isOwner: true });
    const partNumber = `${T}GOLD1`;
    await buildPart(server.orm, seller, partNumber);
    const broadcastId = await buildBroadcast(server.orm, {
      id: sellerContact.contact.id,
      company: seller.id,
    });
    await server.indexOutbox();
    const flags = (company: Record<string, unknown> | undefined) => ({
      isTrusted: company?.isTrusted,
      isGold: company?.isGold,
      isDiamond: company?.isDiamond,
    });
    /** The seller's tier as each place shows it: body, parts search, directory, gold list, broadcast, favorites. */
    const tiers = async () => {
      await server.indexOutbox();
      const get = async <B>(path: string) =>
        (await server.request<B>('GET', path, { token: memberToken })).body;
      const parts = await get<{ payload: { results: { company: Record<string, unknown> }[] } }>(
        `/api/parts?query=${partNumber}`,
      );
      const directory = await get<{ payload: { results: Record<string, unknown>[] } }>(
        `/api/companies?query=${encodeURIComponent(`Gold seller ${T}`)}`,
      );
      const goldList = await get<{ payload: { results: { id: number }[] } }>('/api/companies/goldMembers');
      const broadcast = await get<{ result: { company: Record<string, unknown> } }>(
        `/api/broadcasts/${broadcastId}`,
      );
      const favorites = await get<{ payload: { results: Record<string, unknown>[] } }>(
        '/api/companies/favoriteMembers',
      );
      return {
        body: flags((await companyTier(seller.id, memberToken)) as unknown as Record<string, unknown>),
        parts: flags(parts.payload.results[0]?.company),
        directory: flags(directory.payload.results.find((row) => row.id === seller.id)),
        goldList: goldList.payload.results.some((row) => row.id === seller.id),
        broadcast: flags(broadcast.result.company),
        favorites: flags(favorites.payload.results.find((row) => row.id === seller.id)),
      };
    };
    const favorite = await server.request('POST', '/api/companies/actions/setCompanyAsFavorite', {
      token: memberToken,
      body: { companyId: seller.id, action: 1 },
    });
    expect(favorite.status).toBe(200);
    const gold = { isTrusted: 0, isGold: 1, isDiamond: 0 };
    const regular = { isTrusted: 0, isGold: 0, isDiamond: 0 };
    const everywhere = (tier: typeof gold) => ({
      body: tier,
      parts: tier,
      directory: tier,
      goldList: tier === gold,
      broadcast: tier,
      favorites: tier,
    });
    expect(await tiers()).toEqual(everywhere(gold));

    /** What `npm run staff -- complaint accept|reject|solve <id>` does (scripts/src/staff/complaints.ts). */
    const staffDecide = async (complaintId: number, action: ComplaintAction) => {
      const decision = await decideComplaint(server.orm.em.fork(), {
        complaintId,
        action,
        decidedBy: 'staff:test',
      });
      for (const mail of decision.mails) await enqueueMail(new MailOutbox(server.orm, 'outbox'), mail);
    };

    // One member's complaint, even two, change nothing until staff have reviewed them.
    const first = await fileComplaint(seller.id, memberToken);
    const second = await fileComplaint(seller.id, memberToken);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await tiers()).toEqual(everywhere(gold));

    // Rejected: never had an effect.
    await staffDecide(second.body.payload!.complaintId, 'reject');
    expect(await tiers()).toEqual(everywhere(gold));

    // Accepted: its update queued the company's search documents (the outbox trigger), the tier is gone.
    await staffDecide(first.body.payload!.complaintId, 'accept');
    expect(await tiers()).toEqual(everywhere(regular));

    await staffDecide(first.body.payload!.complaintId, 'solve');
    expect(await tiers()).toEqual(everywhere(gold));

    // The member who filed and the company's owner were told of each decision.
    await server.deliverMail();
    const subjects = async (to: string) =>
      (
        await sql.rows<{ subject: string }>('select subject from mail_message where "to" = $1 order by id', [
          to,
        ])
      ).map((mail) => mail.subject);
    expect(await subjects(sellerContact.email)).toEqual([
      `A complaint against Gold seller ${T} was rejected by TBS staff`,
      `A complaint against Gold seller ${T} was accepted by TBS staff`,
    ]);
    const filerSubjects = await subjects(member.email);
    expect(filerSubjects).toContain(
      `Your complaint #${second.body.payload!.complaintId} against Gold seller ${T} was rejected`,
    );
    expect(filerSubjects).toContain(
      `Your complaint #${first.body.payload!.complaintId} against Gold seller ${T} was accepted`,
    );
  });

  it('never serves the files: no route answers with them', async () => {
    const answer = await fileComplaint(target.id, memberToken);
    const id = answer.body.payload!.complaintId;
    for (const path of [
      `/api/companies/${target.id}/complaints`,
      `/api/complaints/${id}`,
      `/api/complaints/${id}/files/po`,
    ]) {
      const other = await server.request('GET', path, { token: memberToken });
      expect(other.status).toBe(404);
    }
    const body = await server.request('GET', `/api/companies/${target.id}`, { token: memberToken });
    expect(JSON.stringify(body.body)).not.toContain('po.pdf');
  });
});

describe('complaint rate limit', () => {
  it('limits complaints per contact (429 with the wait)', async () => {
    const limited = await startTestServer({ rateLimits: { RATE_LIMIT_COMPLAINT: 2 } });
    try {
      const contact = await buildContact(limited.orm);
      const token = await limited.signIn(contact);
      const send = () =>
        fetch(`${limited.url}/api/companies/${target.id}/actions/logComplaint`, {
          method: 'POST',
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          body: complaintForm(),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(((await third.json()) as { msg: string }).msg).toMatch(/^Too many complaints\. Please wait/);
    } finally {
      await limited.close();
    }
  });
});
