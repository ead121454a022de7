/**
 * The member base: companies and their contacts, including the fixed demo companies. Built in memory
 * (a few thousand companies), ordered like a 25-year-old database: older members have lower ids.
 */
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demoAccounts.ts';
import { countryCentre, countryProfile, countrySequence, phoneNumber, type CountryProfile } from './geo.ts';
import { MANUFACTURERS } from './families.ts';
import {
  asciiSlug,
  MAIN_FUNCTIONS,
  NAME_ACTIVITIES,
  NAME_CORES,
  NAME_PREFIXES,
  OTHER_FUNCTIONS,
  personName,
  SERVICE_NAME_WORDS,
} from './names.ts';
import { Random, WeightedSampler, hashString } from './random.ts';
import {
  paymentMethod,
  serviceDescription,
  shippingDetails,
  signature,
  traderDescription,
  warrantyPolicy,
} from './copy.ts';
import { DAY, YEAR, addYears, type Clock } from './time.ts';
import { EU_VAT_COUNTRY_CODES, euVatNumber } from '@tbs/rules';

export type ImName = 'none' | 'Teams' | 'Trillian' | 'Google Talk' | 'Other';
export type Tier = 'Trial' | 'Regular' | 'Trusted' | 'Gold' | 'Diamond';

export interface ContactRecord {
  id: number;
  companyId: number;
  name: string;
  function: string | null;
  position: number;
  email: string;
  emailAlt: string | null;
  tel: string | null;
  imName: ImName;
  imValue: string | null;
  rfqDisabled: boolean;
  possibleMatchesDisabled: boolean;
  signature: string | null;
  isOwner: boolean;
  isActive: boolean;
  newsReadAt: number | null;
  lastLoginAt: number | null;
  createdAt: number;
  /** Set for the fixed demo sign-in accounts. */
  demo: DemoAccountKey | null;
}

export interface CompanyRecord {
  id: number;
  name: string;
  username: string | null;
  website: string | null;
  tel: string;
  address: string;
  city: string;
  zip: string | null;
  countryCode: string;
  vatNr: string | null;
  shippingDetails: string | null;
  warrantyPolicy: string | null;
  description: string | null;
  bankCode: string | null;
  ibanCode: string | null;
  swiftCode: string | null;
  paymentMethod: string | null;
  isServiceOnly: boolean;
  isAttendingEbm: boolean;
  /** Midnight UTC (ms) of the membership start; null on trial. */
  memberSince: number | null;
  freeTrialUntil: number | null;
  accountType: 'plus' | 'broker';
  lat: number;
  lng: number;
  createdAt: number;
  updatedAt: number;
  tier: Tier;
  /** Indexes into MANUFACTURERS the company trades most. */
  focus: number[];
  /** Service categories (service-only companies). */
  services: number[];
  /** The demo company this is, by its main demo account. */
  demo: DemoCompanyKey | null;
  contacts: ContactRecord[];
}

export type DemoCompanyKey = 'trading' | 'service' | 'twoFactor' | 'overdue' | 'trial';

interface DemoCompanySpec {
  readonly key: DemoCompanyKey;
  readonly accounts: readonly DemoAccountKey[];
  readonly city: string;
  readonly username: string | null;
  /** Membership start as days before today; null = trial. */
  readonly memberDaysAgo: (clock: Clock) => number | null;
  readonly services: readonly number[];
  readonly focus: readonly string[];
  readonly accountType: 'plus' | 'broker';
}

/** The fixed demo companies; ids 1-5 in this order. */
export const DEMO_COMPANIES: readonly DemoCompanySpec[] = [
  {
    key: 'trading',
    accounts: ['owner', 'member', 'analyst'],
    city: 'Amsterdam',
    username: 'demotrading',
    // Twelve full years and a few months: Gold.
    memberDaysAgo: (clock) => (clock.today - addYears(clock.today, -12)) / DAY + 97,
    services: [],
    focus: ['HPE', 'Dell', 'Cisco'],
    accountType: 'plus',
  },
  {
    key: 'service',
    accounts: ['service'],
    city: 'Berlin',
    username: 'demodataerasure',
    memberDaysAgo: (clock) => (clock.today - addYears(clock.today, -4)) / DAY + 45,
    services: [1, 3],
    focus: [],
    accountType: 'plus',
  },
  {
    key: 'twoFactor',
    accounts: ['twoFactor'],
    city: 'Utrecht',
    username: 'demosecureservers',
    memberDaysAgo: (clock) => (clock.today - addYears(clock.today, -7)) / DAY + 160,
    services: [],
    focus: ['Dell', 'Lenovo'],
    accountType: 'broker',
  },
  {
    key: 'overdue',
    accounts: ['overdue'],
    city: 'Rotterdam',
    username: 'demolatepayer',
    // The yearly invoice falls on the anniversary: five years and 40 days ago, so the latest is 40 days old.
    memberDaysAgo: (clock) => (clock.today - addYears(clock.dayAgo(40), -5)) / DAY,
    services: [],
    focus: ['HP', 'Lenovo'],
    accountType: 'plus',
  },
  {
    key: 'trial',
    accounts: ['trial'],
    city: 'Eindhoven',
    username: null,
    memberDaysAgo: () => null,
    services: [],
    focus: ['Apple', 'Samsung'],
    accountType: 'plus',
  },
];

/** Days of free trial left for the trial demo company. */
export const DEMO_TRIAL_DAYS_LEFT = 20;

const TIER_SHARES: ReadonlyArray<readonly [Tier, number]> = [
  ['Trial', 2.5],
  ['Regular', 42.5],
  ['Trusted', 30],
  ['Gold', 18],
  ['Diamond', 7],
];

/** Membership age range in years per tier, kept clear of the tier boundaries. */
const TIER_YEARS: Readonly<Record<Exclude<Tier, 'Trial'>, readonly [number, number]>> = {
  Regular: [0.02, 2.97],
  Trusted: [3.03, 9.97],
  Gold: [10.03, 19.97],
  Diamond: [20.03, 24.9],
};

const SERVICE_SHARE = 0.05;
const SERVICE_POPULARITY = [5, 8, 8, 1, 7, 5, 2, 2, 3, 1, 1, 1, 2, 2, 2, 2];

const NORDIC = new Set(['SE', 'DK', 'NO', 'FI']);
const NON_IBAN = new Set(
  'US CA AU NZ CN HK SG JP KR IN TW MY TH VN ID PH ZA NG KE MX AR CL CO PE LK MA'.split(' '),
);
const BANKS: Readonly<Record<string, readonly string[]>> = {
  NL: ['ABN AMRO', 'ING Bank', 'Rabobank', 'Triodos Bank'],
  BE: ['KBC', 'BNP Paribas Fortis', 'Belfius', 'ING Belgium'],
  DE: ['Deutsche Bank', 'Commerzbank', 'Sparkasse', 'Volksbank', 'Postbank'],
  AT: ['Erste Bank', 'Raiffeisen', 'Bank Austria'],
  GB: ['HSBC UK', 'Barclays', 'Lloyds Bank', 'NatWest'],
  FR: ['BNP Paribas', 'Crédit Agricole', 'Société Générale'],
  IT: ['UniCredit', 'Intesa Sanpaolo', 'Banca Sella'],
  ES: ['Banco Santander', 'BBVA', 'CaixaBank'],
  PL: ['PKO Bank Polski', 'mBank', 'Bank Pekao'],
  AE: ['Emirates NBD', 'Mashreq Bank', 'ADCB'],
};

export interface MemberBase {
  companies: CompanyRecord[];
  contacts: ContactRecord[];
}

/** Builds the member base: `total` companies (the demo companies included) with their contacts. */
export function buildMemberBase(rng: Random, total: number, clock: Clock): MemberBase {
  const demoCount = DEMO_COMPANIES.length;
  if (total < demoCount) throw new Error(`--companies must be at least ${demoCount}`);
  const countries = countrySequence(total, rng.fork('countries'));
  // The demo companies take one NL/DE slot each, so the country allocation stays exact.
  for (const spec of DEMO_COMPANIES) {
    const code = DEMO_ACCOUNTS[spec.accounts[0]!].country;
    const at = countries.indexOf(code);
    countries.splice(at >= 0 ? at : countries.length - 1, 1);
  }

  const names = new Set<string>();
  const domains = new Set<string>();
  const usernames = new Set<string>(DEMO_COMPANIES.flatMap((spec) => (spec.username ? [spec.username] : [])));
  const emails = new Set<string>(Object.values(DEMO_ACCOUNTS).map((account) => account.email));
  const makerSampler = new WeightedSampler(MANUFACTURERS.map((maker) => maker.weight));

  const nameRng = rng.fork('company-names');
  const factRng = rng.fork('company-facts');
  const generated: CompanyRecord[] = [];
  const serviceCount = Math.max(0, Math.round(total * SERVICE_SHARE) - 1);
  const serviceSlots = new Set(
    factRng.sample(
      countries.map((_, i) => i),
      serviceCount,
    ),
  );
  let servicesMade = 0;
  for (let i = 0; i < countries.length; i++) {
    const code = countries[i]!;
    const profile = countryProfile(code);
    const isService = serviceSlots.has(i);
    const services = isService ? serviceCategories(factRng, servicesMade++) : [];
    const city = pickCity(factRng, profile);
    const name = uniqueName(nameRng, names, () => companyName(nameRng, profile, city, services));
    const tier = factRng.weighted(TIER_SHARES);
    const company = companyFacts(factRng, clock, {
      profile,
      name,
      city,
      tier,
      services,
      focus: isService ? [] : distinctMakers(factRng, makerSampler, factRng.int(1, 4)),
      domains,
      usernames,
      accountType: factRng.chance(0.15) ? 'broker' : 'plus',
      wantsUsername: factRng.chance(tier === 'Trial' ? 0.3 : 0.62),
    });
    generated.push(company);
  }
  generated.sort((a, b) => a.createdAt - b.createdAt);

  const demoRng = rng.fork('demo-companies');
  const demos = DEMO_COMPANIES.map((spec) => demoCompany(demoRng, clock, spec, makerSampler));
  const companies = [...demos, ...generated];
  companies.forEach((company, index) => (company.id = index + 1));

  const contactRng = rng.fork('contacts');
  const contacts: ContactRecord[] = [];
  for (const company of companies) {
    const spec = DEMO_COMPANIES.find((demo) => demo.key === company.demo);
    company.contacts = makeContacts(contactRng, clock, company, emails, spec?.accounts ?? []);
    for (const contact of company.contacts) {
      contact.id = contacts.length + 1;
      contact.companyId = company.id;
      contacts.push(contact);
    }
  }
  return { companies, contacts };
}

function serviceCategories(rng: Random, index: number): number[] {
  const sampler = SERVICE_POPULARITY.map((weight, i) => [i + 1, weight] as const);
  // The first sixteen service companies cover every category once.
  const first = index < 16 ? index + 1 : rng.weighted(sampler);
  if (!rng.chance(0.35)) return [first];
  const second = rng.weighted(sampler);
  return second === first ? [first] : [first, second].sort((a, b) => a - b);
}

function pickCity(rng: Random, profile: CountryProfile): string {
  return rng.weighted(profile.cities.map((city, i) => [city, 1 / Math.pow(i + 1, 0.7)] as const));
}

function distinctMakers(rng: Random, sampler: WeightedSampler, count: number): number[] {
  const out = new Set<number>();
  for (let attempt = 0; out.size < count && attempt < 20; attempt++) out.add(sampler.sample(rng));
  return [...out];
}

function uniqueName(rng: Random, taken: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const name = make();
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
  const name = `${make()} ${rng.int(2, 99)}`;
  taken.add(name.toLowerCase());
  return name;
}

const NAME_ENDINGS = ['Point', 'Line', 'Link', 'Hub', 'Zone', 'World', 'Source', 'Base', 'Port', 'Way'];

/** The name without its legal form, e.g. 'Euro Server Trading'. */
function companyBase(
  rng: Random,
  profile: CountryProfile,
  city: string,
  services: readonly number[],
): string {
  let prefix = rng.pick(NAME_PREFIXES);
  if (prefix === 'Nordic' && !NORDIC.has(profile.code))
    prefix = rng.pick(['Euro', 'Global', 'Prime', 'Delta']);
  const core = rng.pick(NAME_CORES);
  if (services.length) {
    const word = rng.pick(SERVICE_NAME_WORDS[services[0]!] ?? ['Services']);
    return rng.chance(0.6) ? `${prefix} ${word}` : `${city} ${word}`;
  }
  const activity = rng.weighted(NAME_ACTIVITIES);
  const style = rng.int(0, 11);
  // Compounds keep short acronyms upper case: 'ReIT', 'BridgeIT', 'Omegadata'.
  const compound = core.length <= 3 ? core : core.toLowerCase();
  if (prefix === 'Re') return `Re${compound} ${activity || 'Trading'}`.trim();
  if (style <= 3) return [prefix, core, activity].filter(Boolean).join(' ');
  if (style === 4) return `${prefix} ${activity || 'Refurb'}`;
  if (style === 5) {
    const { last } = personName(rng, profile.names);
    return `${last} ${profile.localWord ?? core}`;
  }
  if (style === 6) return [city, core, activity].filter(Boolean).join(' ');
  if (style === 7) return `${rng.pattern('AAA')} ${activity || core}`;
  if (style === 8 && !prefix.includes(' ')) return `${prefix}${compound} ${activity}`.trim();
  if (style === 9) return `${core}${rng.pick(NAME_ENDINGS)} ${activity}`.trim();
  if (style === 10 && profile.localWord) return `${prefix} ${profile.localWord}`;
  return [prefix, core, activity || 'Solutions'].join(' ');
}

function companyName(
  rng: Random,
  profile: CountryProfile,
  city: string,
  services: readonly number[],
): string {
  return `${companyBase(rng, profile, city, services)} ${rng.pick(profile.legalForms)}`;
}

/** 'Euro Server Trading BV' → 'euroservertrading' (legal form dropped), at most 30 characters. */
function nameSlug(name: string, profile: CountryProfile): string {
  let base = name;
  for (const form of [...profile.legalForms].sort((a, b) => b.length - a.length)) {
    if (base.endsWith(` ${form}`)) {
      base = base.slice(0, -form.length - 1);
      break;
    }
  }
  return asciiSlug(base).slice(0, 30) || 'trader';
}

function unique(taken: Set<string>, base: string, rng: Random): string {
  let candidate = base;
  while (taken.has(candidate)) candidate = `${base}${rng.int(1, 999)}`;
  taken.add(candidate);
  return candidate;
}

interface FactInput {
  profile: CountryProfile;
  name: string;
  city: string;
  tier: Tier;
  services: number[];
  focus: number[];
  domains: Set<string>;
  usernames: Set<string>;
  accountType: 'plus' | 'broker';
  wantsUsername: boolean;
}

function companyFacts(rng: Random, clock: Clock, input: FactInput): CompanyRecord {
  const { profile, name, city, tier, services, focus } = input;
  const code = profile.code;
  const slug = nameSlug(name, profile);
  const domain = unique(input.domains, `${slug}.${profile.tld}`, rng);
  let memberSince: number | null = null;
  let freeTrialUntil: number | null = null;
  let createdAt: number;
  if (tier === 'Trial') {
    freeTrialUntil = clock.dayAgo(-rng.int(1, 30));
    // Signed up the day before the month of trial started, so never in the future and never now-dependent.
    createdAt = freeTrialUntil - 31 * DAY + rng.float(8, 17) * 3_600_000;
  } else {
    const [from, to] = TIER_YEARS[tier];
    memberSince = clock.dayAgo(Math.round(rng.float(from, to) * (YEAR / DAY)));
    // A month of trial before the paid membership started.
    createdAt = memberSince - rng.int(10, 40) * DAY + rng.float(8, 17) * 3_600_000;
  }
  const centre = countryCentre(code);
  const tiered = tier === 'Trusted' || tier === 'Gold' || tier === 'Diamond';
  const hasBank = rng.chance(0.45);
  const year = new Date(memberSince ?? createdAt).getUTCFullYear() - rng.int(0, 8);
  const countryName = centre.name;
  return {
    id: 0,
    name,
    username: input.wantsUsername ? unique(input.usernames, slug.slice(0, 20), rng) : null,
    website: rng.chance(0.95) ? `${rng.chance(0.85) ? 'https' : 'http'}://www.${domain}` : null,
    tel: phoneNumber(rng, code),
    address: streetAddress(rng, profile),
    city,
    zip: profile.zip ? rng.pattern(profile.zip) : null,
    countryCode: code,
    vatNr: profile.vat && rng.chance(0.9) ? vatNumberOf(rng, code, profile.vat) : null,
    shippingDetails: services.length === 0 && rng.chance(0.8) ? shippingDetails(rng, city) : null,
    warrantyPolicy: services.length === 0 && rng.chance(0.75) ? warrantyPolicy(rng, tiered) : null,
    description: rng.chance(0.93)
      ? services.length
        ? serviceDescription(rng, { name, city, country: countryName, year, categories: services })
        : traderDescription(rng, {
            name,
            city,
            country: countryName,
            year,
            focus: focus.map((maker) => MANUFACTURERS[maker]!.name),
          })
      : null,
    bankCode: hasBank
      ? rng.pick(BANKS[code] ?? ['HSBC', 'Citibank', 'Standard Chartered', 'Deutsche Bank'])
      : null,
    ibanCode: hasBank && !NON_IBAN.has(code) ? `${code}${rng.pattern('99 AAAA 9999 9999 99')}` : null,
    swiftCode: hasBank ? `${rng.pattern('AAAA')}${code}${rng.pattern('XX')}` : null,
    paymentMethod: hasBank || rng.chance(0.3) ? paymentMethod(rng) : null,
    isServiceOnly: services.length > 0,
    isAttendingEbm: tier !== 'Trial' && services.length === 0 && rng.chance(0.016),
    memberSince,
    freeTrialUntil,
    accountType: tier === 'Trial' ? 'plus' : input.accountType,
    lat: clampLat(centre.lat + rng.normal(0, profile.spread / 2)),
    lng: wrapLng(centre.lng + rng.normal(0, profile.spread / 2)),
    createdAt,
    updatedAt: Math.max(createdAt, clock.within(rng, 400)),
    tier,
    focus,
    services,
    demo: null,
    contacts: [],
  };
}

function demoCompany(
  rng: Random,
  clock: Clock,
  spec: DemoCompanySpec,
  makers: WeightedSampler,
): CompanyRecord {
  const account = DEMO_ACCOUNTS[spec.accounts[0]!];
  const profile = countryProfile(account.country);
  const days = spec.memberDaysAgo(clock);
  const memberSince = days === null ? null : clock.dayAgo(days);
  const focus = spec.focus.map((name) => MANUFACTURERS.findIndex((maker) => maker.name === name));
  const record = companyFacts(rng, clock, {
    profile,
    name: account.company,
    city: spec.city,
    tier: days === null ? 'Trial' : 'Regular',
    services: [...spec.services],
    focus: focus.length ? focus : distinctMakers(rng, makers, 2),
    domains: new Set(),
    usernames: new Set(),
    accountType: spec.accountType,
    wantsUsername: false,
  });
  const slug = nameSlug(account.company, profile);
  const yearsMember = memberSince === null ? 0 : (clock.today - memberSince) / YEAR;
  return {
    ...record,
    username: spec.username,
    website: `https://www.${slug}.demo.tbs`,
    memberSince,
    freeTrialUntil: memberSince === null ? clock.dayAgo(-DEMO_TRIAL_DAYS_LEFT) : null,
    createdAt:
      memberSince === null
        ? clock.dayAgo(30 - DEMO_TRIAL_DAYS_LEFT) + 10 * 3_600_000
        : memberSince - 20 * DAY,
    tier:
      memberSince === null
        ? 'Trial'
        : yearsMember >= 20
          ? 'Diamond'
          : yearsMember >= 10
            ? 'Gold'
            : yearsMember >= 3
              ? 'Trusted'
              : 'Regular',
    isAttendingEbm: false,
    demo: spec.key,
  };
}

function streetAddress(rng: Random, profile: CountryProfile): string {
  const street = rng.pick(profile.streets);
  switch (profile.address) {
    case 'after':
      return `${street} ${rng.int(1, 250)}${rng.chance(0.12) ? rng.pick(['a', 'b', 'c', '-3', ' A']) : ''}`;
    case 'before':
      return `${profile.names === 'en' && rng.chance(0.2) ? `Unit ${rng.int(1, 40)}, ` : ''}${rng.int(1, 400)} ${street}`;
    case 'unit':
      return `${rng.pick(['Unit', 'Office', 'Suite', 'Flat', 'Warehouse'])} ${rng.int(101, 2412)}, ${rng.int(1, 120)} ${street}`;
  }
}

function clampLat(lat: number): number {
  return Math.round(Math.max(-60, Math.min(72, lat)) * 1e5) / 1e5;
}

function wrapLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return Math.round(wrapped * 1e5) / 1e5;
}

const IM_NAMES: ReadonlyArray<readonly [ImName, number]> = [
  ['none', 55],
  ['Teams', 25],
  ['Other', 8],
  ['Google Talk', 7],
  ['Trillian', 5],
];

const CONTACT_COUNTS: ReadonlyArray<readonly [number, number]> = [
  [1, 35],
  [2, 35],
  [3, 20],
  [4, 10],
];

function makeContacts(
  rng: Random,
  clock: Clock,
  company: CompanyRecord,
  emails: Set<string>,
  demoAccounts: readonly DemoAccountKey[],
): ContactRecord[] {
  const profile = countryProfile(company.countryCode);
  const domain = (company.website ?? `https://www.${nameSlug(company.name, profile)}.${profile.tld}`).replace(
    /^https?:\/\/www\./,
    '',
  );
  const generatedCount = rng.weighted(CONTACT_COUNTS);
  const count = Math.max(generatedCount, demoAccounts.length);
  const contacts: ContactRecord[] = [];
  for (let position = 1; position <= count; position++) {
    const demo = demoAccounts[position - 1] ?? null;
    const person = personName(rng, profile.names);
    const isMain = position === 1;
    const name = demo ? DEMO_ACCOUNTS[demo].name : person.full;
    const role = demo
      ? DEMO_ACCOUNTS[demo].function
      : isMain
        ? rng.weighted(MAIN_FUNCTIONS)
        : rng.chance(0.93)
          ? rng.weighted(OTHER_FUNCTIONS)
          : null;
    const email = demo
      ? DEMO_ACCOUNTS[demo].email
      : contactEmail(rng, emails, person.first, person.last, domain, isMain);
    const tel = phoneNumber(rng, company.countryCode, !isMain || rng.chance(0.3));
    const imName = rng.weighted(IM_NAMES);
    const createdAt = isMain
      ? company.createdAt
      : company.createdAt + rng.next() * (clock.now - company.createdAt) * 0.7;
    const active = isMain || demo !== null || rng.chance(0.96);
    contacts.push({
      id: 0,
      companyId: 0,
      name,
      function: role,
      position,
      email,
      emailAlt:
        !demo && rng.chance(0.12)
          ? `${rng.pick(['sales', 'purchase', 'info', 'trading', 'office'])}@${domain}`
          : null,
      tel: rng.chance(0.95) || demo ? tel : null,
      imName,
      imValue: imValue(rng, imName, email, tel),
      rfqDisabled: !demo && rng.chance(0.03),
      possibleMatchesDisabled: !demo && rng.chance(0.05),
      signature: rng.chance(0.3) || demo === 'member' ? signature(name, role, company.name, tel) : null,
      isOwner: isMain && company.username !== null,
      isActive: active,
      newsReadAt: rng.chance(0.5) ? clock.within(rng, 60) : null,
      lastLoginAt: demo
        ? clock.within(rng, 3)
        : active && rng.chance(0.7)
          ? clock.ago(rng.logNormal(6, 1.2) % 120)
          : null,
      createdAt: Math.min(createdAt, clock.now),
      demo,
    });
  }
  return contacts;
}

function contactEmail(
  rng: Random,
  taken: Set<string>,
  first: string,
  last: string,
  domain: string,
  isMain: boolean,
): string {
  const f = asciiSlug(first) || 'contact';
  const l = asciiSlug(last) || 'team';
  const style = rng.int(0, 9);
  const local =
    isMain && style === 9
      ? rng.pick(['info', 'sales', 'office'])
      : style <= 2
        ? f
        : style <= 6
          ? `${f}.${l}`
          : style === 7
            ? `${f[0]}.${l}`
            : `${f[0]}${l}`;
  let email = `${local}@${domain}`.toLowerCase();
  while (taken.has(email)) email = `${local}${rng.int(2, 99)}@${domain}`.toLowerCase();
  taken.add(email);
  return email;
}

function imValue(rng: Random, imName: ImName, email: string, tel: string): string | null {
  switch (imName) {
    case 'none':
      return null;
    case 'Teams':
    case 'Google Talk':
      return email;
    case 'Trillian':
      return `${email.split('@')[0]!.replace(/\./g, '_')}_${rng.int(1, 99)}`;
    case 'Other':
      return rng.chance(0.6) ? `WhatsApp ${tel}` : `Skype: live:${email.split('@')[0]}`;
  }
}

/** A company that is not in the member base (registrations, bad debtors): name, city and domain. */
export function fictitiousCompany(rng: Random, code: string): { name: string; city: string; domain: string } {
  const profile = countryProfile(code);
  const city = pickCity(rng, profile);
  const name = companyName(rng, profile, city, []);
  return { name, city, domain: `${nameSlug(name, profile)}.${profile.tld}` };
}

/**
 * A VAT number from the country's pattern. An EU number is drawn again until its check digits hold (so seeded
 * members are reverse charged as real ones are), from a generator of its own: the world's draws stay the same.
 */
function vatNumberOf(rng: Random, countryCode: string, pattern: string): string {
  const first = rng.pattern(pattern);
  if (!EU_VAT_COUNTRY_CODES.includes(countryCode)) return first;
  const redraw = new Random(hashString(first));
  let number = first;
  for (let tries = 0; tries < 50_000 && !euVatNumber(countryCode, number); tries += 1) {
    number = redraw.pattern(pattern);
  }
  return number;
}
