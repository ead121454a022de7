/** Fast checks of the generators, without a database. */
import { COUNTRIES } from '@tbs/db/reference';
import { describe, expect, it } from 'vitest';
import { shortDescription } from './broadcasts.ts';
import { EU_VAT_COUNTRY_CODES, euVatNumber, normalisePartNumber } from '@tbs/rules';
import { Catalogue } from './catalogue.ts';
import { buildMemberBase } from './companies.ts';
import { bannerImage } from './content.ts';
import { allocateCountries, COUNTRY_PROFILES } from './geo.ts';
import { allocateParts } from './inventory.ts';
import { Random } from './random.ts';
import { Clock } from './time.ts';

const clock = new Clock(new Date('2026-11-22T10:00:00Z'));

describe('the member base', () => {
  it('spreads the full-size member base over exactly 74 known countries', () => {
    const known = new Set(COUNTRIES.map(([code]) => code));
    expect(COUNTRY_PROFILES).toHaveLength(74);
    for (const profile of COUNTRY_PROFILES) expect(known.has(profile.code), profile.code).toBe(true);
    const allocation = allocateCountries(3000);
    expect([...allocation.values()].reduce((a, b) => a + b, 0)).toBe(3000);
    expect([...allocation.values()].every((count) => count >= 1)).toBe(true);

    const { companies, contacts } = buildMemberBase(new Random(1999), 3000, clock);
    expect(new Set(companies.map((company) => company.countryCode)).size).toBe(74);
    const top = [...allocation]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([code]) => code);
    expect(top).toEqual(['NL', 'DE', 'GB', 'US']);
    expect(new Set(contacts.map((contact) => contact.email.toLowerCase())).size).toBe(contacts.length);
    expect(new Set(companies.map((company) => company.name.toLowerCase())).size).toBe(companies.length);
    const service = companies.filter((company) => company.isServiceOnly);
    expect(service.length).toBeGreaterThan(120);
    expect(new Set(service.flatMap((company) => company.services)).size).toBe(16);
  });

  it('keeps its structure whatever day and time it is seeded', () => {
    const facts = (now: string) =>
      buildMemberBase(new Random(1999), 3000, new Clock(new Date(now))).contacts.map(
        (contact) => `${contact.companyId} ${contact.email}`,
      );
    expect(facts('2026-11-22T00:05:00Z')).toEqual(facts('2031-02-03T23:55:00Z'));
  });

  it('has the tier mix of a 25-year-old network', () => {
    const { companies } = buildMemberBase(new Random(1999), 3000, clock);
    const share = (tier: string) =>
      companies.filter((company) => company.tier === tier).length / companies.length;
    expect(share('Regular') + share('Trial')).toBeCloseTo(0.45, 1);
    expect(share('Trusted')).toBeCloseTo(0.3, 1);
    expect(share('Gold')).toBeCloseTo(0.18, 1);
    expect(share('Diamond')).toBeCloseTo(0.07, 1);
    const earliest = Math.min(
      ...companies.flatMap((company) => (company.memberSince === null ? [] : [company.memberSince])),
    );
    expect(new Date(earliest).getUTCFullYear()).toBeGreaterThanOrEqual(2001);
  });

  it("gives EU members VAT numbers that pass their country's check digits", () => {
    const { companies } = buildMemberBase(new Random(1999), 3000, clock);
    const eu = companies.filter(
      (company) => company.vatNr && EU_VAT_COUNTRY_CODES.includes(company.countryCode),
    );
    expect(eu.length).toBeGreaterThan(1000);
    const failing = eu.filter((company) => !euVatNumber(company.countryCode, company.vatNr));
    expect(failing.map((company) => `${company.countryCode} ${company.vatNr}`)).toEqual([]);
  });
});

describe('the catalogue', () => {
  const catalogue = Catalogue.build(new Random(1999).fork('catalogue'));

  it('has unique normalised part numbers that fit the columns', () => {
    expect(catalogue.size).toBeGreaterThan(25_000);
    expect(new Set(catalogue.items.map((item) => item.norm)).size).toBe(catalogue.size);
    for (const item of catalogue.items) {
      expect(item.norm).toBe(normalisePartNumber(item.partNumber));
      expect(item.partNumber).toMatch(/^[\x20-\x7e]{4,80}$/);
      expect(item.description.length).toBeLessThanOrEqual(300);
      expect(shortDescription(item).length).toBeLessThanOrEqual(50);
    }
  });

  it('allocates exactly the parts asked for, within the cap', () => {
    const { companies } = buildMemberBase(new Random(3), 200, clock);
    const counts = allocateParts(new Random(4), companies, 100_000, 5_000);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(Math.max(...counts)).toBeLessThanOrEqual(5_000);
    companies.forEach((company, i) => {
      if (company.isServiceOnly) expect(counts[i]).toBe(0);
      if (company.demo === 'trading') expect(counts[i]).toBe(50);
    });
  });

  it('draws banner images that fit their column', () => {
    expect(
      bannerImage('Continental Asset Recovery Solutions Sp. z o.o.', '#123456').length,
    ).toBeLessThanOrEqual(500);
  });
});
