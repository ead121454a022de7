import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, enable2fa } from '@tbs/db/testing';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Complaint, Favorite, initORM } from '@tbs/db';
import { presentUser } from '../presenters/user.ts';
import { loadUserSnapshot } from './userSnapshot.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await initORM(process.env.DATABASE_URL!);
});
afterAll(() => orm.close(true));

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

describe('loadUserSnapshot + presentUser', () => {
  it('builds the User object of docs/api.md', async () => {
    const company = await buildCompany(orm, {
      name: 'Diamond Hardware GmbH',
      country: 'DE',
      username: `diamond${Date.now()}`,
      website: 'https://diamond.example.com',
      address: 'Hauptstr. 1',
      memberSince: yearsAgo(21),
    });
    const { contact, email } = await buildContact(orm, {
      company,
      isOwner: true,
      tel: '+49 1',
      function: 'CEO',
    });
    const favorite = await buildCompany(orm);
    const em = orm.em.fork();
    em.create(Favorite, { contact: contact.id, company: favorite.id });
    await em.flush();
    await enable2fa(orm, contact);

    const user = presentUser(await loadUserSnapshot(orm.em.fork(), contact.id));
    expect(user).toEqual({
      id: contact.id,
      name: contact.name,
      email,
      emailAlt: null,
      companyId: company.id,
      companyName: 'Diamond Hardware GmbH',
      function: 'CEO',
      website: 'https://diamond.example.com',
      address: 'Hauptstr. 1',
      country: 'Germany',
      countryCode: 'DE',
      tel: '+49 1',
      favCompanies: [favorite.id],
      signature: null,
      profilePic: null,
      username: company.username,
      isOwner: true,
      isServiceOnly: 0,
      isEU: 1,
      isTrusted: 0,
      isGold: 0,
      isDiamond: 1,
      enable2fa: 1,
      forceLogout: 0,
      possibleMatchesDisabled: 0,
      isStaff: false,
    });
  });

  it('hides the username from contacts who are not the owner, and an open complaint removes the tier', async () => {
    const company = await buildCompany(orm, {
      country: 'CH',
      username: `trusted${Date.now()}`,
      memberSince: yearsAgo(4),
    });
    const { contact } = await buildContact(orm, { company });
    expect(presentUser(await loadUserSnapshot(orm.em.fork(), contact.id))).toMatchObject({
      username: null,
      isOwner: false,
      isEU: 0,
      isTrusted: 1,
    });

    const em = orm.em.fork();
    em.create(Complaint, {
      company: company.id,
      filedBy: contact.id,
      title: 'Not delivered',
      transactionDate: '2026-01-01',
      body: 'Paid, nothing arrived',
      resolution: 'Refund',
      status: 'open', // accepted by staff, unsolved
    });
    await em.flush();
    expect(presentUser(await loadUserSnapshot(orm.em.fork(), contact.id)).isTrusted).toBe(0);
  });
});
