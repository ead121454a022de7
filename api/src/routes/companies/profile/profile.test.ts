import { describe, expect, it } from 'vitest';
import { buildCompany, buildContact, type BuiltContact } from '@tbs/db/testing';
import { Company, Contact, PasswordResetToken } from '@tbs/db';
import { plainText } from '../../../commands/companyProfile.ts';
import { type Answer, useTestServer, type TestServer } from '../../../test/server.ts';
import { isSaneWebsite } from '@tbs/rules/forms';
import type { CompanyEntity } from '../../../entities.ts';

let server: TestServer;
useTestServer((started) => (server = started));

const ME = '/api/companies/me';
const UPDATE_COMPANY = '/api/companies/actions/updateCompany';
const UPDATE_CONTACT = '/api/companies/actions/updateContact';
const CHANGE_PASSWORD = '/api/companies/actions/changePassword';

type Signed = BuiltContact & { token: string };

async function signedIn(overrides: Parameters<typeof buildContact>[1] = {}): Promise<Signed> {
  const built = await buildContact(server.orm, overrides);
  return { ...built, token: await server.signIn(built) };
}

/** A company with an owner (Main contact), a second contact, and a member of another company. */
async function world(companyFields: Parameters<typeof buildCompany>[1] = {}) {
  const company = await buildCompany(server.orm, { tel: '+31 20 000', ...companyFields });
  const owner = await signedIn({ company, isOwner: true, position: 1, name: 'Olga Owner' });
  const colleague = await signedIn({ company, position: 2, name: 'Colin Colleague' });
  return { company, owner, colleague };
}

interface ProfileBody {
  status: number;
  msg?: string;
  errors?: { param: string; msg: string }[];
  payload?: { msg: string };
  company: Record<string, unknown> & { id: number; tel: string | null; description: string | null };
  contacts: (Record<string, unknown> & { id: number; name: string; label: string })[];
}

const post = (path: string, token: string | undefined, body: unknown) =>
  server.request<ProfileBody>('POST', path, { token, body });

/** The user object of an answer's X-Updated-User header (base64url JSON). */
function updatedUser(header: string | null): Record<string, unknown> | null {
  return header
    ? (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>)
    : null;
}

async function storedCompany(id: number): Promise<CompanyEntity> {
  return server.orm.em.fork().findOneOrFail(Company, id);
}

function expectField(answer: Answer<ProfileBody>, param: string, msg?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.errors?.[0]?.param).toBe(param);
  if (msg) expect(answer.body.msg).toMatch(msg);
}

describe('GET /api/companies/me', () => {
  it('is 401 for visitors', async () => {
    const visitor = await server.request('GET', ME);
    expect(visitor.status).toBe(401);
  });

  it('answers a member their own company with every detail and every contact, their toggles on their own', async () => {
    const { company, owner, colleague } = await world({
      website: 'www.own.example.com',
      ibanCode: 'NL00BANK0123',
    });
    await server.orm.em.fork().nativeUpdate(Contact, { id: colleague.contact.id }, { rfqDisabled: true });
    const answer = await server.request<ProfileBody>('GET', ME, { token: colleague.token });
    expect(answer.status).toBe(200);
    expect(answer.body.company).toMatchObject({
      id: company.id,
      website: 'www.own.example.com',
      ibanCode: 'NL00BANK0123',
      tel: '+31 20 000',
    });
    expect(answer.body.contacts.map((contact) => [contact.name, contact.label])).toEqual([
      ['Olga Owner', 'Main'],
      ['Colin Colleague', '2nd'],
    ]);
    const [main, own] = answer.body.contacts;
    expect(own).toMatchObject({ id: colleague.contact.id, rfqDisabled: 1, possibleMatchesDisabled: 0 });
    // A colleague's settings are not the reader's business.
    expect(main).not.toHaveProperty('rfqDisabled');
    expect(owner.contact.id).toBe(main!.id);
  });

  it('answers a service-only member too', async () => {
    const company = await buildCompany(server.orm, { isServiceOnly: true });
    const member = await signedIn({ company });
    const answer = await server.request<ProfileBody>('GET', ME, { token: member.token });
    expect(answer.status).toBe(200);
    expect(answer.body.company).toMatchObject({ id: company.id, isServiceOnly: 1 });
  });
});

describe('POST /api/companies/actions/updateCompany', () => {
  it('lets the owner change the fields of the spec; others see them on the company page', async () => {
    const { company, owner } = await world();
    const before = await storedCompany(company.id);
    const answer = await post(UPDATE_COMPANY, owner.token, {
      id: company.id,
      tel: '+31 20 555 0101',
      website: 'https://www.updated.example.com/en',
      address: 'Keizersgracht 1',
      shippingDetails: 'Worldwide\nDHL and UPS',
      warrantyPolicy: '3 months RTB',
      description: 'Refurbished <b>HPE</b> servers & storage <script>alert(1)</script>',
      bankCode: 'ABNA',
      ibanCode: 'NL91ABNA0417164300',
      swiftCode: 'ABNANL2A',
      paymentMethod: 'Wire transfer',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.payload).toEqual({ msg: 'Company profile successfully updated' });
    expect(answer.body.company).toMatchObject({
      tel: '+31 20 555 0101',
      telLink: 'tel:+31205550101',
      website: 'https://www.updated.example.com/en',
      shippingDetails: 'Worldwide\nDHL and UPS',
      // Stored as plain text: markup and scripts removed, the ampersand kept.
      description: 'Refurbished HPE servers & storage',
      swiftCode: 'ABNANL2A',
    });
    const user = updatedUser(answer.headers.get('X-Updated-User'));
    expect(user).toMatchObject({ id: owner.contact.id, website: 'https://www.updated.example.com/en' });

    const stored = await storedCompany(company.id);
    expect(stored.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const reader = await signedIn();
    const page = await server.request<ProfileBody>('GET', `/api/companies/${company.id}`, {
      token: reader.token,
    });
    expect(page.body.company).toMatchObject({
      tel: '+31 20 555 0101',
      description: 'Refurbished HPE servers & storage',
    });
  });

  it('changes only the fields sent; null or an empty text clears one', async () => {
    const { company, owner } = await world({ address: 'Old street 1', paymentMethod: 'Cash' });
    const answer = await post(UPDATE_COMPANY, owner.token, { address: null, paymentMethod: '' });
    expect(answer.status).toBe(200);
    const stored = await storedCompany(company.id);
    expect(stored.address).toBeNull();
    expect(stored.paymentMethod).toBeNull();
    expect(stored.tel).toBe('+31 20 000');
  });

  it('is 401 for visitors and 403 for a member, a service-only member and another company’s owner', async () => {
    const { company, colleague } = await world();
    expect((await post(UPDATE_COMPANY, undefined, { tel: '1' })).status).toBe(401);
    const refused = await post(UPDATE_COMPANY, colleague.token, { tel: '+31 1' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Only the owner of this company may change its profile.');

    const serviceCompany = await buildCompany(server.orm, { isServiceOnly: true });
    const serviceMember = await signedIn({ company: serviceCompany });
    expect((await post(UPDATE_COMPANY, serviceMember.token, { tel: '+31 2' })).status).toBe(403);

    const otherOwner = (await world()).owner;
    const foreign = await post(UPDATE_COMPANY, otherOwner.token, { id: company.id, tel: '+31 3' });
    expect(foreign.status).toBe(403);
    expect((await storedCompany(company.id)).tel).toBe('+31 20 000');
  });

  it('lets the owner of a service-only company edit its profile (part 2 role table: the owner)', async () => {
    const { company, owner } = await world({ isServiceOnly: true });
    const answer = await post(UPDATE_COMPANY, owner.token, { description: 'Certified data erasure' });
    expect(answer.status).toBe(200);
    expect((await storedCompany(company.id)).description).toBe('Certified data erasure');
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const { company, owner } = await world();
    expectField(await post(UPDATE_COMPANY, owner.token, { tel: '1'.repeat(41) }), 'tel', /at most 40/);
    expectField(await post(UPDATE_COMPANY, owner.token, { swiftCode: 'S'.repeat(31) }), 'swiftCode');
    expectField(await post(UPDATE_COMPANY, owner.token, { description: 'x'.repeat(5001) }), 'description');
    expectField(
      await post(UPDATE_COMPANY, owner.token, { description: 'Servers\u0000 and storage' }),
      'description',
      /control characters/,
    );
    expectField(
      await post(UPDATE_COMPANY, owner.token, { website: 'www.exa mple.com' }),
      'website',
      'A website address cannot contain spaces',
    );
    for (const website of [
      'javascript:alert(1)',
      'notasite',
      'http://localhost',
      'ftp://x.example.com',
      'https://user:pw@example.com',
    ]) {
      expectField(await post(UPDATE_COMPANY, owner.token, { website }), 'website');
    }
    expectField(await post(UPDATE_COMPANY, owner.token, { tel: '+31\n20' }), 'tel', /one line/);
    expectField(
      await post(UPDATE_COMPANY, owner.token, { name: 'Renamed BV' }),
      'body',
      /Unknown field: name/,
    );
    expectField(await post(UPDATE_COMPANY, owner.token, { tel: 31 }), 'tel');
    expect((await storedCompany(company.id)).tel).toBe('+31 20 000');
  });

  it('takes the website forms people type', async () => {
    const { owner } = await world();
    for (const website of [
      'www.example.com',
      'example.co.uk/en/',
      'https://shop.example.com:8443/x?y=1',
      'http://xn--bcher-kva.example',
    ]) {
      const answer = await post(UPDATE_COMPANY, owner.token, { website });
      expect(answer.status, website).toBe(200);
      expect(answer.body.company.website).toBe(website);
    }
  });
});

describe('the VAT number in the profile (it decides the VAT of the membership)', () => {
  const changesOf = (companyId: number) =>
    server.orm.em.fork().getConnection().execute<
      {
        changed_by: string;
        old_country: string;
        new_country: string;
        old_vat_nr: string | null;
        new_vat_nr: string | null;
      }[]
    >('select changed_by, old_country, new_country, old_vat_nr, new_vat_nr from company_tax_change where company_id = ? order by id', [companyId]);

  it('lets the owner change it, kept as VIES writes it; each change is recorded with who made it', async () => {
    const { company, owner, colleague } = await world({ country: 'DE', vatNr: 'DE136695976' });
    const answer = await post(UPDATE_COMPANY, owner.token, { vatNr: 'de 113 298 780' });
    expect(answer.status).toBe(200);
    expect(answer.body.company.vatNr).toBe('DE113298780');
    expect((await post(UPDATE_COMPANY, owner.token, { vatNr: null })).status).toBe(200);
    expect((await storedCompany(company.id)).vatNr).toBeNull();
    // The same number again is no change; another field changes no tax.
    expect((await post(UPDATE_COMPANY, owner.token, { vatNr: '', tel: '+49 30 1' })).status).toBe(200);
    expect(await changesOf(company.id)).toEqual([
      {
        changed_by: `contact ${owner.contact.id} <${owner.email}> (profile)`,
        old_country: 'DE',
        new_country: 'DE',
        old_vat_nr: 'DE136695976',
        new_vat_nr: 'DE113298780',
      },
      expect.objectContaining({ old_vat_nr: 'DE113298780', new_vat_nr: null }),
    ]);
    expect((await post(UPDATE_COMPANY, colleague.token, { vatNr: 'DE136695976' })).status).toBe(403);
  });

  it("refuses an EU company's number that fails its check digits or is another country's; keeps others as typed", async () => {
    const { company, owner } = await world({ country: 'DE', vatNr: 'DE136695976' });
    for (const vatNr of ['DE123456789', 'ATU13585627', '12345']) {
      expectField(
        await post(UPDATE_COMPANY, owner.token, { vatNr }),
        'vatNr',
        /not a valid Germany VAT number/,
      );
    }
    expect((await storedCompany(company.id)).vatNr).toBe('DE136695976');
    // A number on record from before the check, sent back unchanged with another field, does not block the save.
    const legacy = await world({ country: 'DE', vatNr: 'DE 999999999' });
    const saved = await post(UPDATE_COMPANY, legacy.owner.token, { vatNr: 'DE999999999', tel: '+49 30 2' });
    expect(saved.status).toBe(200);
    expect(saved.body.company).toMatchObject({ vatNr: 'DE 999999999', tel: '+49 30 2' });
    const uk = await world({ country: 'GB' });
    const eori = await post(UPDATE_COMPANY, uk.owner.token, { vatNr: 'GB123456789000' });
    expect(eori.body.company.vatNr).toBe('GB123456789000');
  });

  it('leaves the country to staff: the profile refuses it, and a change in SQL is recorded too', async () => {
    const { company, owner } = await world({ country: 'NL', vatNr: 'NL004495445B01' });
    expectField(await post(UPDATE_COMPANY, owner.token, { country: 'US' }), 'body', /Unknown field: country/);
    await server.orm.em
      .fork()
      .getConnection()
      .execute(`update company set country_code = 'BE' where id = ?`, [company.id]);
    expect(await changesOf(company.id)).toEqual([
      expect.objectContaining({
        changed_by: expect.stringMatching(/^database user /),
        old_country: 'NL',
        new_country: 'BE',
      }),
    ]);
  });
});

describe('POST /api/companies/actions/updateContact', () => {
  it('lets every contact change their own contact, with the toggles of a full member', async () => {
    const { colleague } = await world();
    const answer = await post(UPDATE_CONTACT, colleague.token, {
      id: colleague.contact.id,
      name: 'Colin C. Colleague',
      function: 'Head of <i>Sales</i>',
      tel: '+31 6 1234 5678',
      imName: 'Teams',
      imValue: 'colin@example.com',
      rfqDisabled: true,
      possibleMatchesDisabled: 1,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.payload).toEqual({ msg: 'Contact successfully updated' });
    const own = answer.body.contacts.find((contact) => contact.id === colleague.contact.id);
    expect(own).toMatchObject({
      name: 'Colin C. Colleague',
      function: 'Head of Sales',
      tel: '+31 6 1234 5678',
      imName: 'Teams',
      imValue: 'colin@example.com',
      rfqDisabled: 1,
      possibleMatchesDisabled: 1,
    });
    const user = updatedUser(answer.headers.get('X-Updated-User'));
    expect(user).toMatchObject({
      name: 'Colin C. Colleague',
      function: 'Head of Sales',
      possibleMatchesDisabled: 1,
    });

    // Choosing no messenger clears its address.
    await post(UPDATE_CONTACT, colleague.token, { imName: 'none' });
    const stored = await server.orm.em.fork().findOneOrFail(Contact, colleague.contact.id);
    expect(stored.imValue).toBeNull();
    expect(stored.rfqDisabled).toBe(true);
  });

  it("is 401 for visitors and 403 for another contact's id, the owner's included", async () => {
    const { owner, colleague } = await world();
    expect((await post(UPDATE_CONTACT, undefined, { name: 'X' })).status).toBe(401);
    const byColleague = await post(UPDATE_CONTACT, colleague.token, {
      id: owner.contact.id,
      name: 'Hijacked',
    });
    expect(byColleague.status).toBe(403);
    expect(byColleague.body.msg).toBe('You can only change your own contact details.');
    expect(
      (await post(UPDATE_CONTACT, owner.token, { id: colleague.contact.id, name: 'Hijacked' })).status,
    ).toBe(403);
    const stranger = await signedIn();
    expect((await post(UPDATE_CONTACT, stranger.token, { id: owner.contact.id, tel: '1' })).status).toBe(403);
    const names = (
      await server.orm.em.fork().find(Contact, { id: [owner.contact.id, colleague.contact.id] })
    ).map((contact) => contact.name);
    expect(names.sort()).toEqual(['Colin Colleague', 'Olga Owner']);
  });

  it('refuses the RFQ and possible-match toggles of a service-only member, not their other fields', async () => {
    const company = await buildCompany(server.orm, { isServiceOnly: true });
    const member = await signedIn({ company, name: 'Sid Service' });
    const toggles = await post(UPDATE_CONTACT, member.token, { rfqDisabled: true });
    expect(toggles.status).toBe(403);
    expect((await post(UPDATE_CONTACT, member.token, { possibleMatchesDisabled: false })).status).toBe(403);
    const rename = await post(UPDATE_CONTACT, member.token, { name: 'Sid S. Service', function: 'CEO' });
    expect(rename.status).toBe(200);
    const stored = await server.orm.em.fork().findOneOrFail(Contact, member.contact.id);
    expect([stored.name, stored.rfqDisabled]).toEqual(['Sid S. Service', false]);
  });

  it('refuses a blank name, a long function, a NUL byte and an unknown messenger', async () => {
    const { colleague } = await world();
    expectField(
      await post(UPDATE_CONTACT, colleague.token, { name: '  ' }),
      'name',
      'This field is required',
    );
    expectField(await post(UPDATE_CONTACT, colleague.token, { name: '<b></b>' }), 'name');
    expectField(await post(UPDATE_CONTACT, colleague.token, { function: 'f'.repeat(101) }), 'function');
    expectField(await post(UPDATE_CONTACT, colleague.token, { tel: '+31\u0000' }), 'tel', /control/);
    expectField(await post(UPDATE_CONTACT, colleague.token, { imName: 'Skype' }), 'imName');
    expectField(await post(UPDATE_CONTACT, colleague.token, { isOwner: true }), 'body', /Unknown field/);
  });
});

describe('POST /api/companies/actions/changePassword', () => {
  const NEW_PASSWORD = 'Tangerine-Harbour-Walk-77';

  it('checks the current password, refuses weak ones, and signs out the other sessions', async () => {
    const member = await signedIn({ password: 'Old-Password-Seven-7' });
    const otherDevice = await server.signIn(member);
    await server.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into password_reset_token (contact_id, token_hash, expires_at) values (?, 'x${Date.now()}', now() + interval '1 hour')`,
        [member.contact.id],
      );

    expect(
      (await post(CHANGE_PASSWORD, undefined, { currentPassword: 'a', newPassword: NEW_PASSWORD })).status,
    ).toBe(401);
    const wrong = await post(CHANGE_PASSWORD, member.token, {
      currentPassword: 'nope',
      newPassword: NEW_PASSWORD,
    });
    expectField(wrong, 'currentPassword', 'Your current password is not correct.');
    const weak = await post(CHANGE_PASSWORD, member.token, {
      currentPassword: 'Old-Password-Seven-7',
      newPassword: 'password1',
    });
    expectField(weak, 'newPassword', /too easy to guess/);
    expectField(
      await post(CHANGE_PASSWORD, member.token, {
        currentPassword: 'Old-Password-Seven-7',
        newPassword: 'short',
      }),
      'newPassword',
      /at least 8/,
    );
    const same = await post(CHANGE_PASSWORD, member.token, {
      currentPassword: 'Old-Password-Seven-7',
      newPassword: 'Old-Password-Seven-7',
    });
    expectField(same, 'newPassword', /different/);

    const changed = await post(CHANGE_PASSWORD, member.token, {
      currentPassword: 'Old-Password-Seven-7',
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.payload).toEqual({ msg: 'Password succesfully updated' });

    // This session goes on; the other device is signed out; only the new password signs in.
    expect((await server.request('GET', ME, { token: member.token })).status).toBe(200);
    expect((await server.request('GET', ME, { token: otherDevice })).status).toBe(401);
    await expect(server.signIn({ email: member.email, password: 'Old-Password-Seven-7' })).rejects.toThrow();
    await expect(server.signIn({ email: member.email, password: NEW_PASSWORD })).resolves.toBeTruthy();
    const openLinks = await server.orm.em
      .fork()
      .count(PasswordResetToken, { contact: member.contact.id, usedAt: null });
    expect(openLinks).toBe(0);
  });

  it('counts wrong current passwords against the per-contact limit', async () => {
    const member = await signedIn();
    let last: Answer<ProfileBody> | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      last = await post(CHANGE_PASSWORD, member.token, {
        currentPassword: `wrong-${attempt}`,
        newPassword: NEW_PASSWORD,
      });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
  });
});

describe('plainText and isSaneWebsite', () => {
  it('keeps plain text as typed and drops markup, also markup typed escaped', () => {
    expect(plainText('Tom & Jerry "quoted" it\'s a < b')).toBe('Tom & Jerry "quoted" it\'s a < b');
    expect(plainText('Fast <b>shipping</b>\nworldwide')).toBe('Fast shipping\nworldwide');
    expect(plainText('<img src=x onerror=alert(1)>Hi<script>alert(1)</script>')).toBe('Hi');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;Hi')).toBe('Hi');
  });

  it('takes web hosts and refuses other schemes, hosts without a domain and credentials', () => {
    for (const site of [
      'www.example.com',
      'example.com:8080/x',
      'HTTPS://Example.COM',
      'http://münchen.example.de',
    ])
      expect(isSaneWebsite(site), site).toBe(true);
    for (const site of [
      'javascript:alert(1)',
      'data:text/html,x',
      'localhost',
      '127.0.0.1',
      'http://a',
      'https://u:p@example.com',
      'example.c',
    ])
      expect(isSaneWebsite(site), site).toBe(false);
  });
});
