/** Companies as a document kind of the PostgreSQL engine: outbox, words, typos, contacts, filters, sorts, tiers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildContact, uniqueToken, yearsAgo } from '@tbs/db/testing';
import { openSearchHarness, type SearchHarness, reindex } from '@tbs/worker/testing';
import {
  companyTermWords,
  foldForSearch,
  PROFILE_EXCERPT,
  profileExcerpt,
  type CompanySearchQuery,
} from '../documents/companyDocument.ts';
import { companyTypoSql } from './companySearchSql.ts';
import { PostgresSearchReader } from './postgresSearchReader.ts';
import { PostgresSearchWriter } from './postgresSearchWriter.ts';

const databaseUrl = process.env.DATABASE_URL!;
let harness: SearchHarness;
const T = uniqueToken();
/** The token as a word of its own in contact names (Q1234ABCD → Contactq1234abcd). */
const CONTACT_WORD = `Contact${T.toLowerCase()}`;
const ids: Record<'alpha' | 'beta' | 'gamma', number> = { alpha: 0, beta: 0, gamma: 0 };
let alphaContact = 0;

const search = (term: string, extra: Partial<CompanySearchQuery> = {}) =>
  harness.reader.search('company', { term, searchContacts: true, page: 1, pageSize: 50, ...extra });
const found = async (term: string, extra: Partial<CompanySearchQuery> = {}) =>
  (await search(term, extra)).hits.map((hit) => hit.id);
const hitOf = async (id: number) => (await search(T)).hits.find((hit) => hit.id === id);

beforeAll(async () => {
  harness = await openSearchHarness({
    reader: new PostgresSearchReader({ databaseUrl, poolSize: 2 }),
    writer: new PostgresSearchWriter({ databaseUrl }),
  });
  const { orm, sql } = harness;
  const alpha = await buildCompany(orm, {
    name: `${T} Alpha Recycling BV`,
    country: 'NL',
    description: 'Certified data erasure and WEEE recycling of servers and laptops.',
    memberSince: yearsAgo(1),
  });
  const beta = await buildCompany(orm, {
    name: `${T} Beta Servers GmbH`,
    country: 'DE',
    description: 'Refurbished servers, storage and networking.',
    memberSince: yearsAgo(12),
  });
  const gamma = await buildCompany(orm, { name: `${T} Gamma Müller`, country: 'BE', description: null });
  Object.assign(ids, { alpha: alpha.id, beta: beta.id, gamma: gamma.id });
  alphaContact = (await buildContact(orm, { company: alpha, name: `Maria ${CONTACT_WORD}` })).contact.id;
  await buildContact(orm, { company: beta, name: 'Retired Person', isActive: false });
  // Data Erasure Software (category 1) lists gamma; two contacts favour alpha.
  await sql.rows('insert into company_service (company_id, category_id) values ($1, 1)', [gamma.id]);
  const fans = [await buildContact(orm), await buildContact(orm)];
  for (const fan of fans)
    await sql.rows('insert into favorite (contact_id, company_id) values ($1, $2)', [
      fan.contact.id,
      alpha.id,
    ]);
  await harness.drainer.drainUntilEmpty();
});

afterAll(() => harness.close());

describe('the company document', () => {
  it('folds accents and ligatures, keeps at most five words and cuts long profiles at a word', () => {
    expect(foldForSearch('Müller Ørsted Straße Œuvre')).toBe('muller orsted strasse oeuvre');
    expect(companyTermWords('  Hewlett-Packard, HP! a b c d')).toEqual([
      'hewlett',
      'packard',
      'hp',
      'a',
      'b',
    ]);
    const excerpt = profileExcerpt(`${'word '.repeat(100)}end`);
    expect(excerpt.length).toBeLessThanOrEqual(PROFILE_EXCERPT + 1);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(profileExcerpt('  short \n profile ')).toBe('short profile');
  });
});

describe('searching the directory', () => {
  it('indexes companies through the outbox: name, country, profile, counts and tier', async () => {
    const page = await search(T, { sort: 'companyname' });
    expect(page.total).toBe(3);
    expect(page.hits.map((hit) => hit.id)).toEqual([ids.alpha, ids.beta, ids.gamma]);
    const alpha = page.hits[0]!;
    expect(alpha).toMatchObject({
      name: `${T} Alpha Recycling BV`,
      countryCode: 'NL',
      countryName: 'Netherlands',
      profile: 'Certified data erasure and WEEE recycling of servers and laptops.',
      favCount: 2,
      recommendationCount: 0,
      tierRank: 0,
    });
    expect(page.hits[1]!.tierRank).toBe(2);
    expect(page.hits[2]!.profile).toBe('');
  });

  it('matches words by prefix and with a typo, in name, profile and service categories', async () => {
    expect(await found(`${T} recyc`)).toEqual([ids.alpha]);
    expect(await found(`${T} recyling`)).toEqual([ids.alpha]);
    expect(await found(`${T} refurbishd`)).toEqual([ids.beta]);
    expect(await found(`${T} muller`)).toEqual([ids.gamma]);
    expect(await found(`${T} erasure`)).toEqual([ids.gamma, ids.alpha]); // Trusted first
    expect(await found(`${T} software`)).toEqual([ids.gamma]);
    // Every word must match; a word no company holds finds nothing.
    expect(await found(`${T} recycling networking`)).toEqual([]);
    expect(await found(`${T} xylophone`)).toEqual([]);
  });

  it("searches contact persons' names for members only, and only active contacts", async () => {
    expect(await found(CONTACT_WORD)).toEqual([ids.alpha]);
    expect(await found(CONTACT_WORD.slice(0, -1))).toEqual([ids.alpha]);
    expect(await found(CONTACT_WORD, { searchContacts: false })).toEqual([]);
    expect(await found(`${T} retired`)).toEqual([]);
  });

  it('ranks the exact name first, then names starting with the term, then name words, then the rest', async () => {
    expect((await found(`${T} Beta Servers GmbH`))[0]).toBe(ids.beta);
    // "servers" is in beta's name and in alpha's profile: the name comes first.
    expect(await found(`${T} servers`)).toEqual([ids.beta, ids.alpha]);
  });

  it('filters by country and pages with the exact total', async () => {
    expect(await found(T, { countryCode: 'NL' })).toEqual([ids.alpha]);
    expect(await found(T, { countryCode: 'FR' })).toEqual([]);
    const second = await search(T, { sort: 'companyname', page: 2, pageSize: 1 });
    expect(second.total).toBe(3);
    expect(second.hits.map((hit) => hit.id)).toEqual([ids.beta]);
    const past = await search(T, { page: 9, pageSize: 10 });
    expect(past).toEqual({ hits: [], total: 3 });
  });

  it('sorts by name, country, profile and favourite count in both directions', async () => {
    const sorted = (sort: CompanySearchQuery['sort'], order: 'asc' | 'desc') => found(T, { sort, order });
    expect(await sorted('companyname', 'desc')).toEqual([ids.gamma, ids.beta, ids.alpha]);
    expect(await sorted('Country', 'asc')).toEqual([ids.gamma, ids.beta, ids.alpha]); // BE, DE, NL
    expect(await sorted('Country', 'desc')).toEqual([ids.alpha, ids.beta, ids.gamma]);
    // By the profile's text; gamma has none and comes last both ways.
    expect(await sorted('profile', 'asc')).toEqual([ids.alpha, ids.beta, ids.gamma]);
    expect(await sorted('profile', 'desc')).toEqual([ids.beta, ids.alpha, ids.gamma]);
    expect(await sorted('favCount', 'desc')).toEqual([ids.alpha, ids.beta, ids.gamma]);
    expect(await sorted('favCount', 'asc')).toEqual([ids.beta, ids.gamma, ids.alpha]);
  });
});

describe('keeping the directory in step through the outbox', () => {
  it("a contact's new name and a new favourite reach the document", async () => {
    await harness.sql.rows('update contact set name = $1 where id = $2', [
      `Pieter Renamed${T}`,
      alphaContact,
    ]);
    const fan = await buildContact(harness.orm);
    await harness.sql.rows('insert into favorite (contact_id, company_id) values ($1, $2)', [
      fan.contact.id,
      ids.beta,
    ]);
    await harness.drainer.drainUntilEmpty();
    expect(await found(`renamed${T}`)).toEqual([ids.alpha]);
    expect(await found(CONTACT_WORD)).toEqual([]);
    expect((await hitOf(ids.beta))?.favCount).toBe(1);
  });

  it("reads typos only for words no indexed word starts with, and a visitor's only from public words", async () => {
    const readings = async (word: string, searchContacts: boolean) =>
      (await harness.sql.rows<{ lexeme: string }>(companyTypoSql([word], searchContacts)!)).map(
        (row) => row.lexeme,
      );
    expect(await readings('recyling', false)).toContain('recycling');
    expect(await readings('recycling', false)).toEqual([]);
    // The contact's name (alpha's, renamed above) with a typo: members' lookup only.
    const mistyped = `renamad${T.toLowerCase()}`;
    expect(await readings(mistyped, true)).toEqual([`renamed${T.toLowerCase()}`]);
    expect(await readings(mistyped, false)).toEqual([]);
    expect(await found(mistyped)).toEqual([ids.alpha]);
    expect(await found(mistyped, { searchContacts: false })).toEqual([]);
  });

  it('a pending complaint leaves the tier, accepting it removes the tier and solving gives it back', async () => {
    const filer = await buildContact(harness.orm);
    const [complaint] = await harness.sql.rows<{ id: number }>(
      `insert into complaint (company_id, filed_by_id, title, transaction_date, body, resolution)
       values ($1, $2, 'Not delivered', '2026-01-02', 'Paid, nothing came', 'Refund') returning id`,
      [ids.beta, filer.contact.id],
    );
    await harness.drainer.drainUntilEmpty();
    expect((await hitOf(ids.beta))?.tierRank).toBe(2);
    // Staff accept it: the update trigger queues the company again.
    await harness.sql.rows(`update complaint set status = 'open' where id = $1`, [complaint!.id]);
    await harness.drainer.drainUntilEmpty();
    expect((await hitOf(ids.beta))?.tierRank).toBe(0);
    await harness.sql.rows(`update complaint set status = 'solved' where id = $1`, [complaint!.id]);
    await harness.drainer.drainUntilEmpty();
    expect((await hitOf(ids.beta))?.tierRank).toBe(2);
  });

  it('approved recommendations, a new profile and a new name are indexed; an inactive company leaves', async () => {
    const author = await buildContact(harness.orm);
    await harness.sql.rows(
      `insert into recommendation (company_id, author_id, description, approved_at)
       values ($1, $2, repeat('Reliable partner, fast shipping. ', 2), now()),
              ($1, $2, repeat('Pending recommendation text here. ', 2), null)`,
      [ids.gamma, author.contact.id],
    );
    await harness.sql.rows(`update company set description = 'Tape libraries' where id = $1`, [ids.gamma]);
    await harness.drainer.drainUntilEmpty();
    expect((await hitOf(ids.gamma))?.recommendationCount).toBe(1);
    expect(await found(`${T} tape`)).toEqual([ids.gamma]);
    await harness.sql.rows('update company set name = $1 where id = $2', [`${T} Delta Renamed`, ids.gamma]);
    await harness.drainer.drainUntilEmpty();
    expect(await found(`${T} delta`)).toEqual([ids.gamma]);
    await harness.sql.rows('update company set is_active = false where id = $1', [ids.gamma]);
    await harness.drainer.drainUntilEmpty();
    expect(await found(T, { sort: 'companyname' })).toEqual([ids.alpha, ids.beta]);
    await harness.sql.rows('update company set is_active = true where id = $1', [ids.gamma]);
    await harness.drainer.drainUntilEmpty();
  });

  it('a rebuild answers as the outbox left the index, vocabulary included', async () => {
    const before = await search(T, { sort: 'favCount', order: 'desc' });
    const report = await reindex('company', databaseUrl, harness.writer);
    expect(report.documents).toBeGreaterThanOrEqual(3);
    expect(await search(T, { sort: 'favCount', order: 'desc' })).toEqual(before);
    expect(await found(`${T} recyling`)).toEqual([ids.alpha]);
  });
});
