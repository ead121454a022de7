/**
 * What members do besides trading: searches (top searches), inventory hits, page views, favourites,
 * saved searches, recommendations, complaints, broker-meeting registrations and usage events.
 */
import type { ComplaintStatus } from '@tbs/db';
import { normalisePartNumber } from '@tbs/rules';
import type { Catalogue } from './catalogue.ts';
import type { CompanyRecord, ContactRecord } from './companies.ts';
import { complaintText, recommendationText } from './copy.ts';
import type { InventoryIndex } from './inventory.ts';
import type { Row } from './pgCopy.ts';
import { WeightedSampler, type Random } from './random.ts';
import { DAY, HOUR, isoDate, type Clock } from './time.ts';

export const SEARCH_DAYS = 30;

/** Active contacts of member companies (the ones who search, favourite and recommend). */
export function activeMembers(companies: readonly CompanyRecord[]): ContactRecord[] {
  return companies.flatMap((company) => company.contacts.filter((contact) => contact.isActive));
}

/** Ascending instants over the last `days`, one per call (order statistics of uniforms). */
function ascendingTimes(rng: Random, clock: Clock, days: number, total: number): () => number {
  let u = 0;
  let i = 0;
  return () => {
    u += (1 - u) * (1 - Math.pow(1 - rng.next(), 1 / Math.max(1, total - i++)));
    return clock.now - (1 - u) * days * DAY;
  };
}

export interface SearchActivity {
  searchLog: Row[];
  inventoryHits: Row[];
}

/**
 * search_log rows of the last 30 days, skewed to popular part numbers that are in stock, and the
 * inventory hits those searches caused (plus some for the demo trading company).
 */
export function buildSearches(
  rng: Random,
  companies: readonly CompanyRecord[],
  catalogue: Catalogue,
  inventory: InventoryIndex,
  clock: Clock,
  total: number,
): SearchActivity {
  const stocked: number[] = [];
  const weights: number[] = [];
  for (let item = 0; item < catalogue.size; item++) {
    const listings = inventory.listings[item]!;
    if (listings > 0) {
      stocked.push(item);
      weights.push(Math.pow(listings, 1.3));
    }
  }
  const searchLog: Row[] = [];
  const hits: Row[] = [];
  const members = activeMembers(companies);
  if (stocked.length === 0 || members.length === 0) return { searchLog, inventoryHits: hits };
  const sampler = new WeightedSampler(weights);
  const time = ascendingTimes(rng, clock, SEARCH_DAYS, total);
  for (let i = 0; i < total; i++) {
    const itemIndex = stocked[sampler.sample(rng)]!;
    const item = catalogue.items[itemIndex]!;
    const kind = rng.weighted([
      ['exact', 60],
      ['nodash', 15],
      ['lower', 13],
      ['partial', 7],
      ['typo', 5],
    ] as const);
    let query = item.partNumber;
    if (kind === 'nodash') query = item.partNumber.replace(/[^A-Za-z0-9]/g, '');
    else if (kind === 'lower') query = item.partNumber.toLowerCase();
    else if (kind === 'partial')
      query = item.partNumber.slice(0, Math.max(4, Math.ceil(item.partNumber.length * 0.7)));
    else if (kind === 'typo') query = typo(rng, item.partNumber);
    const norm = normalisePartNumber(query);
    const count = kind === 'typo' ? 0 : inventory.listings[itemIndex]!;
    const searcher = rng.chance(0.85) ? rng.pick(members) : null;
    const createdAt = time();
    searchLog.push([
      i + 1,
      query,
      norm,
      kind === 'partial' ? count + rng.int(0, 20) : count,
      searcher?.id ?? null,
      searcher?.companyId ?? null,
      new Date(createdAt),
    ]);
    if (searcher && kind !== 'typo' && kind !== 'partial' && rng.chance(0.35)) {
      const holders = inventory.holdersOf(itemIndex).filter((id) => id !== searcher.companyId);
      for (const holder of holders.slice(0, rng.int(1, 3))) {
        hits.push([
          hits.length + 1,
          holder,
          query,
          item.partNumber,
          searcher.companyId,
          searcher.id,
          new Date(createdAt),
        ]);
      }
    }
  }
  // The demo trading company sees who searched its stock.
  const demo = companies.find((company) => company.demo === 'trading');
  if (demo) {
    const start = inventory.companyStart[demo.id]!;
    const count = inventory.companyCount[demo.id]!;
    const others = members.filter((member) => member.companyId !== demo.id);
    for (let k = 0; k < Math.min(25, count * 2) && others.length; k++) {
      const item = catalogue.items[inventory.listingItem[start + rng.int(0, count - 1)]!]!;
      const searcher = rng.pick(others);
      hits.push([
        hits.length + 1,
        demo.id,
        rng.chance(0.7) ? item.partNumber : item.norm,
        item.partNumber,
        searcher.companyId,
        searcher.id,
        new Date(clock.within(rng, SEARCH_DAYS)),
      ]);
    }
  }
  return { searchLog, inventoryHits: hits };
}

function typo(rng: Random, partNumber: string): string {
  const chars = [...partNumber];
  const at = rng.int(0, chars.length - 1);
  if (rng.chance(0.5)) chars.splice(at, 1);
  else chars[at] = rng.pattern('X');
  return chars.join('');
}

const PAGES: ReadonlyArray<readonly [string, number]> = [
  ['/', 20],
  ['/broadcasts', 25],
  ['/parts', 15],
  ['/companies', 8],
  ['/inventory', 6],
  ['/news', 4],
  ['/favorites', 3],
  ['/profile', 2],
  ['/invoices', 1],
  ['/services', 2],
  ['/testimonials', 1],
  ['/diamond-members', 1],
  ['/gold-members', 1],
  ['/trusted-members', 1],
  ['/inventory-hits', 2],
  ['/contact', 1],
  ['/register', 2],
];

/** page_view rows of the last 30 days, generated lazily. */
export function* pageViewRows(
  rng: Random,
  companies: readonly CompanyRecord[],
  clock: Clock,
  total: number,
): Generator<Row> {
  const members = activeMembers(companies);
  const time = ascendingTimes(rng, clock, SEARCH_DAYS, total);
  for (let i = 0; i < total; i++) {
    let path = rng.weighted(PAGES);
    if (path === '/companies' && rng.chance(0.6)) path = `/companies/${rng.int(1, companies.length)}`;
    else if (path === '/broadcasts' && rng.chance(0.3)) path = `/broadcasts?page=${rng.int(2, 20)}`;
    const member = path !== '/register' && rng.chance(0.8) && members.length ? rng.pick(members) : null;
    const referrer = rng.chance(0.25)
      ? rng.pick([
          '/',
          '/broadcasts',
          '/parts',
          '/companies',
          'https://www.google.com/',
          'android-app://com.tbs.app',
        ])
      : null;
    yield [i + 1, path, member?.id ?? null, referrer, new Date(time())];
  }
}

export function buildFavorites(rng: Random, companies: readonly CompanyRecord[], clock: Clock): Row[] {
  const rows: Row[] = [];
  const targets = companies.filter((company) => company.memberSince !== null);
  if (targets.length < 2) return rows;
  const weights = new WeightedSampler(
    targets.map((company) => ({ Trial: 0.5, Regular: 1, Trusted: 2, Gold: 3, Diamond: 4 })[company.tier]),
  );
  for (const company of companies) {
    for (const contact of company.contacts) {
      if (!contact.isActive) continue;
      const wanted = contact.demo === 'member' ? 8 : rng.chance(0.3) ? rng.int(1, 10) : 0;
      const chosen = new Set<number>();
      for (let attempt = 0; chosen.size < wanted && attempt < wanted * 5; attempt++) {
        const target = targets[weights.sample(rng)]!;
        if (target.id !== company.id) chosen.add(target.id);
      }
      for (const companyId of [...chosen].sort((a, b) => a - b)) {
        rows.push([contact.id, companyId, new Date(Math.max(contact.createdAt, clock.within(rng, 700)))]);
      }
    }
  }
  return rows;
}

const SAVED_QUERIES = [
  'DL380 Gen10',
  'C9300-48P',
  'iPhone 13',
  '1.2TB SAS',
  'R740',
  'SFP-10G-SR',
  'Latitude 5520',
  'EX4300',
  'Xeon Gold 6248',
  '32GB DDR4',
  'MacBook Pro',
  'ThinkPad T14',
  'EliteBook 840',
  'NetApp X477A',
  'toner CF259',
];

export function buildSavedSearches(
  rng: Random,
  companies: readonly CompanyRecord[],
  catalogue: Catalogue,
  clock: Clock,
): Row[] {
  const rows: Row[] = [];
  for (const company of companies) {
    if (company.isServiceOnly) continue;
    for (const contact of company.contacts) {
      if (!contact.isActive) continue;
      const count = contact.demo === 'member' ? 3 : rng.chance(0.08) ? rng.int(1, 3) : 0;
      for (let k = 0; k < count; k++) {
        const query = rng.chance(0.5)
          ? rng.pick(SAVED_QUERIES)
          : catalogue.items[catalogue.pickItem(rng)]!.partNumber;
        const createdAt = Math.max(contact.createdAt, clock.within(rng, 500));
        const isDigest = contact.demo === 'member' ? k === 2 : rng.chance(0.4);
        rows.push([
          rows.length + 1,
          contact.id,
          query,
          rng.chance(0.3) ? rng.pick([1, 2, 4, 7, 11, 12]) : null,
          rng.chance(0.4) ? rng.pick(['WTB', 'WTS']) : null,
          null,
          isDigest,
          new Date(createdAt),
          rng.chance(0.7) ? new Date(Math.max(createdAt, clock.within(rng, 20))) : null,
        ]);
      }
    }
  }
  return rows;
}

export function buildRecommendations(
  rng: Random,
  companies: readonly CompanyRecord[],
  catalogue: Catalogue,
  clock: Clock,
): Row[] {
  const rows: Row[] = [];
  const members = companies.filter((company) => company.memberSince !== null && !company.isServiceOnly);
  const authors = activeMembers(members);
  if (members.length < 2 || authors.length < 2) return rows;
  const companySampler = new WeightedSampler(
    members.map((company) => ({ Trial: 0, Regular: 1, Trusted: 2, Gold: 3, Diamond: 4 })[company.tier]),
  );
  const add = (company: CompanyRecord, pending: boolean) => {
    let author = rng.pick(authors);
    for (let attempt = 0; author.companyId === company.id && attempt < 10; attempt++)
      author = rng.pick(authors);
    if (author.companyId === company.id) return;
    const item =
      catalogue.items[catalogue.pickItem(rng, company.focus.length ? rng.pick(company.focus) : undefined)]!;
    const createdAt = pending ? clock.within(rng, 20) : clock.within(rng, 900);
    rows.push([
      rows.length + 1,
      company.id,
      author.id,
      recommendationText(rng, company.name, `${rng.int(2, 50)}x ${item.partNumber}`),
      pending ? null : new Date(Math.min(clock.now, createdAt + rng.float(0.1, 8) * DAY)),
      new Date(createdAt),
    ]);
  };
  const demo = companies.find((company) => company.demo === 'trading');
  if (demo) {
    for (let k = 0; k < 4; k++) add(demo, false);
    for (let k = 0; k < 2; k++) add(demo, true);
  }
  const total = Math.round(companies.length * 0.6);
  for (let k = 0; k < total; k++) {
    const company = members[companySampler.sample(rng)]!;
    if (company.demo) continue;
    add(company, rng.chance(0.12));
  }
  return rows;
}

/**
 * Complaints of every status: pending review (no effect), accepted and unsolved ('open': the tier withheld),
 * solved and rejected. One pending complaint comes from a trial account and one company gets a burst of three
 * pending ones within days, so the staff listing (`npm run staff -- complaint list`) shows both flags.
 */
export function buildComplaints(
  rng: Random,
  companies: readonly CompanyRecord[],
  catalogue: Catalogue,
  clock: Clock,
): Row[] {
  const rows: Row[] = [];
  const targets = companies.filter(
    (company) => !company.demo && !company.isServiceOnly && company.memberSince !== null,
  );
  const filers = activeMembers(companies.filter((company) => !company.demo));
  if (targets.length < 2 || filers.length < 2) return rows;
  const trialFilers = activeMembers(
    companies.filter((company) => !company.demo && company.memberSince === null),
  );
  const complain = (
    company: CompanyRecord,
    filer: ContactRecord,
    status: ComplaintStatus,
    createdAt: number,
  ) => {
    const item = catalogue.items[catalogue.pickItem(rng)]!;
    const text = complaintText(rng, `${rng.int(5, 200)}x ${item.partNumber}`);
    const closedAt =
      status === 'open' || status === 'pending'
        ? null
        : Math.min(clock.now, createdAt + rng.int(5, 60) * DAY);
    const reviewedAt =
      status === 'pending' ? null : Math.min(closedAt ?? clock.now, createdAt + rng.int(1, 4) * DAY);
    rows.push([
      rows.length + 1,
      company.id,
      filer.id,
      text.title,
      isoDate(createdAt - rng.int(10, 60) * DAY),
      text.body,
      text.resolution,
      status,
      new Date(createdAt),
      reviewedAt === null ? null : new Date(reviewedAt),
      reviewedAt === null ? null : 'staff:demo',
      closedAt === null ? null : new Date(closedAt),
    ]);
  };
  const filerFor = (company: CompanyRecord, pool: readonly ContactRecord[]) => {
    let filer = rng.pick(pool);
    for (let attempt = 0; filer.companyId === company.id && attempt < 10; attempt++) filer = rng.pick(pool);
    return filer.companyId === company.id ? null : filer;
  };
  // The first of each status for sure (a small world too), then a realistic mix.
  const firsts: ComplaintStatus[] = ['open', 'pending', 'pending', 'solved', 'rejected'];
  const total = Math.max(firsts.length, Math.round(companies.length / 150));
  for (let k = 0; k < total; k++) {
    const company = rng.pick(targets);
    const trial = k === 2 && trialFilers.length > 0;
    const filer = filerFor(company, trial ? trialFilers : filers);
    if (!filer) continue;
    const status =
      firsts[k] ??
      rng.weighted([
        ['pending', 15],
        ['open', 20],
        ['solved', 45],
        ['rejected', 20],
      ] as const);
    // A trial account is at most a month old: its complaint is from the last day.
    const days = trial ? 1 : status === 'open' || status === 'pending' ? 60 : 1000;
    complain(company, filer, status, clock.within(rng, days));
  }
  // A burst: three complaints against one company within four days, all waiting for review.
  const burstTarget = rng.pick(targets);
  const burstStart = clock.within(rng, 20);
  for (let k = 0; k < 3; k++) {
    const filer = filerFor(burstTarget, filers);
    if (filer)
      complain(burstTarget, filer, 'pending', Math.min(clock.now, burstStart + k * rng.float(0.5, 2) * DAY));
  }
  return rows;
}

/** Registered attendees of this year's broker meeting: contacts of the attending companies. */
export function buildEventAttendees(rng: Random, companies: readonly CompanyRecord[], clock: Clock): Row[] {
  const attending = companies.filter((company) => company.isAttendingEbm);
  const pool = attending.length
    ? attending
    : companies.filter((company) => !company.demo && company.memberSince !== null).slice(-20);
  const people: Array<[string, string]> = [];
  for (const company of pool) {
    for (const contact of company.contacts.slice(0, rng.chance(0.3) ? 2 : 1))
      people.push([contact.name, company.name]);
  }
  return rng
    .sample(people, 40)
    .map(([name, companyName]) => [name, companyName, clock.within(rng, 75)] as const)
    .sort((a, b) => a[2] - b[2])
    .map(([name, companyName, at], index) => [index + 1, name, companyName, new Date(at)]);
}

/** Registration and payment funnel events of the last 30 days. */
export function* usageEventRows(
  rng: Random,
  companies: readonly CompanyRecord[],
  clock: Clock,
  sessions: number,
): Generator<Row> {
  const members = activeMembers(companies);
  let id = 0;
  const events: Array<[string, string | null, number | null, number]> = [];
  for (let s = 0; s < sessions; s++) {
    const start = clock.within(rng, SEARCH_DAYS);
    if (rng.chance(0.7)) {
      const steps = [
        'registration_started',
        'registration_step1_completed',
        'registration_step2_completed',
        'registration_completed',
      ];
      const reached = rng.int(1, steps.length);
      for (let k = 0; k < reached; k++)
        events.push([steps[k]!, JSON.stringify({ step: k + 1 }), null, start + k * rng.int(20, 300) * 1000]);
      if (reached < steps.length)
        events.push([
          'registration_abandoned',
          JSON.stringify({ step: reached, external: rng.chance(0.4) }),
          null,
          start + reached * 400_000,
        ]);
    } else if (members.length) {
      const contact = rng.pick(members);
      const steps = [
        'payment_started',
        'payment_step1_started',
        'payment_step1_completed',
        'payment_completed',
      ];
      const reached = rng.int(1, steps.length);
      for (let k = 0; k < reached; k++)
        events.push([
          steps[k]!,
          JSON.stringify({ option: rng.chance(0.8) ? 0 : 1 }),
          contact.id,
          start + k * rng.int(20, 300) * 1000,
        ]);
      if (reached < steps.length)
        events.push([
          rng.chance(0.3) ? 'payment_failed' : 'payment_abandoned',
          null,
          contact.id,
          start + reached * 400_000,
        ]);
    }
  }
  events.sort((a, b) => a[3] - b[3]);
  for (const [name, props, contactId, at] of events)
    yield [++id, name, props, contactId, new Date(Math.min(at, clock.now - HOUR / 60))];
}
