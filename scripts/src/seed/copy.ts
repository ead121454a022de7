/** The words of the demo world: company profiles, policies, signatures, recommendations, complaints. */
import type { Random } from './random.ts';

/** What a trader with a manufacturer focus says it deals in. */
export const FOCUS_PHRASES: Readonly<Record<string, string>> = {
  HPE: 'HPE ProLiant servers, options and spare parts',
  Dell: 'Dell PowerEdge servers and Dell EMC storage',
  Cisco: 'Cisco switching, routing and optics',
  Lenovo: 'Lenovo ThinkSystem servers and ThinkPad notebooks',
  HP: 'HP business notebooks, desktops and printing supplies',
  Apple: 'Apple iPhone, iPad and MacBook',
  Samsung: 'Samsung memory, SSDs and Galaxy devices',
  Intel: 'Intel Xeon and Core processors and network adapters',
  IBM: 'IBM Power Systems, System x and storage spares',
  Juniper: 'Juniper EX, QFX and SRX networking',
  Seagate: 'hard drives from Seagate and other makers',
  Aruba: 'Aruba switches and wireless access points',
  NetApp: 'NetApp disk shelves, drives and controllers',
  Fujitsu: 'Fujitsu PRIMERGY servers and LIFEBOOK notebooks',
  Huawei: 'Huawei networking and FusionServer parts',
  Supermicro: 'Supermicro servers, boards and chassis',
  'Western Digital': 'WD and HGST enterprise drives',
  Kingston: 'Kingston server memory and SSDs',
  Micron: 'Micron and Crucial memory and SSDs',
  AMD: 'AMD EPYC and Ryzen processors',
  Nvidia: 'NVIDIA GPUs and Mellanox networking',
  Microsoft: 'Microsoft licensing and Surface devices',
  Brocade: 'Brocade SAN switches and optics',
  APC: 'APC UPS systems, PDUs and batteries',
  Fortinet: 'Fortinet firewalls and FortiSwitch',
  Zebra: 'Zebra label printers, scanners and mobile computers',
  Toshiba: 'Toshiba enterprise hard drives',
  Lexmark: 'Lexmark printers and supplies',
  Broadcom: 'RAID controllers and HBAs (Broadcom, LSI, QLogic, Emulex)',
  Honeywell: 'Honeywell scanners and printers',
  Eaton: 'Eaton UPS systems',
  Kyocera: 'Kyocera printers and toner',
  Logitech: 'Logitech conferencing and peripherals',
  VMware: 'VMware licensing',
  Sony: 'gaming consoles',
};

const TRADER_OPENINGS = [
  '{name} is an independent IT hardware trader based in {city}, {country}, founded in {year}.',
  'Founded in {year}, {name} buys and sells new, refurbished and used IT equipment from {city}.',
  '{name} ({city}, {country}) has been trading enterprise IT hardware since {year}.',
  'Since {year} {name} supplies resellers, system integrators and brokers worldwide from our warehouse in {city}.',
  'We are a family-owned IT distributor in {city}, {country}, active in the secondary market since {year}.',
];

const TRADER_MIDDLES = [
  'We specialise in {focus} and keep {stock} in stock.',
  'Our focus is {focus}; we also source {focus2} on request.',
  'Main product lines: {focus} and {focus2}.',
  'We carry {stock} with a strong focus on {focus}.',
  'Core business is {focus}, complemented by {focus2}.',
];

const TRADER_EXTRAS = [
  'All refurbished goods are tested and graded in our own workshop.',
  'We buy excess inventory and end-of-life equipment, including complete data centre decommissions.',
  'Certified data erasure and WEEE compliant recycling are part of our service.',
  'Same-day shipping for orders confirmed before 15:00 CET.',
  'We offer configure-to-order servers with our own warranty.',
  'Fast quotes, honest grading and worldwide shipping.',
  'Member of the TBS network and a regular at the European Broker Meeting.',
  'We work with leasing companies and corporate IT departments across Europe.',
  'Looking for long-term partners for both buying and selling.',
];

const STOCK_SIZES = [
  'over 5,000 line items',
  'more than 20,000 parts',
  'a large stock of spare parts',
  'thousands of units',
  'a broad range',
];

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export function traderDescription(
  rng: Random,
  facts: { name: string; city: string; country: string; year: number; focus: readonly string[] },
): string {
  const focus = facts.focus.map((maker) => FOCUS_PHRASES[maker] ?? `${maker} hardware`);
  const values = {
    name: facts.name,
    city: facts.city,
    country: facts.country,
    year: String(facts.year),
    focus: focus[0] ?? 'enterprise IT hardware',
    focus2: focus[1] ?? 'other brands',
    stock: rng.pick(STOCK_SIZES),
  };
  const sentences = [
    rng.pick(TRADER_OPENINGS),
    rng.pick(TRADER_MIDDLES),
    ...rng.sample(TRADER_EXTRAS, rng.int(1, 3)),
  ];
  return sentences.map((sentence) => fill(sentence, values)).join(' ');
}

const SERVICE_TEXTS: Readonly<Record<number, string>> = {
  1: 'certified data erasure software for drives, servers, laptops and mobile devices, with tamper-proof erasure reports',
  2: 'transport of IT equipment by road, air and sea, including secure pallet and courier services',
  3: 'WEEE compliant recycling of end-of-life IT equipment with certificates of destruction',
  4: 'marketing, publishing and media services for the IT asset industry',
  5: 'IT asset disposition: collection, audit, data sanitisation and remarketing',
  6: 'component-level repair of servers, notebooks, monitors and mobile phones',
  7: 'test and diagnostic equipment for drives, memory and complete systems',
  8: 'custom packaging, foam inserts and crating for IT hardware',
  9: 'bonded warehousing, fulfilment and stock handling for traders',
  10: 'escrow and trade payment services for cross-border hardware deals',
  11: 'credit insurance and debtor management for traders',
  12: 'legal services for international trade contracts and debt collection',
  13: 'software licence trading and compliance advice',
  14: 'pre-shipment inspection, grading and quality control',
  15: 'customs brokerage, import and export documentation',
  16: 'spare parts logistics and forward stocking locations',
};

export function serviceDescription(
  rng: Random,
  facts: { name: string; city: string; country: string; year: number; categories: readonly number[] },
): string {
  const offers = facts.categories.map((category) => SERVICE_TEXTS[category] ?? 'services').join(', and ');
  return [
    `${facts.name} (${facts.city}, ${facts.country}) provides ${offers}.`,
    rng.pick([
      'We work for brokers, refurbishers and leasing companies all over Europe.',
      `Serving the circular IT industry since ${facts.year}.`,
      'Ask us for a quote, we answer within one working day.',
      'Special rates for TBS members.',
    ]),
  ].join(' ');
}

export function shippingDetails(rng: Random, city: string): string {
  return rng.pick([
    `We ship worldwide with DHL, UPS and FedEx. Orders confirmed before 15:00 CET ship the same day. Incoterms EXW ${city} or DAP on request.`,
    `Ex works ${city}. Shipping at cost with our forwarder or your own account. Pallets, boxes and anti-static packaging included.`,
    'Shipping within 24 hours after receipt of payment. Insured shipments only. Tracking number provided for every parcel.',
    `Pick-up possible at our warehouse in ${city} (Mon-Fri 9:00-17:00). Export documents and EORI available.`,
    'Free shipping within the EU above EUR 2,500. Outside the EU at cost; we handle export documentation.',
  ]);
}

export function warrantyPolicy(rng: Random, tiered: boolean): string {
  const months = rng.pick(['1 month', '3 months', '3 months', '6 months', '12 months']);
  const base = rng.pick([
    `${months} return-to-base warranty on all refurbished and used items, unless sold as-is.`,
    `Refurbished items carry ${months} warranty; new and factory sealed items carry the manufacturer's warranty.`,
    `Dead on arrival items are replaced or refunded. ${months} warranty on tested stock.`,
  ]);
  return tiered ? `${base} TBS 1-month return-to-base warranty applies.` : base;
}

export function paymentMethod(rng: Random): string {
  return rng.pick([
    'Bank transfer (prepayment)',
    'Bank transfer, PayPal',
    'Wire transfer in advance; net 30 for established partners',
    'Bank transfer, escrow accepted',
    'Prepayment by bank transfer or credit card',
    'T/T in advance',
  ]);
}

export function signature(name: string, role: string | null, company: string, tel: string | null): string {
  return ['Best regards,', '', name, role, company, tel ? `T: ${tel}` : null]
    .filter((line) => line !== null)
    .join('\n');
}

const RECOMMENDATIONS = [
  'Fast and professional deal on {item}. Goods exactly as described and shipped the same day. Recommended!',
  'We have been working with {company} for years. Reliable partner, fair grading and quick payment.',
  'Bought {item} - well packed, tested and delivered within two days. Will buy again.',
  'Excellent communication and honest descriptions. One unit was DOA and replaced without discussion.',
  'Great partner for {item}. Competitive prices and always available on the phone.',
  'Very smooth transaction, paperwork and export documents in order. Thank you!',
  'Trustworthy company, we did more than 50 deals together without a single problem.',
  'Sold them a large lot of {item}; payment arrived before the pick-up. Top!',
];

export function recommendationText(rng: Random, company: string, item: string): string {
  return fill(rng.pick(RECOMMENDATIONS), { company, item });
}

const COMPLAINTS: ReadonlyArray<readonly [string, string]> = [
  [
    'Goods not as described: {item}',
    'We ordered {item} graded A. On arrival the units were heavily scratched and several did not power on. The seller does not reply to our e-mails since two weeks.',
  ],
  [
    'No delivery after prepayment',
    'We paid for {item} by bank transfer (proforma attached). Promised shipment within 3 days, but after four weeks nothing has been shipped and the phone is not answered.',
  ],
  [
    'Wrong part numbers delivered',
    'Ordered {item}; we received a different revision that does not fit our systems. The supplier refuses the return.',
  ],
  [
    'Refund not paid',
    'We returned the defective {item} under warranty with RMA. The credit note was promised but the refund has not been paid.',
  ],
  [
    'Counterfeit items',
    'The {item} we received are not original. Labels and serial numbers do not match the manufacturer database.',
  ],
];

const RESOLUTIONS = [
  'Full refund of the purchase price.',
  'Replacement of the defective units or a refund.',
  'Delivery of the goods as ordered or refund within 7 days.',
  'Credit note for the missing items.',
  'Take back the goods and refund including shipping costs.',
];

export function complaintText(
  rng: Random,
  item: string,
): { title: string; body: string; resolution: string } {
  const [title, body] = rng.pick(COMPLAINTS);
  return { title: fill(title, { item }), body: fill(body, { item }), resolution: rng.pick(RESOLUTIONS) };
}
