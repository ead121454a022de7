/**
 * Broadcasts of the last 90 days: WTB/WTS offers by contacts of trading companies, streamed in time
 * order (ids ascend with created_at), office-hours heavy, about 600 a day at the default size.
 */
import type { PartCondition } from '@tbs/rules';
import {
  CONDITIONS,
  listingPrice,
  listingQuantity,
  pickCondition,
  type Catalogue,
  type CatalogueItem,
} from './catalogue.ts';
import type { CompanyRecord, ContactRecord } from './companies.ts';
import type { DemoAccountKey } from './demoAccounts.ts';
import { randomListing, type InventoryIndex } from './inventory.ts';
import type { Row } from './pgCopy.ts';
import { WeightedSampler, type Random } from './random.ts';
import { DAY, HOUR, type Clock } from './time.ts';

export const BROADCAST_COLUMNS = [
  'id',
  'list_id',
  'company_id',
  'contact_id',
  'side',
  'subject',
  'message',
  'quantity',
  'brand',
  'description',
  'condition',
  'product_link',
  'price',
  'currency',
  'additional_info',
  'from_email',
  'created_at',
  'resent_at',
  'deleted_at',
] as const;

export const BROADCAST_DAYS = 90;

/** Broadcasts the demo accounts send (fewer in tiny worlds). */
const DEMO_BROADCASTS: Partial<Record<DemoAccountKey, number>> = {
  member: 12,
  owner: 3,
  twoFactor: 3,
  overdue: 2,
  trial: 1,
};

const RATES = { EUR: 1, USD: 1.08, GBP: 0.85 } as const;

interface Sender {
  contact: ContactRecord;
  company: CompanyRecord;
}

/**
 * Hourly intensity over the window (Central European office hours, quiet nights and weekends), as a
 * cumulative distribution to map uniform numbers to instants.
 */
function timeProfile(clock: Clock): { start: number; cumulative: Float64Array } {
  const hours = BROADCAST_DAYS * 24;
  const start = clock.now - hours * HOUR;
  const cumulative = new Float64Array(hours);
  let sum = 0;
  for (let h = 0; h < hours; h++) {
    const at = new Date(start + h * HOUR);
    const day = at.getUTCDay();
    const hour = (at.getUTCHours() + 1) % 24;
    const weekend = day === 0 || day === 6;
    let weight =
      hour >= 8 && hour < 18 ? 1 : hour >= 18 && hour < 22 ? 0.3 : hour >= 6 && hour < 8 ? 0.25 : 0.05;
    if (weekend) weight *= 0.15;
    sum += weight;
    cumulative[h] = sum;
  }
  for (let h = 0; h < hours; h++) cumulative[h]! /= sum;
  return { start, cumulative };
}

function instantAt(profile: { start: number; cumulative: Float64Array }, u: number): number {
  const { cumulative } = profile;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid]! >= u) hi = mid;
    else lo = mid + 1;
  }
  const before = lo === 0 ? 0 : cumulative[lo - 1]!;
  const within = (u - before) / Math.max(1e-12, cumulative[lo]! - before);
  return profile.start + (lo + Math.min(1, Math.max(0, within))) * HOUR;
}

/** The rows of broadcast, generated lazily in time order. */
export function* broadcastRows(
  rng: Random,
  companies: readonly CompanyRecord[],
  catalogue: Catalogue,
  inventory: InventoryIndex,
  clock: Clock,
  total: number,
): Generator<Row> {
  const senders: Sender[] = [];
  const weights: number[] = [];
  const demoSenders = new Map<DemoAccountKey, Sender>();
  for (const company of companies) {
    if (company.isServiceOnly) continue;
    for (const contact of company.contacts) {
      if (!contact.isActive) continue;
      if (contact.demo) demoSenders.set(contact.demo, { contact, company });
      else {
        senders.push({ contact, company });
        weights.push(Math.min(12, rng.logNormal(1, 1.1)) * (contact.position === 1 ? 1.5 : 1));
      }
    }
  }
  if (senders.length === 0 && total > 0) throw new Error('no contacts to send broadcasts');
  const sampler = new WeightedSampler(weights);

  // Demo accounts send at fixed, spread-out positions.
  const forced = new Map<number, Sender>();
  for (const [key, wanted] of Object.entries(DEMO_BROADCASTS) as Array<[DemoAccountKey, number]>) {
    const sender = demoSenders.get(key);
    if (!sender) continue;
    const count = Math.min(wanted, Math.floor(total / 40));
    for (let j = 0; j < count; j++) {
      let at = Math.floor(((j + 0.5) * total) / count) + key.length;
      while (forced.has(at % total)) at++;
      forced.set(at % total, sender);
    }
  }

  const profile = timeProfile(clock);
  let u = 0;
  for (let i = 0; i < total; i++) {
    // Ascending order statistics of `total` uniforms, one at a time.
    u += (1 - u) * (1 - Math.pow(1 - rng.next(), 1 / (total - i)));
    const createdAt = Math.min(clock.now, instantAt(profile, u));
    const sender = forced.get(i) ?? senders[sampler.sample(rng)]!;
    yield broadcastRow(rng, i + 1, sender, catalogue, inventory, clock, createdAt);
  }
}

const WTS_CONDITION_WORDS = [
  'Grade A',
  'Grade B',
  'Refurbished',
  'New Retail',
  'Pulled',
  'Bulk pack',
  'New sealed',
];
const WTB_CONDITION_WORDS = ['NEW/REF', 'Any', 'NEW only', 'F/S or NOB', 'REF/USED', 'New or used'];
const ADDITIONAL = [
  'Prices ex VAT, ex works.',
  'Subject to prior sale.',
  'Ready to ship today.',
  'Incoterms EXW, DAP on request.',
  'Pictures available on request.',
  'Can ship worldwide, export documents in order.',
  'Escrow accepted for first deals.',
  'Serial numbers available on request.',
  'Stock in Europe, ships within 24h.',
  'Partial quantities possible.',
];

function broadcastRow(
  rng: Random,
  id: number,
  sender: Sender,
  catalogue: Catalogue,
  inventory: InventoryIndex,
  clock: Clock,
  createdAt: number,
): Row {
  const { contact, company } = sender;
  const side = rng.next() < 0.6 ? 'WTS' : 'WTB';
  let item: CatalogueItem;
  let condition: PartCondition;
  let quantity: number;
  let unitPrice: number;
  const listing = side === 'WTS' && rng.next() < 0.6 ? randomListing(rng, inventory, company.id) : -1;
  if (listing >= 0) {
    item = catalogue.items[inventory.listingItem[listing]!]!;
    condition = CONDITIONS[inventory.listingCondition[listing]!]!;
    quantity = inventory.listingQuantity[listing]!;
    unitPrice = inventory.listingPrice[listing]! || listingPrice(rng, item, condition);
  } else {
    const maker = company.focus.length && rng.next() < 0.7 ? rng.pick(company.focus) : undefined;
    item = catalogue.items[catalogue.pickItem(rng, maker)]!;
    condition = pickCondition(rng, item);
    quantity = listingQuantity(rng, item);
    unitPrice = listingPrice(rng, item, condition);
  }
  const currency =
    company.countryCode === 'US'
      ? rng.next() < 0.8
        ? 'USD'
        : 'EUR'
      : company.countryCode === 'GB'
        ? rng.next() < 0.6
          ? 'GBP'
          : 'EUR'
        : rng.weighted([
            ['EUR', 85],
            ['USD', 13],
            ['GBP', 2],
          ] as const);
  const converted = unitPrice * RATES[currency];
  const amount = converted >= 20 ? String(Math.round(converted)) : converted.toFixed(2);

  const brand = item.manufacturer;
  const quantityText =
    rng.next() < 0.04 ? rng.pick(['1000+', 'Bulk', 'Lot', '500+', 'Pallet']) : String(quantity);
  const conditionText =
    side === 'WTS'
      ? rng.next() < 0.12
        ? rng.pick(WTS_CONDITION_WORDS)
        : condition
      : rng.next() < 0.25
        ? rng.pick(WTB_CONDITION_WORDS)
        : condition;
  const priceText =
    side === 'WTS'
      ? rng.weighted([
          [amount, 80],
          ['CALL', 10],
          ['Best offer', 5],
          ['Make offer', 5],
        ] as const)
      : rng.weighted([
          [amount, 45],
          ['Best', 25],
          ['Offer', 20],
          ['CALL', 10],
        ] as const);
  const description = shortDescription(item);
  const subject = subjectLine(rng, side, quantityText, brand, item.partNumber, conditionText, description);
  const extras = rng.next() < 0.15 ? extraItems(rng, catalogue, item, rng.int(1, 3)) : [];
  const additionalInfo = rng.next() < 0.3 ? rng.sample(ADDITIONAL, rng.int(1, 2)).join(' ') : null;
  const message = messageText(rng, {
    side,
    quantity: quantityText,
    brand,
    partNumber: item.partNumber,
    description: item.description,
    condition: conditionText,
    price: priceText,
    currency,
    extras,
    contact,
    company,
    additionalInfo,
  });
  const resentAt = rng.next() < 0.03 ? createdAt + rng.float(3, 10) * DAY : null;
  const deletedAt = rng.next() < 0.005 ? createdAt + rng.float(0.1, 5) * DAY : null;
  return [
    id,
    item.list,
    company.id,
    contact.id,
    side,
    subject,
    message,
    quantityText,
    brand,
    description,
    conditionText,
    null,
    priceText,
    currency,
    additionalInfo,
    contact.emailAlt && rng.next() < 0.1 ? contact.emailAlt : contact.email,
    new Date(createdAt),
    resentAt !== null && resentAt < clock.now ? new Date(resentAt) : null,
    deletedAt !== null && deletedAt < clock.now ? new Date(deletedAt) : null,
  ];
}

/** The description without the brand, cut at a word boundary to the 50 characters of the column. */
export function shortDescription(item: CatalogueItem): string {
  let text = item.description.startsWith(`${item.manufacturer} `)
    ? item.description.slice(item.manufacturer.length + 1)
    : item.description;
  if (text.length > 50) {
    text = text.slice(0, 50);
    const space = text.lastIndexOf(' ');
    if (space > 30) text = text.slice(0, space);
  }
  return text.replace(/[\s,(/-]+$/, '');
}

function subjectLine(
  rng: Random,
  side: string,
  quantity: string,
  brand: string,
  partNumber: string,
  condition: string,
  description: string,
): string {
  const qty = /^\d+$/.test(quantity) ? quantity : quantity.toLowerCase();
  const subject = rng.weighted([
    [`${side}: ${qty}x ${brand} ${partNumber} ${condition}`, 50],
    [`${side}: ${brand} ${partNumber} x${qty} - ${condition}`, 15],
    [`${side} ${brand} ${partNumber} ${description} (${qty} pcs)`, 15],
    [`${side}: ${partNumber} ${description} - ${condition} - ${qty} pcs`, 15],
    [
      `${side} ${qty}x ${partNumber} ${condition} - ${rng.pick(['urgent', 'ready stock', 'EU stock', 'good price', 'today'])}`,
      5,
    ],
  ] as const);
  return subject.length > 200 ? subject.slice(0, 200) : subject;
}

function extraItems(rng: Random, catalogue: Catalogue, main: CatalogueItem, count: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const item = catalogue.items[catalogue.pickItem(rng, main.maker)]!;
    out.push(`${listingQuantity(rng, item)}x ${item.partNumber} ${item.description}`);
  }
  return out;
}

interface MessageFacts {
  side: 'WTS' | 'WTB';
  quantity: string;
  brand: string;
  partNumber: string;
  description: string;
  condition: string;
  price: string;
  currency: string;
  extras: readonly string[];
  contact: ContactRecord;
  company: CompanyRecord;
  additionalInfo: string | null;
}

function messageText(rng: Random, facts: MessageFacts): string {
  const greeting = rng.pick(['Hi all,', 'Hello,', 'Dear members,', 'Good morning,', 'Hi traders,']);
  const numeric = /^[\d.]+$/.test(facts.price);
  const lines = [greeting, ''];
  if (facts.side === 'WTS') {
    lines.push(
      rng.pick(['Available from stock:', 'We can offer:', 'For sale:', 'New arrival in our warehouse:']),
      '',
    );
    lines.push(`${facts.quantity}x ${facts.partNumber} ${facts.description}`);
    lines.push(`Condition: ${facts.condition}`);
    lines.push(`Price: ${numeric ? `${facts.currency} ${facts.price} each` : facts.price}`);
    if (facts.extras.length) lines.push('', 'Also available:', ...facts.extras);
    lines.push(
      '',
      rng.pick([
        `Ex works ${facts.company.city}, ${facts.company.countryCode}.`,
        'Shipping worldwide.',
        'Tested, with warranty.',
        'Ships within 24 hours.',
      ]),
    );
  } else {
    lines.push(
      rng.pick(['We are looking for:', 'Urgently needed:', 'Please offer:', 'Our customer needs:']),
      '',
    );
    lines.push(`${facts.quantity}x ${facts.partNumber} (${facts.description})`);
    lines.push(`Condition: ${facts.condition}`);
    lines.push(numeric ? `Target price: ${facts.currency} ${facts.price}` : `Price: ${facts.price}`);
    if (facts.extras.length) lines.push('', 'Also needed:', ...facts.extras);
    lines.push(
      '',
      rng.pick([
        'Please send your best offer with lead time.',
        'Only offers with stock please.',
        'Fast payment guaranteed.',
        'Please include shipping to our warehouse.',
      ]),
    );
  }
  lines.push(
    '',
    rng.pick(['Best regards,', 'Kind regards,', 'Regards,', 'Thanks,']),
    facts.contact.name,
    facts.company.name,
  );
  if (facts.contact.tel) lines.push(facts.contact.tel);
  return lines.join('\n');
}
