/**
 * `npm run staff -- staff-photo ...`: the photos of the operator's staff on the contact page (/contact). A photo
 * is re-encoded by the api's own rules (JPG or PNG, square, 256x256 JPEG, no metadata) and stored in
 * stored_image; staff_contact.pic_url then names its address with the photo's version, so browsers may keep
 * each address for good. Without a photo the page shows initials.
 */
import { readFile, stat } from 'node:fs/promises';
import type pg from 'pg';
import { ApiError } from '@tbs/api/commands';
import { MAX_IMAGE_BYTES, staffPhotoUrl, reencodeStaffPhoto, type EncodedImage } from '@tbs/api/images';
import { StaffCommandError } from './staffCommands.ts';

export const STAFF_PHOTO_USAGE = `Usage: npm run staff -- staff-photo <command>
  staff-photo list                        the contact page's staff, with or without a photo
  staff-photo set <staffId|email> <file>  use this JPG or PNG (at most 5 MB) as the staff member's photo
  staff-photo remove <staffId|email>      remove the photo: the contact page shows initials`;

type Command = (client: pg.Client) => Promise<string>;

interface StaffRow {
  id: number;
  name: string;
  email: string;
  has_photo: boolean;
}

/** The staff member named by id or e-mail address (case-insensitive), locked for the transaction. */
async function lockStaffMember(client: pg.Client, idOrEmail: string): Promise<StaffRow> {
  const byId = /^\d{1,9}$/.test(idOrEmail);
  const { rows } = await client.query<StaffRow>(
    `select id, name, email, pic_url is not null as has_photo from staff_contact
      where ${byId ? 'id = $1' : 'lower(email) = lower($1)'} for update`,
    [byId ? Number(idOrEmail) : idOrEmail],
  );
  if (!rows[0]) throw new StaffCommandError(`No staff member with ${byId ? 'id' : 'e-mail'} '${idOrEmail}'.`);
  return rows[0];
}

/** Runs work in one transaction: all of it or nothing. */
async function inTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** A photo file re-encoded as every staff photo is; what is wrong with it as a StaffCommandError. */
export async function readStaffPhoto(path: string): Promise<EncodedImage> {
  const size = await stat(path).then(
    (file) => (file.isFile() ? file.size : null),
    () => null,
  );
  if (size === null) throw new StaffCommandError(`${path}: no such file.`);
  if (size > MAX_IMAGE_BYTES)
    throw new StaffCommandError(`${path}: the photo must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  try {
    return await reencodeStaffPhoto(await readFile(path), 'photo');
  } catch (error) {
    if (error instanceof ApiError) throw new StaffCommandError(`${path}: ${error.message}.`);
    throw error;
  }
}

/** Replaces a staff member's photo and points pic_url at it, in one transaction under the staff row's lock. */
export async function setStaffPhoto(
  client: pg.Client,
  idOrEmail: string,
  photo: EncodedImage,
): Promise<string> {
  return inTransaction(client, async () => {
    const staff = await lockStaffMember(client, idOrEmail);
    await client.query(`delete from stored_image where staff_contact_id = $1 and kind = 'staff_photo'`, [
      staff.id,
    ]);
    const { rows } = await client.query<{ id: number }>(
      `insert into stored_image (kind, staff_contact_id, mime_type, width, height, size, content)
       values ('staff_photo', $1, $2, $3, $4, $5, $6) returning id`,
      [staff.id, photo.mimeType, photo.width, photo.height, photo.content.length, photo.content],
    );
    const url = staffPhotoUrl(staff.id, rows[0]!.id);
    await client.query('update staff_contact set pic_url = $2 where id = $1', [staff.id, url]);
    return `${staff.name} <${staff.email}>: the contact page shows the new photo (${photo.width}x${photo.height}).`;
  });
}

/** Removes a staff member's photo; the contact page shows initials. */
export async function removeStaffPhoto(client: pg.Client, idOrEmail: string): Promise<string> {
  return inTransaction(client, async () => {
    const staff = await lockStaffMember(client, idOrEmail);
    await client.query(`delete from stored_image where staff_contact_id = $1 and kind = 'staff_photo'`, [
      staff.id,
    ]);
    await client.query('update staff_contact set pic_url = null where id = $1', [staff.id]);
    return staff.has_photo
      ? `${staff.name} <${staff.email}>: photo removed; the contact page shows initials.`
      : `${staff.name} <${staff.email}> had no photo.`;
  });
}

async function listStaff(client: pg.Client): Promise<string> {
  const { rows } = await client.query<StaffRow>(
    `select id, name, email, pic_url is not null as has_photo from staff_contact order by sort_order, id`,
  );
  if (!rows.length) return 'No staff on the contact page.';
  return rows
    .map((row) => `${row.id}  ${row.name} <${row.email}>  ${row.has_photo ? 'photo' : 'no photo (initials)'}`)
    .join('\n');
}

/** The staff-photo command the arguments name; a usage mistake is a StaffCommandError with the usage. */
export function staffPhotoCommand(args: string[]): Command {
  const [action, who, file, ...extra] = args;
  const usage = (message: string) => new StaffCommandError(`${message}\n\n${STAFF_PHOTO_USAGE}`);
  if (extra.length) throw usage(`Unexpected '${extra.join(' ')}'.`);
  if (action === 'list') {
    if (who) throw usage(`Unexpected '${who}'.`);
    return listStaff;
  }
  if (action !== 'set' && action !== 'remove')
    throw usage(action ? `Unknown '${action}'.` : 'Say list, set or remove.');
  if (!who) throw usage("Give the staff member's id or e-mail address.");
  if (action === 'remove') {
    if (file) throw usage(`Unexpected '${file}'.`);
    return (client) => removeStaffPhoto(client, who);
  }
  if (!file) throw usage('Give the photo file (JPG or PNG).');
  return async (client) => setStaffPhoto(client, who, await readStaffPhoto(file));
}
