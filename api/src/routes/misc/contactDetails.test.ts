import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { StaffContact } from '@tbs/db';
import { uniqueToken } from '@tbs/db/testing';
import { staffPhotoUrl } from '../../images/imageUrls.ts';
import { reencodeStaffPhoto } from '../../images/reencode.ts';
import { type TestServer, useTestServer } from '../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

interface ContactDetails {
  status: number;
  payload: { supportEmail: string | null; staff: Record<string, unknown>[] };
}

describe('GET /api/misc/contactDetails', () => {
  it("answers the operator's staff from the table in their order, and no made-up support address", async () => {
    const T = uniqueToken();
    const em = server.orm.em.fork();
    const second = em.create(StaffContact, {
      name: `Eva ${T}`,
      position: 'Membership Manager',
      tel: '+31 20 123 45 67',
      email: `eva-${T}@broker.nl`,
      sortOrder: 2,
    });
    em.create(StaffContact, {
      name: `Martijn ${T}`,
      position: 'Managing Director',
      tel: '+31 (0)20 765 43 21',
      email: `martijn-${T}@broker.nl`,
      skype: 'live:martijn',
      sortOrder: 1,
    });
    await em.flush();
    try {
      const answer = await server.request<ContactDetails>('GET', '/api/misc/contactDetails');
      expect(answer.status).toBe(200);
      // The test environment configures no SUPPORT_EMAIL: the pages get null, never a placeholder.
      expect(answer.body.payload.supportEmail).toBeNull();
      const ours = answer.body.payload.staff.filter((staff) => String(staff.name).endsWith(T));
      expect(ours).toEqual([
        {
          id: expect.any(Number),
          name: `Martijn ${T}`,
          position: 'Managing Director',
          tel: '+31 (0)20 765 43 21',
          telHref: 'tel:+310207654321',
          picUrl: null,
          email: `martijn-${T}@broker.nl`,
          skype: 'live:martijn',
        },
        expect.objectContaining({ name: second.name, telHref: 'tel:+31201234567', skype: null }),
      ]);
    } finally {
      await em.nativeDelete(StaffContact, { name: { $like: `%${T}` } });
    }
  });
});

/** A staff member with a photo stored as `npm run staff -- staff-photo set` stores it; its photo address. */
async function staffWithPhoto(T: string): Promise<{ id: number; picUrl: string }> {
  const em = server.orm.em.fork();
  const staff = em.create(StaffContact, {
    name: `Sofia ${T}`,
    position: 'Account Manager',
    tel: '+31 20 555 01 22',
    email: `sofia-${T}@staff.example`,
  });
  await em.flush();
  const source = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer' } })
    .toBuffer();
  const photo = await reencodeStaffPhoto(source, 'photo');
  const [row] = await em.getConnection().execute<{ id: number }[]>(
    `insert into stored_image (kind, staff_contact_id, mime_type, width, height, size, content)
     values ('staff_photo', ?, ?, ?, ?, ?, ?) returning id`,
    [staff.id, photo.mimeType, photo.width, photo.height, photo.content.length, photo.content],
  );
  const picUrl = staffPhotoUrl(staff.id, row!.id);
  await em.getConnection().execute('update staff_contact set pic_url = ? where id = ?', [picUrl, staff.id]);
  return { id: staff.id, picUrl };
}

describe('GET /api/misc/staffContacts/:id/photo', () => {
  it('serves a staff photo to everyone (the contact page is public), cached for good at its versioned address', async () => {
    const T = uniqueToken();
    const { id, picUrl } = await staffWithPhoto(T);
    try {
      const details = await server.request<ContactDetails>('GET', '/api/misc/contactDetails');
      expect(details.body.payload.staff.find((staff) => staff.id === id)?.picUrl).toBe(picUrl);

      const photo = await fetch(`${server.url}${picUrl}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await photo.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Secret Photographer'))).toBe(false);

      const revalidated = await fetch(`${server.url}${picUrl}`, {
        headers: { 'If-None-Match': photo.headers.get('etag')!, 'Cache-Control': 'max-age=0' },
      });
      expect(revalidated.status).toBe(304);
      const unversioned = await fetch(`${server.url}/api/misc/staffContacts/${id}/photo`);
      expect(unversioned.status).toBe(200);
      expect(unversioned.headers.get('cache-control')).toBe('public, no-cache');
    } finally {
      await server.orm.em.fork().nativeDelete(StaffContact, { id });
    }
  });

  it('answers 404 for a staff member without a photo and for one that does not exist', async () => {
    const em = server.orm.em.fork();
    const staff = em.create(StaffContact, {
      name: `Tom ${uniqueToken()}`,
      position: 'Account Manager',
      tel: '+31 20 555 01 33',
      email: `tom-${uniqueToken()}@staff.example`,
    });
    await em.flush();
    try {
      expect((await server.request('GET', `/api/misc/staffContacts/${staff.id}/photo`)).status).toBe(404);
      expect((await server.request('GET', '/api/misc/staffContacts/2147483647/photo')).status).toBe(404);
      expect((await server.request('GET', '/api/misc/staffContacts/abc/photo')).status).toBe(404);
    } finally {
      await em.nativeDelete(StaffContact, { id: staff.id });
    }
  });
});

describe('GET /api/misc/contactDetails: company details', () => {
  it("answers the operator's addresses, bank, registration and VAT numbers from the setting operatorDetails", async () => {
    const answer = await server.request<{ payload: { operator: Record<string, unknown> | null } }>(
      'GET',
      '/api/misc/contactDetails',
    );
    // The migration's demo values (Migration20261124060000OperatorDetails), never a placeholder text.
    expect(answer.body.payload.operator).toEqual({
      legalName: expect.any(String),
      postalAddress: expect.arrayContaining([expect.any(String)]),
      officeAddress: expect.arrayContaining([expect.any(String)]),
      bank: {
        bankName: expect.any(String),
        accountHolder: expect.any(String),
        iban: expect.any(String),
        bic: expect.any(String),
      },
      chamberOfCommerce: expect.any(String),
      vatNumber: expect.stringMatching(/^NL/),
    });
  });
});
