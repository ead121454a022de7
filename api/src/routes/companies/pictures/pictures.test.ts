import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildCompany, buildContact, uniqueToken } from '@tbs/db/testing';
import { startTestServer, useTestServer, type TestServer } from '../../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

type Failure = { status: number; msg: string; errors?: { param: string; msg: string }[] };
type PictureAnswer = {
  status: number;
  payload: { profilePic: string; profilePicLarge: string; hasLargePic: boolean };
};

async function member(overrides: Parameters<typeof buildContact>[1] = {}) {
  const built = await buildContact(server.orm, overrides);
  return { ...built, token: await server.signIn(built) };
}

/** The owner and a second contact of one new company. */
async function companyWithOwner(companyOverrides: Parameters<typeof buildCompany>[1] = {}) {
  const company = await buildCompany(server.orm, { username: `owner-${uniqueToken()}`, ...companyOverrides });
  const owner = await member({ company, isOwner: true });
  const colleague = await member({ company, position: 2 });
  return { company, owner, colleague };
}

/** A photo-like JPEG with EXIF (copyright, GPS-like text) that must not survive. */
const jpegWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50" cy="50" r="40" fill="red"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Someone' } })
    .toBuffer();

const png = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 30, b: 30, alpha: 0.5 } : '#22aa55',
    },
  })
    .png()
    .toBuffer();

const base64 = (bytes: Buffer) => bytes.toString('base64');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A PNG of 20000 x 20000 one-bit pixels: 48 KB that would decode to 400 megapixels. */
function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  const rows = deflateSync(Buffer.alloc((side / 8 + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** GETs an image with a member's token: status, headers and the bytes. */
async function fetchImage(path: string, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function contactPictureColumns(contactId: number) {
  const [row] = await server.orm.em
    .getConnection()
    .execute<{ profile_pic: string | null; has_large_pic: boolean }[]>(
      'select profile_pic, has_large_pic from contact where id = ?',
      [contactId],
    );
  return row!;
}

const decodeUser = (header: string | null) =>
  JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as { profilePic: string | null };

describe('POST /api/companies/uploadPicture', () => {
  it('re-encodes a JPEG within 400x400 and 160x160 as JPEG without its metadata, and serves both to members', async () => {
    const { token, contact } = await member();
    const input = await jpegWithExif(1200, 900);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const uploaded = await server.request<PictureAnswer>('POST', '/api/companies/uploadPicture', {
      token,
      body: { picture: dataUrl(input, 'image/jpeg') },
    });
    expect(uploaded.status).toBe(200);
    const { profilePic, profilePicLarge, hasLargePic } = uploaded.body.payload;
    expect(hasLargePic).toBe(true);
    expect(profilePic).toMatch(new RegExp(`^/api/companies/contacts/${contact.id}/picture\\?v=\\d+$`));
    expect(profilePicLarge).toMatch(
      new RegExp(`^/api/companies/contacts/${contact.id}/picture/large\\?v=\\d+$`),
    );
    expect(decodeUser(uploaded.headers.get('X-Updated-User')).profilePic).toBe(profilePic);
    expect(await contactPictureColumns(contact.id)).toEqual({ profile_pic: profilePic, has_large_pic: true });

    // Another member sees it.
    const reader = await member();
    const large = await fetchImage(profilePicLarge, reader.token);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/jpeg');
    expect(large.headers.get('x-content-type-options')).toBe('nosniff');
    expect(large.headers.get('content-disposition')).toBe(
      `inline; filename="picture-${contact.id}-large.jpg"`,
    );
    expect(large.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const largeMeta = await sharp(large.bytes).metadata();
    expect(largeMeta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(largeMeta.exif).toBeUndefined();
    expect(largeMeta.icc).toBeUndefined();
    expect(large.bytes.equals(input)).toBe(false);
    expect(large.bytes.includes(Buffer.from('Secret Owner'))).toBe(false);

    const small = await fetchImage(profilePic, reader.token);
    expect(small.status).toBe(200);
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 120 });

    // The browser revalidates an old address and keeps its copy while the ETag matches.
    // (As a browser revalidates: fetch() would add Cache-Control: no-cache to a conditional request, which asks
    // for the whole answer.)
    const revalidated = await fetchImage(profilePic, reader.token, {
      'If-None-Match': small.headers.get('etag')!,
      'Cache-Control': 'max-age=0',
    });
    expect(revalidated.status).toBe(304);
    const oldAddress = await fetchImage(
      `/api/companies/contacts/${contact.id}/picture?v=2147483647`,
      reader.token,
    );
    expect(oldAddress.headers.get('cache-control')).toBe('private, no-cache');

    const fetched = await server.request<{ status: number; profilePicLarge: string | null }>(
      'GET',
      `/api/companies/fetchLargePicture/${contact.id}`,
      { token: reader.token },
    );
    expect(fetched.body).toEqual({ status: 200, profilePicLarge });
  });

  it('takes plain base64 PNG, never enlarges a small picture, and replaces the previous picture', async () => {
    const { token, contact } = await member();
    const first = await server.request<PictureAnswer>('POST', '/api/companies/uploadPicture', {
      token,
      body: { picture: base64(await png(800, 800)) },
    });
    expect(first.status).toBe(200);
    const second = await server.request<PictureAnswer>('POST', '/api/companies/uploadPicture', {
      token,
      body: { picture: base64(await png(100, 50, true)), contactId: contact.id },
    });
    expect(second.status).toBe(200);
    expect(second.body.payload.profilePic).not.toBe(first.body.payload.profilePic);
    const large = await fetchImage(second.body.payload.profilePicLarge, token);
    expect(await sharp(large.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 50 });
    // Only the new picture is kept (its two sizes).
    const [stored] = await server.orm.em
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from stored_image where contact_id = ?', [
        contact.id,
      ]);
    expect(stored!.count).toBe(2);
  });

  it('refuses what is not really a complete JPEG or PNG within the limits, naming the field, and keeps the picture', async () => {
    const { token, contact } = await member();
    const kept = await server.request<PictureAnswer>('POST', '/api/companies/uploadPicture', {
      token,
      body: { picture: base64(await png(300, 300)) },
    });
    expect(kept.status).toBe(200);
    const jpeg = await jpegWithExif(640, 480);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 7)]);
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(100, 1)]);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const refusals: [string, string, RegExp][] = [
      ['ELF executable renamed .jpg', dataUrl(elf, 'image/jpeg'), /JPG or PNG/],
      ['zip archive', base64(zip), /JPG or PNG/],
      ['text file', base64(Buffer.from('just some text, not a picture\n')), /JPG or PNG/],
      [
        'SVG',
        dataUrl(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
          'image/svg+xml',
        ),
        /JPG or PNG/,
      ],
      ['GIF', dataUrl(gif, 'image/gif'), /JPG or PNG/],
      ['PNG decompression bomb', base64(pngBomb()), /20000 x 20000 pixels/],
      [
        '49-megapixel photo (a profile picture needs 0.16)',
        base64(await jpegWithExif(8064, 6048)),
        /^The image is 8064 x 6048 pixels; at most 16 megapixels are accepted$/,
      ],
      ['truncated JPEG', base64(jpeg.subarray(0, Math.floor(jpeg.length / 2))), /damaged or incomplete/],
      ['truncated PNG header', base64((await png(50, 50)).subarray(0, 20)), /damaged or incomplete/],
      ['invalid base64', 'this is *not* base64!', /base64/],
      ['base64 with a stray character', `${base64(jpeg).slice(0, 100)}#${base64(jpeg).slice(100)}`, /base64/],
      ['empty', '', /required/],
    ];
    for (const [name, picture, msg] of refusals) {
      const answer = await server.request<Failure>('POST', '/api/companies/uploadPicture', {
        token,
        body: { picture },
      });
      expect(answer.status, name).toBe(400);
      expect(answer.body.errors?.[0]?.param, name).toBe('picture');
      expect(answer.body.msg, name).toMatch(msg);
    }
    expect((await contactPictureColumns(contact.id)).profile_pic).toBe(kept.body.payload.profilePic);
    // Encodes a 49-megapixel JPEG and decodes a dozen files: CPU-bound, a bound for a loaded machine.
  }, 60_000);

  it('refuses an image over 5 MB with 400 naming the field, and a body over the upload limit with 413', async () => {
    const { token } = await member();
    // JPEG magic and then noise: refused on its length alone, before anything is decoded.
    const overFive = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const tooLarge = await server.request<Failure>('POST', '/api/companies/uploadPicture', {
      token,
      body: { picture: base64(overFive) },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors?.[0]).toEqual({ param: 'picture', msg: 'The image must be at most 5 MB' });

    const tooLong = await server.request<Failure>('POST', '/api/companies/uploadPicture', {
      token,
      body: { picture: 'A'.repeat(8 * 1024 * 1024) },
    });
    expect(tooLong.status).toBe(413);
    // Other paths keep the app's 1 MB limit.
    const elsewhere = await server.request<Failure>('POST', '/api/companies/removePicture', {
      token,
      body: { padding: 'A'.repeat(2 * 1024 * 1024) },
    });
    expect(elsewhere.status).toBe(413);
  });

  it("never changes another contact's picture, not even for the company owner", async () => {
    const { owner, colleague } = await companyWithOwner();
    const colleaguePicture = await server.request<PictureAnswer>('POST', '/api/companies/uploadPicture', {
      token: colleague.token,
      body: { picture: base64(await png(200, 200)) },
    });
    expect(colleaguePicture.status).toBe(200);

    const stranger = await member();
    for (const actor of [owner, stranger]) {
      const upload = await server.request<Failure>('POST', '/api/companies/uploadPicture', {
        token: actor.token,
        body: { picture: base64(await png(200, 200)), contactId: colleague.contact.id },
      });
      expect(upload.status).toBe(403);
      expect(upload.body.msg).toBe('You can only change your own profile picture.');
      const removal = await server.request<Failure>('POST', '/api/companies/removePicture', {
        token: actor.token,
        body: { contactId: colleague.contact.id },
      });
      expect(removal.status).toBe(403);
    }
    expect((await contactPictureColumns(colleague.contact.id)).profile_pic).toBe(
      colleaguePicture.body.payload.profilePic,
    );
    expect((await contactPictureColumns(owner.contact.id)).profile_pic).toBeNull();
  });

  it('lets a service-only contact manage their own picture', async () => {
    const company = await buildCompany(server.orm, { isServiceOnly: true });
    const { token, contact } = await member({ company });
    const uploaded = await server.request('POST', '/api/companies/uploadPicture', {
      token,
      body: { picture: base64(await png(64, 64)) },
    });
    expect(uploaded.status).toBe(200);
    expect((await contactPictureColumns(contact.id)).has_large_pic).toBe(true);
  });
});

describe('POST /api/companies/removePicture', () => {
  it('removes both sizes; the addresses answer 404 and fetchLargePicture null', async () => {
    const { token, contact } = await member();
    const uploaded = await server.request<PictureAnswer>('POST', '/api/companies/uploadPicture', {
      token,
      body: { picture: base64(await png(500, 500)) },
    });
    const removed = await server.request('POST', '/api/companies/removePicture', { token, body: {} });
    expect(removed.body).toEqual({ status: 200 });
    expect(decodeUser(removed.headers.get('X-Updated-User')).profilePic).toBeNull();
    expect(await contactPictureColumns(contact.id)).toEqual({ profile_pic: null, has_large_pic: false });
    expect((await fetchImage(uploaded.body.payload.profilePic, token)).status).toBe(404);
    expect((await fetchImage(uploaded.body.payload.profilePicLarge, token)).status).toBe(404);
    const fetched = await server.request('GET', `/api/companies/fetchLargePicture/${contact.id}`, { token });
    expect(fetched.body).toEqual({ status: 200, profilePicLarge: null });
    // Removing again is no error.
    expect((await server.request('POST', '/api/companies/removePicture', { token })).status).toBe(200);
  });
});

describe('visitors', () => {
  it('get 401 on every picture and logo call: no contact pictures, no logos', async () => {
    const { owner } = await companyWithOwner();
    const picture = await server.request<PictureAnswer>('POST', '/api/companies/uploadPicture', {
      token: owner.token,
      body: { picture: base64(await png(100, 100)) },
    });
    const logo = await server.request<{ payload: { picUrl: string } }>('POST', '/api/companies/uploadLogo', {
      token: owner.token,
      body: { logo: base64(await png(240, 60)) },
    });
    for (const path of [
      picture.body.payload.profilePic,
      picture.body.payload.profilePicLarge,
      logo.body.payload.picUrl,
    ]) {
      expect((await fetchImage(path)).status, path).toBe(401);
    }
    const calls: [string, string, object?][] = [
      ['GET', `/api/companies/fetchLargePicture/${owner.contact.id}`],
      ['POST', '/api/companies/uploadPicture', { picture: base64(await png(10, 10)) }],
      ['POST', '/api/companies/removePicture', {}],
      ['POST', '/api/companies/uploadLogo', { logo: base64(await png(10, 10)) }],
      ['POST', '/api/companies/removeLogo', {}],
    ];
    for (const [method, path, body] of calls) {
      expect((await server.request(method, path, { body })).status, path).toBe(401);
    }
  });
});

describe('GET /api/companies/fetchLargePicture/:contactId', () => {
  it('answers 404 for an unknown or inactive contact', async () => {
    const { token } = await member();
    const inactive = await buildContact(server.orm, { isActive: false });
    for (const id of [inactive.contact.id, 2_000_000_000]) {
      const answer = await server.request('GET', `/api/companies/fetchLargePicture/${id}`, { token });
      expect(answer.status).toBe(404);
    }
  });
});

describe('POST /api/companies/uploadLogo and removeLogo', () => {
  it('lets the owner upload a PNG logo, kept PNG within 240x60 and shown to members in the company body', async () => {
    const { company, owner } = await companyWithOwner();
    const input = await png(1000, 500, true);
    const uploaded = await server.request<{ status: number; payload: { picUrl: string } }>(
      'POST',
      '/api/companies/uploadLogo',
      { token: owner.token, body: { logo: dataUrl(input) } },
    );
    expect(uploaded.status).toBe(200);
    const { picUrl } = uploaded.body.payload;
    expect(picUrl).toMatch(new RegExp(`^/api/companies/${company.id}/logo\\?v=\\d+$`));

    const reader = await member();
    const served = await fetchImage(picUrl, reader.token);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="logo-${company.id}.png"`);
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 120, height: 60, hasAlpha: true });
    expect(served.bytes.equals(input)).toBe(false);

    const body = await server.request<{ company: { picUrl?: string | null } }>(
      'GET',
      `/api/companies/${company.id}`,
      {
        token: reader.token,
      },
    );
    expect(body.body.company.picUrl).toBe(picUrl);
    const visitorBody = await server.request<{ company: { picUrl?: string | null } }>(
      'GET',
      `/api/companies/${company.id}`,
    );
    expect(visitorBody.body.company.picUrl).toBeUndefined();
  });

  it('keeps a JPEG logo JPEG, within 240x60, without metadata', async () => {
    const { owner, company } = await companyWithOwner();
    const uploaded = await server.request<{ payload: { picUrl: string } }>(
      'POST',
      '/api/companies/uploadLogo',
      {
        token: owner.token,
        body: { logo: base64(await jpegWithExif(600, 100)) },
      },
    );
    const served = await fetchImage(uploaded.body.payload.picUrl, owner.token);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="logo-${company.id}.jpg"`);
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 40 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses the logo to every contact but the owner (403), and a non-image to the owner (400)', async () => {
    const { owner, colleague, company } = await companyWithOwner();
    const serviceCompany = await buildCompany(server.orm, { isServiceOnly: true });
    const serviceOnly = await member({ company: serviceCompany });
    const logo = base64(await png(240, 60));
    for (const actor of [colleague, serviceOnly]) {
      const upload = await server.request<Failure>('POST', '/api/companies/uploadLogo', {
        token: actor.token,
        body: { logo },
      });
      expect(upload.status).toBe(403);
      expect(upload.body.msg).toBe('Only the company owner can upload or remove the logo.');
      expect((await server.request('POST', '/api/companies/removeLogo', { token: actor.token })).status).toBe(
        403,
      );
    }
    const svg = await server.request<Failure>('POST', '/api/companies/uploadLogo', {
      token: owner.token,
      body: { logo: base64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')) },
    });
    expect(svg.status).toBe(400);
    expect(svg.body.errors?.[0]?.param).toBe('logo');

    // Another company's owner changes only their own company's logo.
    const other = await companyWithOwner();
    const theirs = await server.request<{ payload: { picUrl: string } }>(
      'POST',
      '/api/companies/uploadLogo',
      {
        token: other.owner.token,
        body: { logo },
      },
    );
    expect(theirs.body.payload.picUrl).toContain(`/api/companies/${other.company.id}/logo`);
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ pic_url: string | null }[]>('select pic_url from company where id = ?', [company.id]);
    expect(row!.pic_url).toBeNull();
  });

  it('removes the logo: picUrl null and the address answers 404', async () => {
    const { owner, company } = await companyWithOwner({ isServiceOnly: true });
    const uploaded = await server.request<{ payload: { picUrl: string } }>(
      'POST',
      '/api/companies/uploadLogo',
      {
        token: owner.token,
        body: { logo: base64(await png(240, 60)) },
      },
    );
    expect((await fetchImage(uploaded.body.payload.picUrl, owner.token)).status).toBe(200);
    const removed = await server.request('POST', '/api/companies/removeLogo', { token: owner.token });
    expect(removed.body).toEqual({ status: 200 });
    expect((await fetchImage(uploaded.body.payload.picUrl, owner.token)).status).toBe(404);
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ pic_url: string | null }[]>('select pic_url from company where id = ?', [company.id]);
    expect(row!.pic_url).toBeNull();
  });
});

describe('rate limit', () => {
  it('refuses uploads and removals past the per-contact limit with 429', async () => {
    const limited = await startTestServer({ rateLimits: { RATE_LIMIT_PICTURE_UPLOAD: 2 } });
    try {
      const built = await buildContact(limited.orm);
      const token = await limited.signIn(built);
      expect((await limited.request('POST', '/api/companies/removePicture', { token })).status).toBe(200);
      expect((await limited.request('POST', '/api/companies/removePicture', { token })).status).toBe(200);
      const third = await limited.request<Failure>('POST', '/api/companies/uploadPicture', {
        token,
        body: { picture: base64(await png(10, 10)) },
      });
      expect(third.status).toBe(429);
      expect(third.body.msg).toMatch(/^Too many picture uploads/);
      // Another contact is not affected.
      const other = await buildContact(limited.orm);
      const otherToken = await limited.signIn(other);
      expect(
        (await limited.request('POST', '/api/companies/removePicture', { token: otherToken })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
