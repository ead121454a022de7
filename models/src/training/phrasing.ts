/**
 * How brokers write the same goods differently: the rewrites the training generator applies to a catalogue
 * description (synonyms, abbreviations, units, generations, form factors) and the phrases around it.
 * Each rewrite picks one of its spellings at random, the catalogue's own among them.
 */
import type { Random } from '@tbs/scripts/seed-catalogue';

type Rewrite = readonly [pattern: RegExp, spell: (r: Random, match: RegExpExecArray) => string];

const one =
  (...spellings: string[]) =>
  (r: Random): string =>
    r.pick(spellings);

function capacity(r: Random, match: RegExpExecArray): string {
  const amount = Number(match[1]);
  const unit = match[2]!.toUpperCase();
  if (unit === 'TB' && r.chance(0.2) && amount < 20)
    return `${Math.round(amount * 1000)}${r.pick(['GB', ' GB'])}`;
  if (unit === 'GB' && r.chance(0.1) && amount >= 1000) return `${amount / 1000}TB`;
  return r.weighted([
    [`${match[1]}${unit}`, 4],
    [`${match[1]} ${unit}`, 3],
    [`${match[1]}${unit.toLowerCase()}`, 2],
    [`${match[1]}${unit[0]}`, 1],
    [unit === 'GB' ? `${match[1]} gig` : `${match[1]} tera`, 1],
  ]);
}

function generation(r: Random, match: RegExpExecArray): string {
  const n = match[1]!;
  const th = n === '1' ? 'st' : n === '2' ? 'nd' : n === '3' ? 'rd' : 'th';
  return r.weighted([
    [`Gen${n}`, 4],
    [`G${n}`, 2],
    [`Gen ${n}`, 2],
    [`GEN${n}`, 1],
    [`${n}${th} gen`, 1],
    [`generation ${n}`, 1],
  ]);
}

function memorySpeed(r: Random, match: RegExpExecArray): string {
  const [, generation, speed] = match;
  const pc = generation === 'DDR3' ? 'PC3' : generation === 'DDR4' ? 'PC4' : 'PC5';
  return r.pick([
    `${generation}-${speed}`,
    `${generation} ${speed}`,
    `${generation} ${speed}MHz`,
    `${pc}-${speed}`,
    `${generation}`,
    `${speed}MHz ${generation}`,
  ]);
}

const REWRITES: readonly Rewrite[] = [
  [/\b(\d+(?:\.\d+)?)\s?(GB|TB)\b/gi, capacity],
  [/\bGen ?(\d+)\b/g, generation],
  [/\b(DDR[345])-(\d{4})\b/g, memorySpeed],
  [/\(PC\d-\d+\)/g, one('', '')],
  [
    /\bSSD\b/g,
    one(
      'SSD',
      'SSD',
      'SSD',
      'solid state drive',
      'solid state',
      'SSD drive',
      'SSDs',
      'solid-state disk',
      'flash drive',
    ),
  ],
  [/\bHDD\b/g, one('HDD', 'HDD', 'hard drive', 'hard disk', 'HD', 'disk drive', 'HDDs', 'drive')],
  [/\bSFF\b/g, one('SFF', 'SFF', '2.5"', '2.5in', '2.5 inch', 'small form factor', '2,5"')],
  [/\bLFF\b/g, one('LFF', 'LFF', '3.5"', '3.5in', '3.5 inch', 'large form factor', '3,5"')],
  [/2\.5"/g, one('2.5"', 'SFF', '2.5 inch')],
  [/3\.5"/g, one('3.5"', 'LFF', '3.5 inch')],
  [/\bLRDIMM\b/g, one('LRDIMM', 'LRDIMM', 'load reduced DIMM', 'LR-DIMM', 'LR DIMM', 'memory')],
  [
    /\bRDIMM\b/g,
    one(
      'RDIMM',
      'RDIMM',
      'registered DIMM',
      'server memory',
      'RAM',
      'memory module',
      'DIMM',
      'reg ECC memory',
      'memory kit',
    ),
  ],
  [/\bRegistered\b/g, one('Registered', 'RDIMM', 'reg ECC', 'server RAM')],
  [
    /\bPower Supply( Kit)?\b/gi,
    one('Power Supply', 'PSU', 'power supply unit', 'PSU kit', 'power supplies', 'Power Supply Kit'),
  ],
  [/\bProcessor( Kit)?\b/g, one('Processor', 'CPU', 'processor kit', 'CPU kit', 'proc', 'Processor Kit')],
  [/\bXeon-(\w+)/g, (r, m) => r.pick([`Xeon-${m[1]}`, `Xeon ${m[1]}`, `${m[1]}`])],
  [/\bMixed Use\b/g, one('Mixed Use', 'MU', 'mixed-use', 'MU')],
  [/\bRead Intensive\b/g, one('Read Intensive', 'RI', 'read-intensive', 'RI')],
  [/\bWrite Intensive\b/g, one('Write Intensive', 'WI', 'write-intensive', 'WI')],
  [/\bHot[- ]?(Plug|Swap)\b/gi, one('Hot Plug', 'hot-plug', 'hotplug', 'hot swap', 'hot-swap', '')],
  [/\bSATA 6G\b/g, one('SATA 6G', 'SATA', 'SATA 6Gb/s', 'SATA III', '6G SATA')],
  [/\bSAS 12G\b/g, one('SAS 12G', 'SAS', '12Gb SAS', 'SAS 12Gb/s', '12G SAS')],
  [/\b7\.2K\b/g, one('7.2K', '7200rpm', '7.2k rpm', '7200 RPM', '7K2')],
  [/\b10K\b/g, one('10K', '10k rpm', '10000rpm', '10K RPM')],
  [/\b15K\b/g, one('15K', '15k rpm', '15000rpm', '15K RPM')],
  [/\bDual Port\b/gi, one('Dual Port', '2-port', '2 port', 'dual-port', 'DP', '2P')],
  [/\bQuad Port\b/gi, one('Quad Port', '4-port', '4 port', 'quad-port', 'QP', '4P')],
  [/\b(\d+)GbE\b/g, (r, m) => r.pick([`${m[1]}GbE`, `${m[1]}Gb`, `${m[1]}G`, `${m[1]} gig`, `${m[1]}Gbit`])],
  [/\bSwitch\b/g, one('Switch', 'switch', 'switches', 'network switch', 'SW')],
  [/\bTransceiver\b/g, one('Transceiver', 'transceiver', 'optic', 'optics', 'SFP module', 'module')],
  [/\bModule\b/g, one('Module', 'module', 'modules', 'optic')],
  [/\bAdapter\b/g, one('Adapter', 'adapter', 'card', 'NIC', 'network card')],
  [/\bController\b/g, one('Controller', 'controller', 'card', 'RAID card')],
  [/\bMonitor\b/g, one('Monitor', 'monitor', 'display', 'screen', 'monitors')],
  [/\bToner Cartridge\b/g, one('Toner Cartridge', 'toner', 'toner cartridge', 'cartridge', 'toners')],
  [/\bPrinter\b/g, one('Printer', 'printer', 'printers')],
  [
    /\bMobile Computer\b/g,
    one('Mobile Computer', 'handheld', 'mobile computer', 'scanner', 'handheld terminal'),
  ],
  [/\bLaptop\b|\bNotebook\b/g, one('Laptop', 'laptop', 'notebook', 'laptops', 'notebooks')],
  [/\bCable Management Arm\b/g, one('Cable Management Arm', 'CMA', 'cable arm', 'cable management arm')],
  [/\bRail Kit\b/g, one('Rail Kit', 'rails', 'rail kit', 'sliding rails')],
  [/\b(\d+)-core\b/g, (r, m) => r.pick([`${m[1]}-core`, `${m[1]}C`, `${m[1]} core`, `${m[1]} cores`])],
  [/\bPlus\b/g, one('Plus', 'Plus', '+', 'plus')],
  [/\bTray\b/g, one('Tray', 'tray', 'OEM', '')],
  [/\bCatalyst\b/g, one('Catalyst', 'Catalyst', 'CAT', '')],
  [/\bPowerEdge\b/g, one('PowerEdge', 'PowerEdge', 'PE', '')],
  [/\bThinkSystem\b/g, one('ThinkSystem', 'ThinkSystem', '')],
  [/\bW1[01]P\b|\bno OS\b|\b(US|UK|DE|FR|NL|IT|ES|SE|CH)$/g, one('', '')],
];

/** The description rewritten as one broker might write it. */
export function rephraseDescription(r: Random, description: string): string {
  let text = description;
  for (const [pattern, spell] of REWRITES) {
    if (r.chance(0.15)) continue;
    text = text.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      return spell(r, match);
    });
  }
  if (/^HPE .*\b(SSD|HDD|RDIMM|LRDIMM|Processor|Power Supply)\b/.test(description) && r.chance(0.25)) {
    text += r.pick([
      ' for ProLiant Gen10',
      ' for DL380 Gen10',
      ' for ProLiant',
      ' ProLiant server',
      ' for Gen9/Gen10 servers',
    ]);
  }
  let words = text.split(/\s+/).filter(Boolean);
  // Brokers drop words (colours, ranks, clock speeds) and order the rest their own way.
  if (words.length > 3) words = words.filter((_, index) => index === 0 || !r.chance(0.15));
  if (r.chance(0.3)) words = r.shuffle(words);
  return words.join(' ');
}

/** The brand as a trader writes it: the name, an alias, or lower case. */
export function brandSpelling(r: Random, brand: string, aliases: readonly string[]): string {
  if (brand === 'HPE' && r.chance(0.3))
    return r.pick(['HP', 'Hewlett Packard', 'Hewlett Packard Enterprise', 'hpe']);
  if (aliases.length && r.chance(0.25)) return r.pick(aliases);
  return r.chance(0.1) ? brand.toLowerCase() : brand;
}

/** The part number as typed: as listed, without separators, lower case, spaced, with a typo, or with a prefix. */
export function partNumberSpelling(r: Random, partNumber: string): string {
  let text = r.weighted([
    [partNumber, 6],
    [partNumber.replace(/[^A-Za-z0-9]/g, ''), 2],
    [partNumber.toLowerCase(), 1],
    [partNumber.replace(/-/g, ' '), 1],
  ]);
  if (r.chance(0.08) && text.length > 4) {
    const at = r.int(0, text.length - 1);
    text = `${text.slice(0, at)}${r.pick(['0', '1', '8', 'B', ''])}${text.slice(at + 1)}`;
  }
  return r.chance(0.15) ? `${r.pick(['P/N', 'PN', 'PN:', 'part#', 'SKU'])} ${text}` : text;
}

export function quantitySpelling(r: Random, quantity: number): string {
  return r.pick([
    `${quantity}x`,
    `${quantity} pcs`,
    `${quantity} units`,
    `${quantity} pieces`,
    `qty ${quantity}`,
    `x${quantity}`,
    `${quantity}`,
    `${quantity}pcs`,
    `${quantity} ea`,
  ]);
}

export const WTS_CONDITIONS = [
  'NEW',
  'REF',
  'USED',
  'NOB',
  'F/S',
  'ASIS',
  'refurbished',
  'Grade A',
  'new sealed',
  'pulled',
  'used, tested',
  'brand new',
  'open box',
  'refurb',
  'new in box',
  'like new',
];
export const WTB_CONDITIONS = [
  'NEW',
  'REF',
  'USED',
  'NOB',
  'F/S',
  'any condition',
  'NEW/REF',
  'new or refurbished',
  'new only',
  'refurb ok',
  'used ok',
  '',
];

export const WTB_SUBJECTS: ReadonlyArray<(f: Facts) => string> = [
  (f) => `WTB: ${f.qty} ${f.brand} ${f.pn} ${f.cond}`,
  (f) => `WTB ${f.desc} ${f.qty}`,
  (f) => `Looking for ${f.qty} ${f.brand} ${f.desc}`,
  (f) => `Need ${f.qty} ${f.pn} ${f.desc}`,
  (f) => `RFQ: ${f.brand} ${f.desc} - ${f.qty}`,
  (f) => `Urgent: ${f.pn} ${f.desc} needed`,
  (f) => `Wanted: ${f.desc} ${f.cond}`,
  (f) => `Buying ${f.brand} ${f.desc} ${f.cond}`,
  (f) => `Req ${f.qty} ${f.desc}`,
  (f) => `Customer looking for ${f.brand} ${f.desc}`,
  (f) => `WTB - ${f.pn} - ${f.qty}`,
  (f) => `wtb ${f.brand} ${f.desc}`,
];

export const WTS_SUBJECTS: ReadonlyArray<(f: Facts) => string> = [
  (f) => `WTS: ${f.qty} ${f.brand} ${f.pn} ${f.cond}`,
  (f) => `WTS ${f.brand} ${f.desc} ${f.qty} ${f.cond}`,
  (f) => `Available: ${f.desc} ${f.qty}`,
  (f) => `Offering ${f.qty} ${f.brand} ${f.desc}`,
  (f) => `In stock: ${f.pn} ${f.desc}`,
  (f) => `For sale ${f.brand} ${f.desc} ${f.cond}`,
  (f) => `Selling ${f.qty} ${f.desc}`,
  (f) => `Excess stock ${f.brand} ${f.pn} ${f.desc}`,
  (f) => `Clearance: ${f.desc} - ${f.cond}`,
  (f) => `${f.brand} ${f.desc} - ${f.qty} - ${f.cond}`,
  (f) => `WTS ${f.pn} ${f.cond} ${f.qty}`,
  (f) => `wts ${f.desc}`,
];

/** What a subject or message line is made of, already spelled. */
export interface Facts {
  qty: string;
  brand: string;
  pn: string;
  desc: string;
  cond: string;
}

export const GREETINGS = [
  'Hi all,',
  'Hello,',
  'Dear members,',
  'Good morning,',
  'Hi traders,',
  'Hi,',
  'Team,',
  '',
];
export const WTB_INTROS = [
  'We are looking for:',
  'Urgently needed:',
  'Please offer:',
  'Our customer needs:',
  'End user requirement:',
  'Need quote for:',
  'Can anyone offer',
];
export const WTS_INTROS = [
  'Available from stock:',
  'We can offer:',
  'For sale:',
  'New arrival in our warehouse:',
  'Excess inventory:',
  'Ready to ship:',
  'Please see below',
];
export const WTB_CLOSINGS = [
  'Please send your best offer with lead time.',
  'Only offers with stock please.',
  'Fast payment guaranteed.',
  'Please include shipping to our warehouse.',
  'Need ASAP.',
  'Target price welcome.',
];
export const WTS_CLOSINGS = [
  'Ex works, shipping worldwide.',
  'Tested, with warranty.',
  'Ships within 24 hours.',
  'Make an offer.',
  'Subject to prior sale.',
  'Pictures on request.',
];
export const SIGN_OFFS = ['Best regards,', 'Kind regards,', 'Regards,', 'Thanks,', 'BR', 'Cheers,'];
export const FIRST_NAMES = [
  'Jan',
  'Piet',
  'Anna',
  'Marco',
  'Sven',
  'Laura',
  'Tom',
  'Elena',
  'Ahmed',
  'Chris',
  'Olga',
  'Mike',
  'Sara',
  'Luca',
  'Kim',
];
export const LAST_NAMES = [
  'Jansen',
  'Rossi',
  'Müller',
  'Smith',
  'Nowak',
  'Berg',
  'Dubois',
  'Kowalski',
  'Meyer',
  'Silva',
  'Brown',
  'Novak',
];
export const COMPANY_WORDS = [
  'IT',
  'Trading',
  'Solutions',
  'Systems',
  'Hardware',
  'Tech',
  'Data',
  'Networks',
  'Global',
  'Euro',
  'Asset',
  'Recycling',
  'BV',
  'GmbH',
  'Ltd',
  'Srl',
  'AB',
];

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXZ';
const SYLLABLES = [
  'ka',
  'lo',
  'vi',
  'tra',
  'nex',
  'sto',
  'ra',
  'mo',
  'zen',
  'pro',
  'fle',
  'ion',
  'ar',
  'ul',
  'tek',
  'sy',
  'on',
  'ex',
];

/**
 * A made-up model code or product name ('TZ370', 'XK-4410', 'voyager'): both sides of a pair get the same
 * one, so the model learns that rare words and codes both broadcasts share, never seen in training, count.
 */
export function inventedName(r: Random): string {
  if (r.chance(0.4)) return Array.from({ length: r.int(2, 4) }, () => r.pick(SYLLABLES)).join('');
  const letters = Array.from({ length: r.int(1, 3) }, () => r.pick([...LETTERS])).join('');
  const digits = String(r.int(1, 99999));
  return r.pick([
    `${letters}${digits}`,
    `${letters}-${digits}`,
    `${digits}${letters}`,
    `${letters}${digits}${r.pick([...LETTERS])}`,
  ]);
}

/** An invented name as the other broker types it: case, separator and spacing may differ. */
export function inventedSpelling(r: Random, name: string): string {
  const spelled = r.weighted([
    [name, 5],
    [name.toLowerCase(), 1],
    [name.replace('-', ''), 1],
    [name.replace(/([A-Za-z])(\d)/, '$1 $2'), 1],
  ]);
  return r.chance(0.3) ? spelled.charAt(0).toUpperCase() + spelled.slice(1) : spelled;
}

const ASIDES = [
  'Rotterdam',
  'Amsterdam',
  'Dubai',
  'Hong Kong',
  'Miami',
  'Frankfurt',
  'Warsaw',
  'EXW',
  'DAP',
  'FCA',
  'caddies',
  'trays',
  'pulled',
  'tested',
  'warranty',
  'boxed',
  'pallet',
  'invoice',
  'VAT',
  'escrow',
  'photos',
  'serials',
  'lead time',
  'ETA',
  'Monday',
  'Friday',
];

/** A word one broker adds that says nothing about the goods: a town, a trade term, or a made-up word. */
export function asideWord(r: Random): string {
  return r.chance(0.5) ? r.pick(ASIDES) : inventedName(r);
}
