/**
 * Seeds the demo world: migrates, then in one transaction truncates the domain tables and streams every
 * table in with COPY, resets the sequences, commits and analyzes. Deterministic for a seed and a "now".
 */
import { hash, type Algorithm } from '@node-rs/argon2';
import { config } from '@tbs/config';
import { migrateToLatest, withDefaultUser, companyNameKey } from '@tbs/db';
import pg from 'pg';
import {
  buildComplaints,
  buildEventAttendees,
  buildFavorites,
  buildRecommendations,
  buildSavedSearches,
  buildSearches,
  pageViewRows,
  usageEventRows,
} from './activity.ts';
import { BROADCAST_COLUMNS, broadcastRows } from './broadcasts.ts';
import { buildBilling, CREDIT_NOTE_COLUMNS, INVOICE_COLUMNS } from './billing.ts';
import { Catalogue } from './catalogue.ts';
import { buildMemberBase, type CompanyRecord, type ContactRecord } from './companies.ts';
import {
  buildFaq,
  buildHelpVideos,
  buildMeetingReports,
  buildNews,
  buildRegistrations,
  buildSponsors,
  buildStaff,
  buildTestimonials,
  NEWS_COLUMNS,
} from './content.ts';
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET, type DemoAccount, type DemoAccountKey } from './demoAccounts.ts';
import { allocateParts, INVENTORY_COLUMNS, InventoryIndex, inventoryRows } from './inventory.ts';
import { copyRows, type Row, type TableLoad } from './pgCopy.ts';
import { Random } from './random.ts';
import { buildStaffPhotos, STAFF_PHOTO_COLUMNS } from './staffPortraits.ts';
import { Clock, isoDate } from './time.ts';

export interface SeedOptions {
  /** Defaults to config().DATABASE_URL. */
  databaseUrl?: string;
  companies?: number;
  parts?: number;
  broadcasts?: number;
  /** PRNG seed. */
  seed?: number;
  /** The instant the world is seeded at; every date is relative to it. Defaults to the current time. */
  now?: Date;
  /**
   * Do nothing when the company table already has rows; otherwise seed, clearing whatever the other
   * domain tables hold (without companies there is no member data to lose).
   */
  ifEmpty?: boolean;
  /** Truncate all domain tables first (reference data stays). */
  reset?: boolean;
  /** Where the progress lines go; defaults to console.log. */
  log?: (line: string) => void;
}

export interface SeedResult {
  skipped: boolean;
  /** Rows per table. */
  counts: Record<string, number>;
  seconds: number;
}

export const SEED_DEFAULTS = { companies: 3000, parts: 200_000, broadcasts: 50_000, seed: 1999 } as const;

/** Tables migrations fill and the seed never touches. */
export const REFERENCE_TABLES = [
  'country',
  'broadcast_list',
  'news_category',
  'service_category',
  'setting',
  'mikro_orm_migrations',
  // The installation's own keys (api/src/secrets), read by running api processes: a reseed keeps them.
  'installation_key',
] as const;

/** argon2id with the parameters the api uses (OWASP minimum). */
const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function seedDemoWorld(options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const companies = options.companies ?? SEED_DEFAULTS.companies;
  const parts = options.parts ?? SEED_DEFAULTS.parts;
  const broadcasts = options.broadcasts ?? SEED_DEFAULTS.broadcasts;
  const seed = options.seed ?? SEED_DEFAULTS.seed;
  for (const [name, value] of Object.entries({ companies, parts, broadcasts, seed })) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`--${name} must be a non-negative integer`);
  }
  const databaseUrl = options.databaseUrl ?? config().DATABASE_URL;

  await migrateToLatest(databaseUrl);
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl) });
  await client.connect();
  const counts: Record<string, number> = {};
  try {
    const seeded = (
      await client.query<{ seeded: boolean }>('select exists (select 1 from company) as seeded')
    ).rows[0]!.seeded;
    if (seeded && options.ifEmpty) {
      log('The database already holds a demo world (company has rows); nothing to do.');
      return { skipped: true, counts, seconds: (performance.now() - started) / 1000 };
    }
    const tables = await domainTables(client);
    // Without companies there is no member data; --if-empty then clears leftovers (mail, page views) too.
    if (!options.reset && !options.ifEmpty) {
      const filled = await filledTables(client, tables);
      if (filled.length)
        throw new Error(`Tables already hold data (${filled.join(', ')}); use --reset to replace them.`);
    }

    const clock = new Clock(options.now ?? new Date());
    const master = new Random(seed);
    log(
      `Seeding the demo world: ${companies} companies, ${parts} parts, ${broadcasts} broadcasts, seed ${seed}, now ${new Date(clock.now).toISOString()}`,
    );
    const world = buildWorld(master, clock, companies);
    const hashes = await demoPasswordHashes(master.fork('passwords'));

    await client.query('begin');
    try {
      // Truncating in this transaction also lets COPY write frozen rows.
      await client.query(`truncate ${tables.map(quoteIdent).join(', ')} restart identity cascade`);
      await client.query(`set local maintenance_work_mem = '256MB'`);
      const line = (label: string, rows: string, since: number) =>
        log(
          `  ${label.padEnd(26)} ${rows.padStart(11)} ${((performance.now() - since) / 1000).toFixed(2).padStart(8)} s`,
        );
      const load = async (table: TableLoad) => {
        const t0 = performance.now();
        // Big tables load faster without their secondary indexes and foreign keys; both come back after.
        const restore = BULK_TABLES.has(table.table) ? await dropSecondaryKeys(client, table.table) : [];
        const rows = await copyRows(client, table, true);
        counts[table.table] = rows;
        line(table.table, `${rows.toLocaleString('en-US')} rows`, t0);
        if (restore.length) {
          const t1 = performance.now();
          for (const statement of restore) await client.query(statement);
          line(`${table.table} (keys)`, `${restore.length} built`, t1);
        }
      };
      await loadWorld(load, master, clock, world, { parts, broadcasts }, hashes);
      // The demo world's broadcasts are history: nothing to mail, match or announce (broadcastPipeline.ts).
      await client.query('delete from broadcast_pending');
      // Invoices keep the seller they were made with (Migration20261125040000InvoiceSeller).
      for (const documents of ['invoice', 'credit_note'])
        await client.query(
          `update ${documents} set seller = (select value from setting where key = 'operatorDetails')`,
        );
      await resetSequences(client, tables);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    const t0 = performance.now();
    await client.query('analyze');
    log(
      `  ${'analyze'.padEnd(22)} ${''.padStart(16)} ${((performance.now() - t0) / 1000).toFixed(2).padStart(8)} s`,
    );
    const seconds = (performance.now() - started) / 1000;
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    log(
      `Seeded ${total.toLocaleString('en-US')} rows in ${Object.keys(counts).length} tables in ${seconds.toFixed(1)} s`,
    );
    return { skipped: false, counts, seconds };
  } finally {
    await client.end();
  }
}

/** Tables loaded without their secondary indexes and foreign keys, which are rebuilt after the COPY. */
const BULK_TABLES = new Set([
  'inventory_part',
  'broadcast',
  'page_view',
  'search_log',
  'inventory_hit',
  'favorite',
]);

/**
 * Drops the secondary indexes, unique constraints and foreign keys of a table (inside the seed's
 * transaction) and returns the statements that recreate them exactly, from the catalog's own definitions.
 */
async function dropSecondaryKeys(client: pg.Client, table: string): Promise<string[]> {
  const constraints = await client.query<{ name: string; definition: string; type: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition, contype as type
       from pg_constraint where conrelid = $1::regclass and contype in ('u', 'f') order by contype desc, conname`,
    [table],
  );
  const indexes = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid)
      order by i.relname`,
    [table],
  );
  for (const constraint of constraints.rows)
    await client.query(`alter table ${quoteIdent(table)} drop constraint ${quoteIdent(constraint.name)}`);
  for (const index of indexes.rows) await client.query(`drop index ${quoteIdent(index.name)}`);
  return [
    ...indexes.rows.map((index) => index.definition),
    ...constraints.rows.map(
      (constraint) =>
        `alter table ${quoteIdent(table)} add constraint ${quoteIdent(constraint.name)} ${constraint.definition}`,
    ),
  ];
}

/** Every table of the public schema except the reference data. */
async function domainTables(client: pg.Client): Promise<string[]> {
  const result = await client.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' and not (tablename = any($1)) order by tablename`,
    [REFERENCE_TABLES],
  );
  return result.rows.map((row) => row.tablename);
}

async function filledTables(client: pg.Client, tables: readonly string[]): Promise<string[]> {
  if (!tables.length) return [];
  const sql = tables
    .map(
      (table) =>
        `select ${pg.escapeLiteral(table)} as name where exists (select 1 from ${quoteIdent(table)})`,
    )
    .join(' union all ');
  return (await client.query<{ name: string }>(sql)).rows.map((row) => row.name);
}

/** Points every serial/identity sequence of the tables at the highest id. */
async function resetSequences(client: pg.Client, tables: readonly string[]): Promise<void> {
  const result = await client.query<{ table_name: string; column_name: string; sequence: string }>(
    `select c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as sequence
       from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = any($1)
        and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
    [tables],
  );
  for (const row of result.rows) {
    await client.query(
      `select setval($1, coalesce((select max(${quoteIdent(row.column_name)}) from ${quoteIdent(row.table_name)}), 0) + 1, false)`,
      [row.sequence],
    );
  }
}

interface World {
  catalogue: Catalogue;
  companies: CompanyRecord[];
  contacts: ContactRecord[];
}

function buildWorld(master: Random, clock: Clock, companies: number): World {
  const catalogue = Catalogue.build(master.fork('catalogue'));
  const base = buildMemberBase(master.fork('members'), companies, clock);
  return { catalogue, ...base };
}

async function demoPasswordHashes(rng: Random): Promise<Map<DemoAccountKey, string>> {
  const hashes = new Map<DemoAccountKey, string>();
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as Array<
    [DemoAccountKey, (typeof DEMO_ACCOUNTS)[DemoAccountKey]]
  >) {
    // A salt from the seeded stream keeps the whole database reproducible; the passwords are public anyway.
    hashes.set(key, await hash(account.password, { ...ARGON2ID, salt: rng.bytes(16) }));
  }
  return hashes;
}

const table = (name: string, columns: readonly string[], rows: Iterable<Row>): TableLoad => ({
  table: name,
  columns,
  rows,
});

async function loadWorld(
  load: (table: TableLoad) => Promise<void>,
  master: Random,
  clock: Clock,
  world: World,
  size: { parts: number; broadcasts: number },
  hashes: Map<DemoAccountKey, string>,
): Promise<void> {
  const { catalogue, companies, contacts } = world;

  await load(table('company', COMPANY_COLUMNS, companies.map(companyRow)));
  await load(
    table(
      'contact',
      CONTACT_COLUMNS,
      contacts.map((contact) => contactRow(contact, hashes)),
    ),
  );
  await load(
    table(
      'company_service',
      ['company_id', 'category_id'],
      companies.flatMap((company) => company.services.map((category) => [company.id, category])),
    ),
  );
  const twoFactor = contacts.find((contact) => contact.demo === 'twoFactor');
  await load(
    table(
      'two_factor_secret',
      ['contact_id', 'secret', 'enabled_at', 'last_used_step', 'disable_allowed_until', 'created_at'],
      twoFactor
        ? [
            [
              twoFactor.id,
              DEMO_TOTP_SECRET,
              new Date(clock.ago(200)),
              null,
              null,
              new Date(clock.ago(200) - 60_000),
            ],
          ]
        : [],
    ),
  );

  const inventoryRng = master.fork('inventory');
  const cap = Math.max(50, Math.floor(catalogue.size * 6 * 0.08));
  const perCompany = allocateParts(inventoryRng.fork('allocation'), companies, size.parts, cap);
  const index = new InventoryIndex(catalogue.size, companies.length, size.parts);
  await load(
    table(
      'inventory_part',
      INVENTORY_COLUMNS,
      inventoryRows(inventoryRng.fork('parts'), companies, perCompany, catalogue, clock, index),
    ),
  );
  await load(
    table(
      'broadcast',
      BROADCAST_COLUMNS,
      broadcastRows(master.fork('broadcasts'), companies, catalogue, index, clock, size.broadcasts),
    ),
  );

  const searchTotal = Math.max(500, Math.round(20_000 * Math.min(1, size.parts / 200_000)));
  const searches = buildSearches(
    master.fork('searches'),
    companies,
    catalogue,
    index,
    clock,
    size.parts > 0 ? searchTotal : 0,
  );
  await load(
    table(
      'search_log',
      ['id', 'query', 'query_norm', 'result_count', 'contact_id', 'company_id', 'created_at'],
      searches.searchLog,
    ),
  );
  await load(
    table(
      'inventory_hit',
      [
        'id',
        'company_id',
        'search_terms',
        'part_number',
        'searcher_company_id',
        'searcher_contact_id',
        'created_at',
      ],
      searches.inventoryHits,
    ),
  );
  await load(
    table(
      'page_view',
      ['id', 'path', 'contact_id', 'referrer', 'created_at'],
      pageViewRows(master.fork('page-views'), companies, clock, companies.length * 20),
    ),
  );
  await load(
    table(
      'usage_event',
      ['id', 'name', 'props', 'contact_id', 'created_at'],
      usageEventRows(master.fork('usage'), companies, clock, Math.max(20, Math.round(companies.length / 10))),
    ),
  );

  await load(
    table(
      'favorite',
      ['contact_id', 'company_id', 'created_at'],
      buildFavorites(master.fork('favorites'), companies, clock),
    ),
  );
  await load(
    table(
      'saved_search',
      [
        'id',
        'contact_id',
        'query',
        'list_id',
        'side',
        'company_id',
        'is_digest',
        'created_at',
        'last_hit_at',
      ],
      buildSavedSearches(master.fork('saved-searches'), companies, catalogue, clock),
    ),
  );
  await load(
    table(
      'recommendation',
      ['id', 'company_id', 'author_id', 'description', 'approved_at', 'created_at'],
      buildRecommendations(master.fork('recommendations'), companies, catalogue, clock),
    ),
  );
  await load(
    table(
      'complaint',
      [
        'id',
        'company_id',
        'filed_by_id',
        'title',
        'transaction_date',
        'body',
        'resolution',
        'status',
        'created_at',
        'reviewed_at',
        'reviewed_by',
        'closed_at',
      ],
      buildComplaints(master.fork('complaints'), companies, catalogue, clock),
    ),
  );

  const billing = buildBilling(master.fork('billing'), companies, clock);
  await load(table('invoice', INVOICE_COLUMNS, billing.invoices));
  await load(table('credit_note', CREDIT_NOTE_COLUMNS, billing.creditNotes));

  const popular = [...catalogue.items.keys()]
    .filter((item) => index.listings[item]! > 0)
    .sort((a, b) => index.listings[b]! - index.listings[a]! || a - b)
    .slice(0, 100)
    .map((item) => catalogue.items[item]!);
  await load(
    table(
      'news',
      NEWS_COLUMNS,
      buildNews(
        master.fork('news'),
        clock,
        companies,
        popular.length ? popular : catalogue.items.slice(0, 100),
      ),
    ),
  );
  await load(
    table(
      'testimonial',
      ['id', 'body', 'attr', 'date'],
      buildTestimonials(master.fork('testimonials'), clock, companies),
    ),
  );
  const sponsors = buildSponsors(master.fork('sponsors'), clock, companies);
  await load(
    table('advertisement', ['id', 'redirect_url', 'num_redirects', 'is_active'], sponsors.advertisements),
  );
  await load(
    table(
      'banner',
      ['id', 'url', 'image_url', 'alt', 'is_ad', 'num_clicked', 'active_from', 'active_until'],
      sponsors.banners,
    ),
  );
  const staffPhotos = await buildStaffPhotos(master.fork('staffPhotos'));
  await load(
    table(
      'staff_contact',
      ['id', 'name', 'position', 'tel', 'email', 'pic_url', 'skype', 'sort_order'],
      buildStaff(master.fork('staff'), staffPhotos.urls),
    ),
  );
  await load(table('stored_image', STAFF_PHOTO_COLUMNS, staffPhotos.rows));
  await load(table('help_video', ['id', 'title', 'url', 'embed_url', 'category'], buildHelpVideos()));
  await load(table('faq', ['id', 'question', 'answer', 'sort_order'], buildFaq()));
  await load(
    table(
      'media_document',
      ['id', 'slug', 'title', 'year', 'content_type', 'size', 'content'],
      await buildMeetingReports(master.fork('meetingReports')),
    ),
  );
  await load(
    table(
      'event_attendee',
      ['id', 'name', 'company_name', 'registered_at'],
      buildEventAttendees(master.fork('attendees'), companies, clock),
    ),
  );
  const registrations = buildRegistrations(master.fork('registrations'), clock);
  await load(
    table(
      'registration_request',
      [
        'id',
        'company',
        'name_key',
        'address',
        'city',
        'zip',
        'country_code',
        'description',
        'website',
        'vat',
        'hear',
        'name',
        'function',
        'email',
        'tel',
        'is_contract_agreed',
        'is_from_qr_code',
        'status',
        'created_at',
      ],
      registrations.requests,
    ),
  );
  await load(table('registration_rating', ['id', 'rating', 'company', 'created_at'], registrations.ratings));
}

const COMPANY_COLUMNS = [
  'id',
  'name',
  'name_key',
  'username',
  'website',
  'tel',
  'address',
  'city',
  'zip',
  'country_code',
  'vat_nr',
  'shipping_details',
  'warranty_policy',
  'description',
  'bank_code',
  'iban_code',
  'swift_code',
  'payment_method',
  'pic_url',
  'is_service_only',
  'is_attending_ebm',
  'member_since',
  'free_trial_until',
  'account_type',
  'is_active',
  'custom_full_block',
  'modal_message',
  'lat',
  'lng',
  'created_at',
  'updated_at',
] as const;

function companyRow(company: CompanyRecord): Row {
  return [
    company.id,
    company.name,
    companyNameKey(company.name),
    company.username,
    company.website,
    company.tel,
    company.address,
    company.city,
    company.zip,
    company.countryCode,
    company.vatNr,
    company.shippingDetails,
    company.warrantyPolicy,
    company.description,
    company.bankCode,
    company.ibanCode,
    company.swiftCode,
    company.paymentMethod,
    null,
    company.isServiceOnly,
    company.isAttendingEbm,
    company.memberSince === null ? null : isoDate(company.memberSince),
    company.freeTrialUntil === null ? null : isoDate(company.freeTrialUntil),
    company.accountType,
    true,
    null,
    null,
    company.lat,
    company.lng,
    new Date(company.createdAt),
    new Date(Math.max(company.updatedAt, company.createdAt)),
  ];
}

const CONTACT_COLUMNS = [
  'id',
  'company_id',
  'name',
  'function',
  'position',
  'email',
  'email_alt',
  'tel',
  'im_name',
  'im_value',
  'rfq_disabled',
  'possible_matches_disabled',
  'profile_pic',
  'has_large_pic',
  'signature',
  'password_hash',
  'is_owner',
  'is_staff',
  'force_logout',
  'is_active',
  'news_read_at',
  'last_login_at',
  'created_at',
] as const;

function contactRow(contact: ContactRecord, hashes: Map<DemoAccountKey, string>): Row {
  return [
    contact.id,
    contact.companyId,
    contact.name,
    contact.function,
    contact.position,
    contact.email,
    contact.emailAlt,
    contact.tel,
    contact.imName,
    contact.imValue,
    contact.rfqDisabled,
    contact.possibleMatchesDisabled,
    null,
    false,
    contact.signature,
    contact.demo ? hashes.get(contact.demo)! : null,
    contact.isOwner,
    contact.demo ? (DEMO_ACCOUNTS[contact.demo] as DemoAccount).isStaff === true : false,
    false,
    contact.isActive,
    contact.newsReadAt === null ? null : new Date(contact.newsReadAt),
    contact.lastLoginAt === null ? null : new Date(contact.lastLoginAt),
    new Date(contact.createdAt),
  ];
}
