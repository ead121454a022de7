import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffContact } from '@tbs/db';
import { uniqueToken, TestSql } from '@tbs/db/testing';
import { startTestServer, type TestServer } from '@tbs/api/testing';
import { StaffCommandError } from './staffCommands.ts';
import { staffPhotoCommand } from './staffPhotos.ts';

let server: TestServer;
let sql: TestSql;
let folder: string;
beforeAll(async () => {
  server = await startTestServer();
  sql = await TestSql.connect();
  folder = await mkdtemp(join(tmpdir(), 'tbs-staff-photo-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await sql.end();
  await server.close();
});

/** Runs `npm run staff -- staff-photo <args>` in this process. */
const staffPhoto = (...args: string[]) => staffPhotoCommand(args)(sql.client);

/** A staff member of the contact page, without a photo. */
async function staffMember(): Promise<{ id: number; email: string; name: string }> {
  const T = uniqueToken();
  const em = server.orm.em.fork();
  const staff = em.create(StaffContact, {
    name: `Laura ${T}`,
    position: 'Account Manager DACH',
    tel: '+31 20 555 01 44',
    email: `laura-${T.toLowerCase()}@staff.example`,
  });
  await em.flush();
  return { id: staff.id, email: staff.email, name: staff.name };
}

/** Writes a file into the test's folder; its path. */
async function file(name: string, bytes: Buffer): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, bytes);
  return path;
}

const landscapePng = () =>
  sharp({ create: { width: 900, height: 500, channels: 4, background: '#aa5533' } })
    .png()
    .toBuffer();

const picUrlOf = async (id: number) =>
  (await sql.rows<{ pic_url: string | null }>('select pic_url from staff_contact where id = $1', [id]))[0]!
    .pic_url;

const storedPhotos = async (id: number) =>
  (
    await sql.rows<{ n: number }>(
      `select count(*)::int as n from stored_image where staff_contact_id = $1 and kind = 'staff_photo'`,
      [id],
    )
  )[0]!.n;

describe('npm run staff -- staff-photo', () => {
  it('sets a photo (re-encoded square, served on the contact page), replaces it and removes it', async () => {
    const staff = await staffMember();
    const path = await file('laura.png', await landscapePng());

    expect(await staffPhoto('set', staff.email.toUpperCase(), path)).toBe(
      `${staff.name} <${staff.email}>: the contact page shows the new photo (256x256).`,
    );
    const first = await picUrlOf(staff.id);
    expect(first).toMatch(new RegExp(`^/api/misc/staffContacts/${staff.id}/photo\\?v=\\d+$`));
    const details = await server.request<{ payload: { staff: { id: number; picUrl: string | null }[] } }>(
      'GET',
      '/api/misc/contactDetails',
    );
    expect(details.body.payload.staff.find((row) => row.id === staff.id)?.picUrl).toBe(first);
    const served = await fetch(`${server.url}${first}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });

    await staffPhoto('set', String(staff.id), path);
    const second = await picUrlOf(staff.id);
    expect(second).not.toBe(first);
    expect(await storedPhotos(staff.id)).toBe(1);

    expect(await staffPhoto('list')).toContain(`${staff.id}  ${staff.name} <${staff.email}>  photo`);
    expect(await staffPhoto('remove', String(staff.id))).toBe(
      `${staff.name} <${staff.email}>: photo removed; the contact page shows initials.`,
    );
    expect(await picUrlOf(staff.id)).toBeNull();
    expect(await storedPhotos(staff.id)).toBe(0);
    expect((await fetch(`${server.url}${second}`)).status).toBe(404);
    expect(await staffPhoto('list')).toContain(`${staff.name} <${staff.email}>  no photo (initials)`);
  });

  it('refuses a file that is no JPG or PNG, a missing file and an unknown staff member, changing nothing', async () => {
    const staff = await staffMember();
    const good = await file('good.png', await landscapePng());
    await staffPhoto('set', String(staff.id), good);
    const before = await picUrlOf(staff.id);

    const pdf = await file('cv.png', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'));
    await expect(staffPhoto('set', String(staff.id), pdf)).rejects.toThrow(
      `${pdf}: The image must be a JPG or PNG file.`,
    );
    await expect(staffPhoto('set', String(staff.id), join(folder, 'missing.jpg'))).rejects.toThrow(
      'no such file',
    );
    await expect(staffPhoto('set', 'nobody@staff.example', good)).rejects.toThrow(
      "No staff member with e-mail 'nobody@staff.example'.",
    );
    expect(await picUrlOf(staff.id)).toBe(before);
    expect(await storedPhotos(staff.id)).toBe(1);
  });

  it('explains its usage for what it cannot read', () => {
    for (const args of [
      [],
      ['show'],
      ['set'],
      ['set', '1'],
      ['remove'],
      ['remove', '1', 'x'],
      ['list', 'x'],
    ]) {
      expect(() => staffPhotoCommand(args), args.join(' ')).toThrow(StaffCommandError);
      expect(() => staffPhotoCommand(args)).toThrow(/Usage: npm run staff -- staff-photo/);
    }
  });
});
