/**
 * `node models/src/training/generate.ts [--pairs 200000] [--out models/training/data]`: the training data of
 * the embedding model. Each pair is a WTB and a WTS of the same catalogue item, written independently, the
 * way different brokers write: rephrased descriptions, brand aliases, part numbers dropped, reformatted or
 * mistyped, other quantities and conditions, greetings and signatures around. Writes the token ids (the
 * tokenizer of ../tokenizer.ts) as binary files for the trainer, and a readable sample.
 *
 * Never reads models/eval/: the evaluation set stays unseen.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  Catalogue,
  listingQuantity,
  MANUFACTURERS,
  Random,
  SEED_DEFAULTS,
  type CatalogueItem,
} from '@tbs/scripts/seed-catalogue';
import { broadcastEmbeddingText } from '../broadcastText.ts';
import { tokenize, type TokenizerConfig } from '../tokenizer.ts';
import { DEFAULT_MODEL_DIR, readTokenizerConfig } from '../modelFiles.ts';
import {
  brandSpelling,
  COMPANY_WORDS,
  FIRST_NAMES,
  GREETINGS,
  asideWord,
  inventedName,
  inventedSpelling,
  LAST_NAMES,
  partNumberSpelling,
  quantitySpelling,
  rephraseDescription,
  SIGN_OFFS,
  WTB_CLOSINGS,
  WTB_CONDITIONS,
  WTB_INTROS,
  WTB_SUBJECTS,
  WTS_CLOSINGS,
  WTS_CONDITIONS,
  WTS_INTROS,
  WTS_SUBJECTS,
  type Facts,
} from './phrasing.ts';

type Side = 'WTB' | 'WTS';

const ALIASES = new Map(MANUFACTURERS.map((maker) => [maker.name, maker.aliases]));

/** A broadcast of the item as one broker on `side` might write it. */
export function brokerBroadcast(
  r: Random,
  item: CatalogueItem,
  side: Side,
  catalogue: Catalogue,
  invented: readonly string[],
) {
  const brand = r.chance(0.85)
    ? brandSpelling(r, item.manufacturer, ALIASES.get(item.manufacturer) ?? [])
    : '';
  const withPart = r.chance(side === 'WTS' ? 0.65 : 0.5);
  const facts: Facts = {
    qty: quantitySpelling(r, listingQuantity(r, item)),
    brand,
    pn: withPart ? partNumberSpelling(r, item.partNumber) : '',
    desc: withInvented(
      r,
      rephraseDescription(r, item.description.replace(`${item.manufacturer} `, '')),
      invented,
    ),
    cond: r.pick(side === 'WTS' ? WTS_CONDITIONS : WTB_CONDITIONS),
  };
  const subject = r
    .pick(side === 'WTS' ? WTS_SUBJECTS : WTB_SUBJECTS)(facts)
    .replace(/\s+/g, ' ')
    .trim();
  const line =
    withPart && r.chance(0.7)
      ? `${facts.qty} ${facts.pn} ${withInvented(r, rephraseDescription(r, item.description), invented)}`
      : `${facts.qty} ${withInvented(r, rephraseDescription(r, item.description), invented)}`;
  const lines = r.chance(0.15)
    ? [line]
    : [
        r.pick(GREETINGS),
        r.pick(side === 'WTS' ? WTS_INTROS : WTB_INTROS),
        line,
        `Condition: ${facts.cond}`,
        ...(r.chance(0.1)
          ? [`Also: ${catalogue.items[catalogue.pickItem(r, item.maker)]!.description}`]
          : []),
        r.pick(side === 'WTS' ? WTS_CLOSINGS : WTB_CLOSINGS),
        r.pick(SIGN_OFFS),
        `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
        `${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_WORDS)}`,
      ];
  // Words of this broker's own (a town, a shipping term, a made-up name) that the other side never writes.
  if (r.chance(0.5)) lines.push(Array.from({ length: r.int(1, 3) }, () => asideWord(r)).join(' '));
  if (r.chance(0.3)) return composedBroadcast(r, side, facts);
  return {
    subject,
    message: lines.join('\n'),
    brand: r.chance(0.5) ? item.manufacturer : '',
    description: r.chance(0.5) ? rephraseDescription(r, item.description).slice(0, 50) : '',
    condition: facts.cond,
  };
}

/** A broadcast sent with the compose form: the api writes subject and message from the fields (composeBroadcast.ts). */
function composedBroadcast(r: Random, side: Side, facts: Facts) {
  const quantity = facts.qty.replace(/\D+/g, '') || '1';
  const description = `${facts.pn} ${facts.desc}`.trim().slice(0, 50);
  const brand = facts.brand || 'Other';
  const condition = facts.cond || 'NEW';
  const subject = `${side} ${quantity}x ${brand} ${description} (${condition})`;
  const message = [
    subject,
    '',
    `Quantity: ${quantity}`,
    `Brand: ${brand}`,
    `Description / part number: ${description}`,
    `Condition: ${condition}`,
    `Price: ${r.pick(['CALL', 'Offer', 'Best', String(r.int(5, 900))])} ${r.pick(['EUR', 'USD', 'GBP'])}`,
    ...(r.chance(0.3) ? ['', r.pick(side === 'WTS' ? WTS_CLOSINGS : WTB_CLOSINGS)] : []),
  ].join('\n');
  return { subject, message, brand, description, condition };
}

/** The description with the pair's invented names put in at random places. */
function withInvented(r: Random, description: string, invented: readonly string[]): string {
  const words = description.split(' ');
  for (const name of invented) words.splice(r.int(0, words.length), 0, inventedSpelling(r, name));
  return words.join(' ');
}

/** The kind of goods: manufacturer and the description's last word ('HPE|SSD'), to compose hard batches. */
const groupOf = (item: CatalogueItem) => `${item.manufacturer}|${item.description.split(' ').at(-1)}`;

function main(): void {
  const { values } = parseArgs({
    options: {
      pairs: { type: 'string', default: '200000' },
      out: { type: 'string', default: 'models/training/data' },
      seed: { type: 'string', default: '24' },
    },
  });
  const pairs = Number(values.pairs);
  const r = new Random(Number(values.seed));
  const catalogue = Catalogue.build(new Random(SEED_DEFAULTS.seed).fork('catalogue'));
  const config: TokenizerConfig = readTokenizerConfig(DEFAULT_MODEL_DIR);
  let ids = new Uint16Array(1 << 24);
  let used = 0;
  const offsets = new Uint32Array(2 * pairs + 1);
  const groups = new Uint32Array(pairs);
  const groupIds = new Map<string, number>();
  const sample: string[] = [];
  for (let p = 0; p < pairs; p++) {
    // Uniform over the catalogue: rare items teach as much as popular ones.
    const item = catalogue.items[r.int(0, catalogue.size - 1)]!;
    const group = groupOf(item);
    if (!groupIds.has(group)) groupIds.set(group, groupIds.size);
    groups[p] = groupIds.get(group)!;
    const invented = r.chance(0.5) ? Array.from({ length: r.int(1, 2) }, () => inventedName(r)) : [];
    for (const [k, side] of (['WTB', 'WTS'] as const).entries()) {
      const text = broadcastEmbeddingText(brokerBroadcast(r, item, side, catalogue, invented));
      if (p < 300) sample.push(JSON.stringify({ side, text }));
      const textIds = tokenize(text, config);
      if (used + textIds.length > ids.length) {
        const grown = new Uint16Array(ids.length * 2);
        grown.set(ids);
        ids = grown;
      }
      ids.set(textIds, used);
      used += textIds.length;
      offsets[2 * p + k + 1] = used;
    }
  }
  mkdirSync(values.out, { recursive: true });
  writeFileSync(join(values.out, 'ids.u16'), ids.subarray(0, used));
  writeFileSync(join(values.out, 'offsets.u32'), offsets);
  writeFileSync(join(values.out, 'groups.u32'), groups);
  writeFileSync(join(values.out, 'sample.jsonl'), sample.join('\n') + '\n');
  console.log(
    `${pairs} pairs, ${used} ids (${(used / pairs / 2).toFixed(0)} a text), ${groupIds.size} groups`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
