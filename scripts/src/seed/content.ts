/**
 * Editorial and operator content: news (two years, HTML, a few pinned), testimonials, banners,
 * advertisements, staff contacts, help videos, FAQ, and pending registrations. No external URLs in
 * news bodies; pictures are inline SVG data URLs.
 */
import { renderMeetingReportPdf } from '@tbs/api/commands';
import { companyNameKey } from '@tbs/db';
import type { CatalogueItem } from './catalogue.ts';
import { fictitiousCompany, type CompanyRecord } from './companies.ts';
import { countryCentre, phoneNumber } from './geo.ts';
import { asciiSlug, personName } from './names.ts';
import type { Row } from './pgCopy.ts';
import type { Random } from './random.ts';
import { DAY, isoDate, type Clock } from './time.ts';

export const NEWS_COLUMNS = [
  'id',
  'category_id',
  'title',
  'title_slug',
  'author',
  'date',
  'body_html',
  'is_pinned',
  'meta_title',
  'meta_description',
  'meta_keywords',
] as const;

/** The hair outline of a staff member's portrait (staffPortraits.ts draws it). */
export type HairStyle = 'short' | 'crop' | 'long' | 'bob' | 'bun';

/** TBS staff: [name, position, skype, hair of the placeholder portrait]. Authors of the news too. */
export const STAFF: ReadonlyArray<readonly [string, string, string | null, HairStyle]> = [
  ['Martijn van Dijk', 'Managing Director', 'live:tbs.martijn', 'short'],
  ['Eva Jansen', 'Membership Manager', 'live:tbs.eva', 'long'],
  ['Tom Hendriks', 'Account Manager Benelux', null, 'crop'],
  ['Laura Schmidt', 'Account Manager DACH', 'live:tbs.laura', 'bob'],
  ['James Walker', 'Account Manager UK & Ireland', null, 'short'],
  ['Sofia Rossi', 'Account Manager Southern Europe', 'live:tbs.sofia', 'bun'],
  ['Ahmed Haddad', 'Account Manager Middle East & Asia', 'live:tbs.ahmed', 'crop'],
  ['Nina de Wit', 'Finance & Administration', null, 'long'],
];

const EBM_CITIES = [
  'Amsterdam',
  'Düsseldorf',
  'Prague',
  'Barcelona',
  'Lisbon',
  'Vienna',
  'Budapest',
  'Dublin',
];

/** 'EBM 2026: programme & tables' → 'ebm-2026-programme-tables'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 220);
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A small bar chart as an inline image (no external resources). */
function chartImage(title: string, values: readonly number[]): string {
  const max = Math.max(...values, 1);
  const bars = values
    .map((value, i) => {
      const height = Math.round((value / max) * 120);
      return `<rect x="${30 + i * 45}" y="${150 - height}" width="30" height="${height}" fill="#1f6f8b"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${60 + values.length * 45}" height="180" viewBox="0 0 ${60 + values.length * 45} 180"><rect width="100%" height="100%" fill="#f4f7f9"/><text x="20" y="20" font-family="Arial" font-size="13" fill="#333">${title}</text>${bars}<line x1="20" y1="150" x2="${40 + values.length * 45}" y2="150" stroke="#666"/></svg>`;
  return `<p><img src="${svgDataUrl(svg)}" alt="${title}" width="${60 + values.length * 45}" height="180"></p>`;
}

function badgeImage(text: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120"><rect width="480" height="120" rx="12" fill="${colour}"/><text x="240" y="70" font-family="Arial" font-size="28" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `<p><img src="${svgDataUrl(svg)}" alt="${text}" width="480" height="120"></p>`;
}

const p = (text: string) => `<p>${text}</p>`;
const ul = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

interface NewsDraft {
  category: number;
  title: string;
  body: string;
  keywords: string;
  pinned?: boolean;
}

interface NewsContext {
  rng: Random;
  clock: Clock;
  companies: readonly CompanyRecord[];
  popular: readonly CatalogueItem[];
}

function blogDrafts({ rng, clock, popular }: NewsContext): NewsDraft[] {
  const year = new Date(clock.now).getUTCFullYear();
  const top = popular.slice(0, 10);
  return [
    {
      category: 9,
      title: 'How to grade used laptops: the A to D guide explained',
      keywords: 'grading, laptops, refurbished',
      body:
        p(
          'Grading disputes are the most common reason for complaints between members. A clear grade on the purchase order and the invoice avoids most of them.',
        ) +
        ul([
          '<strong>Grade A</strong>: as new, at most light signs of use, battery holds at least 30 minutes.',
          '<strong>Grade B</strong>: visible scratches or small dents, fully functional.',
          '<strong>Grade C</strong>: heavy wear, possibly missing parts; no mediation by TBS.',
          '<strong>Grade D</strong>: defective, for parts only; no mediation by TBS.',
        ]) +
        p('Always state the grade per line item, and add pictures for larger lots.'),
    },
    {
      category: 9,
      title: 'Five checks before you pay a new trading partner',
      keywords: 'fraud, payment, due diligence',
      body:
        p(
          'Most fraud cases reported to us started with a first deal and a prepayment. Before you wire money to a company you have not traded with:',
        ) +
        ul([
          'Check the trust badge and the number of years of membership on the company profile.',
          'Call the company on the phone number in the directory, not the one in the e-mail.',
          'Compare the bank account holder with the company name.',
          'Ask for references and read the recommendations.',
          'Consider escrow for the first transaction.',
        ]),
    },
    {
      category: 9,
      title: `Why refurbished servers are the smart choice in ${year}`,
      keywords: 'refurbished, servers, circular economy',
      body:
        p(
          'Lead times for new servers remain long and prices high. Refurbished systems of the previous generation deliver most of the performance at a fraction of the cost and the carbon footprint.',
        ) +
        p(
          'Members report strong demand for HPE ProLiant Gen10 and Dell PowerEdge 14th generation servers, configured to order with new drives.',
        ),
    },
    {
      category: 9,
      title: 'The circular economy and the IT hardware trade',
      keywords: 'circular economy, reuse, sustainability',
      body:
        p(
          'Every server, laptop and phone that gets a second life saves the energy and raw materials of a new one. Our members extend the life of millions of devices every year.',
        ) +
        p(
          'Reuse before recycling: the waste hierarchy puts our industry at the heart of the circular economy.',
        ),
    },
    {
      category: 9,
      title: 'Data erasure: what buyers of used drives should ask',
      keywords: 'data erasure, drives, certificates',
      body:
        p(
          'Buyers increasingly ask for erasure reports with every used drive. Ask your supplier which software was used, whether the report is per serial number, and whether failed drives were physically destroyed.',
        ) + p('Several service providers in our directory offer certified erasure software and services.'),
    },
    {
      category: 9,
      title: 'Shipping lithium batteries: the rules every broker must know',
      keywords: 'shipping, lithium, batteries, dangerous goods',
      body:
        p(
          'Laptops, phones and UPS batteries contain lithium cells and are dangerous goods in air transport. Packages must be labelled, and damaged batteries may not be flown at all.',
        ) +
        ul([
          'UN3481: batteries packed with or contained in equipment',
          'UN3480: loose batteries, stricter rules',
          'State of charge at most 30% for loose cells by air',
        ]),
    },
    {
      category: 9,
      title: `Market update: memory and SSD prices in ${year}`,
      keywords: 'market update, memory, ssd, prices',
      body:
        p('Average asking prices of server memory on TBS, indexed to January:') +
        chartImage(
          'DDR4 RDIMM price index',
          [100, 97, 95, 96, 99, 104, 108, 111].map((v) => v + rng.int(-3, 3)),
        ) +
        p(
          'Enterprise SSD prices rose for the third quarter in a row, while demand for 10K SAS drives is slowly declining.',
        ),
    },
    {
      category: 9,
      title: 'Incoterms for IT brokers: EXW, FCA or DAP?',
      keywords: 'incoterms, shipping, export',
      body: p(
        'EXW is still the most used term in broadcasts, but it leaves the buyer responsible for export formalities in the seller\u2019s country. For cross-border deals within Europe FCA or DAP is often the better choice.',
      ),
    },
    {
      category: 9,
      title: 'Counterfeit optics: how to spot fake transceivers',
      keywords: 'counterfeit, transceivers, sfp',
      body:
        p(
          'Fake SFP and QSFP modules are offered at prices far below the market. Check the label print quality, the serial number format and the EEPROM vendor data before you accept a batch.',
        ) +
        p(
          'If in doubt, ask the seller for a test report or test a sample in a switch that checks vendor codes.',
        ),
    },
    {
      category: 9,
      title: `Top 10 most searched part numbers this quarter`,
      keywords: 'top searches, parts, statistics',
      body:
        p('These part numbers were searched most often on TBS in the last months:') +
        `<ol>${top.map((item) => `<li><strong>${item.partNumber}</strong> - ${item.description}</li>`).join('')}</ol>` +
        p('The live list is on the home page under Top Searches.'),
    },
    {
      category: 9,
      title: 'Selling end-of-life network equipment: timing matters',
      keywords: 'networking, end of life, remarketing',
      body: p(
        'When a vendor announces end of sale, prices on the secondary market usually hold for another year as customers buy spares. After end of support they drop quickly. Sell early.',
      ),
    },
    {
      category: 9,
      title: 'What the EU right to repair means for refurbishers',
      keywords: 'right to repair, EU, refurbishment',
      body: p(
        'The new rules oblige manufacturers to supply spare parts and repair information for longer. For refurbishers this means better access to parts and documentation.',
      ),
    },
    {
      category: 9,
      title: 'Working with escrow on your first deal',
      keywords: 'escrow, payment, safety',
      body:
        p(
          'Escrow protects both sides: the buyer pays into a trusted account, the seller ships, and the money is released once the buyer has inspected the goods.',
        ) + p('Escrow providers are listed in the services directory.'),
    },
    {
      category: 9,
      title: 'Write better broadcasts: five tips',
      keywords: 'broadcasts, tips',
      body: ul([
        'Put the part number and the condition in the subject.',
        'One product per broadcast.',
        'State quantity, price and currency.',
        'Mention where the goods are.',
        'Send to the right list only.',
      ]),
    },
  ];
}

function ebmDrafts({ clock }: NewsContext): NewsDraft[] {
  const year = new Date(clock.now).getUTCFullYear();
  const drafts: NewsDraft[] = [];
  for (const [offset, city] of [
    [1, EBM_CITIES[year % EBM_CITIES.length]!],
    [0, EBM_CITIES[(year - 1) % EBM_CITIES.length]!],
    [-1, EBM_CITIES[(year - 2) % EBM_CITIES.length]!],
  ] as const) {
    const edition = year + offset;
    drafts.push(
      {
        category: 2,
        title: `European Broker Meeting ${edition} in ${city}: registration open`,
        keywords: `EBM ${edition}, broker meeting, ${city}`,
        body:
          badgeImage(`EBM ${edition} - ${city}`, '#8b1f4f') +
          p(
            `The ${edition - 2003}th European Broker Meeting takes place in ${city}. Two days of meetings with traders from more than 40 countries, a dinner and the famous networking evening.`,
          ) +
          p('Registered members are shown in the ticker at the bottom of every page.'),
        pinned: offset === 1,
      },
      {
        category: 2,
        title: `EBM ${edition}: programme and table bookings`,
        keywords: `EBM ${edition}, programme`,
        body: p(
          `Tables for one-to-one meetings at EBM ${edition} can be booked from the registration page. The programme starts with a welcome reception the evening before.`,
        ),
      },
    );
  }
  drafts.push({
    category: 2,
    title: `Looking back at EBM ${year - 1}`,
    keywords: 'EBM, review',
    body: p(
      'More than 600 participants, thousands of meetings and many new partnerships: thank you all for coming. See you next year!',
    ),
  });
  return drafts;
}

function fraudDrafts({ rng, companies }: NewsContext): NewsDraft[] {
  const victims = rng.sample(
    companies.filter((company) => !company.demo && company.tier !== 'Trial'),
    4,
  );
  const victim = (i: number) => victims[i]?.name ?? 'a member';
  return [
    {
      category: 1,
      title: 'Warning: phishing e-mails pretending to be TBS',
      keywords: 'phishing, fraud',
      pinned: true,
      body:
        p(
          'Members received e-mails asking them to confirm their login on a look-alike domain (tbs-members-login[.]com). TBS never asks for your password by e-mail.',
        ) + p('Enable two-factor authentication in your profile for extra protection.'),
    },
    {
      category: 1,
      title: `Fraud alert: fake company using the name of ${victim(0)}`,
      keywords: 'identity theft, fraud',
      body: p(
        `Someone is offering stock in the name of ${victim(0)} from a free e-mail address. The real company confirmed it is not involved. Always check the e-mail domain against the company profile.`,
      ),
    },
    {
      category: 1,
      title: 'Beware of fake bank detail change requests',
      keywords: 'fraud, bank details, invoice',
      body: p(
        'Several members received invoices with changed bank details after their e-mail was compromised. Verify any change of bank details by phone.',
      ),
    },
    {
      category: 1,
      title: `Warning: impersonation of ${victim(1)} staff`,
      keywords: 'impersonation, fraud',
      body: p(
        `Fraudsters use the names of ${victim(1)} employees with a look-alike domain. Check the spelling of the domain carefully.`,
      ),
    },
    {
      category: 1,
      title: 'Scam alert: iPhone batches at impossible prices',
      keywords: 'scam, iPhone, prepayment',
      body: p(
        'Offers of large quantities of new iPhones far below the market price, prepayment only, are almost always fraud. Report such offers to us.',
      ),
    },
    {
      category: 1,
      title: 'Warning: fake escrow website',
      keywords: 'escrow, fraud',
      body: p(
        'A fake escrow service (secure-trade-escrow[.]net) is being used in scams. Only use escrow providers you have verified yourself.',
      ),
    },
    {
      category: 1,
      title: 'Fraud warning: orders shipped to freight forwarders',
      keywords: 'fraud, forwarders, shipping',
      body: p(
        'New buyers asking to ship to a freight forwarder and paying with a cheque or a card are a known pattern. Wait until funds have cleared.',
      ),
    },
    {
      category: 1,
      title: 'Identity theft: e-mail domains that look like member domains',
      keywords: 'identity theft, domains',
      body: p(
        `We have seen domains imitating ${victim(2)} and ${victim(3)} with one letter changed. When in doubt, call the company on the number in the directory.`,
      ),
    },
  ];
}

function memberDrafts({ rng, clock, companies }: NewsContext): NewsDraft[] {
  const drafts: NewsDraft[] = [];
  const recent = companies.filter(
    (company) =>
      company.memberSince !== null && clock.today - company.memberSince < 400 * DAY && !company.demo,
  );
  for (let k = 0; k < 6; k++) {
    const month = new Date(clock.now - (k * 2 + 1) * 30 * DAY).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const welcome = rng.sample(recent, 6);
    if (!welcome.length) break;
    drafts.push({
      category: 3,
      title: `Welcome to our new members (${month})`,
      keywords: 'new members, welcome',
      body:
        p('A warm welcome to the companies that joined the network:') +
        ul(
          welcome.map(
            (company) =>
              `<a href="/companies/${company.id}">${company.name}</a> (${countryCentre(company.countryCode).name})`,
          ),
        ),
    });
  }
  const veterans = companies.filter(
    (company) => (company.tier === 'Diamond' || company.tier === 'Gold') && !company.demo,
  );
  for (const company of rng.sample(veterans, 4)) {
    const years = Math.floor((clock.today - (company.memberSince ?? clock.today)) / (365.25 * DAY));
    drafts.push({
      category: 3,
      title: `${company.name} celebrates ${years} years of membership`,
      keywords: 'anniversary, members',
      body:
        badgeImage(`${years} years TBS`, company.tier === 'Diamond' ? '#2b6cb0' : '#b7791f') +
        p(
          `Congratulations to <a href="/companies/${company.id}">${company.name}</a> from ${company.city}, a member for ${years} years. Thank you for your trust!`,
        ),
    });
  }
  return drafts;
}

function stolenDrafts({ rng, popular }: NewsContext): NewsDraft[] {
  const cities = ['Venlo', 'Frankfurt am Main', 'Milano', 'Lyon', 'Manchester', 'Antwerpen', 'Madrid'];
  return rng.sample(popular.slice(0, 60), 8).map((item) => {
    const quantity = rng.int(20, 400);
    const city = rng.pick(cities);
    const serials = Array.from({ length: 5 }, () => rng.pattern('AAA9999AAX'));
    return {
      category: 10,
      title: `Stolen: ${quantity}x ${item.manufacturer} ${item.partNumber} from a warehouse in ${city}`,
      keywords: 'stolen equipment, theft',
      body:
        p(
          `During a break-in at a warehouse in ${city}, ${quantity} units of ${item.description} (${item.partNumber}) were stolen. If you are offered these items, please contact us. Some of the serial numbers:`,
        ) +
        ul(serials) +
        p('The full list of serial numbers is available on request.'),
    };
  });
}

function tbsDrafts({ clock }: NewsContext): NewsDraft[] {
  const year = new Date(clock.now).getUTCFullYear();
  return [
    {
      category: 4,
      title: 'New: two-factor authentication for your account',
      keywords: '2fa, security',
      pinned: true,
      body: p(
        'You can now protect your account with a second factor: scan the QR code in your profile with an authenticator app and enter the six-digit code when you sign in.',
      ),
    },
    {
      category: 4,
      title: 'Parts search: faster, with more than a million parts',
      keywords: 'parts search',
      body: p(
        'The parts search has been rebuilt. Results appear as you type and you can search up to five part numbers at once.',
      ),
    },
    {
      category: 4,
      title: 'Our mobile app is live for iOS and Android',
      keywords: 'app, mobile',
      body: p(
        'Read broadcasts, search parts and call members on the road. Download the app from the App Store or Google Play.',
      ),
    },
    {
      category: 4,
      title: 'Updated broadcast rules',
      keywords: 'broadcast rules',
      body: ul([
        'At most 5 broadcasts per list per day',
        'At most 20 broadcasts per day in total',
        'The same broadcast only once per week',
        'IT hardware WTB/WTS only',
      ]),
    },
    {
      category: 4,
      title: `Holiday opening hours ${year}`,
      keywords: 'opening hours',
      body: p(
        'Our office is closed on 25 and 26 December and on 1 January. Broadcasts and search remain available as usual.',
      ),
    },
    {
      category: 4,
      title: 'New feature: saved searches with a daily digest',
      keywords: 'saved searches, digest',
      body: p('Save a broadcast search and get new matches immediately or once a day in a digest.'),
    },
    {
      category: 4,
      title: 'Price statistics on every part page',
      keywords: 'price statistics',
      body: p(
        'Every part page now shows the minimum, median and maximum price of the stock offered by members.',
      ),
    },
    {
      category: 4,
      title: 'Inventory hits: see who searched your stock',
      keywords: 'inventory hits',
      body: p(
        'The new Inventory Hits page lists the members whose searches found your parts, so you can follow up while the demand is there.',
      ),
    },
    {
      category: 4,
      title: 'Sixteen categories in the services directory',
      keywords: 'services, directory',
      body: p(
        'From data erasure to customs brokerage: the services directory now has sixteen categories, each with the providers among our members.',
      ),
    },
    {
      category: 4,
      title: 'Keep your inventory fresh: update at least every two weeks',
      keywords: 'inventory, rules',
      body: p(
        'Stock lists older than two weeks frustrate buyers. Upload a new file or edit your parts online at least every two weeks; lists above 20 parts can also be sent by e-mail.',
      ),
    },
  ];
}

function badDebtorDrafts({ rng }: NewsContext): NewsDraft[] {
  return ['NL', 'GB', 'AE'].map((code) => {
    const debtor = fictitiousCompany(rng, code);
    return {
      category: 8,
      title: `Bad debtor: ${debtor.name} (${countryCentre(code).name})`,
      keywords: 'bad debtors, payment',
      body: p(
        `${debtor.name} from ${debtor.city} has left several invoices unpaid. The company is no longer a member of TBS. Do not ship on credit.`,
      ),
    };
  });
}

/** About 60 news items over the last two years, newest with the highest id. */
export function buildNews(
  rng: Random,
  clock: Clock,
  companies: readonly CompanyRecord[],
  popular: readonly CatalogueItem[],
): Row[] {
  const context: NewsContext = { rng, clock, companies, popular };
  const drafts = [
    ...blogDrafts(context),
    ...ebmDrafts(context),
    ...fraudDrafts(context),
    ...memberDrafts(context),
    ...stolenDrafts(context),
    ...tbsDrafts(context),
    ...badDebtorDrafts(context),
  ];
  rng.shuffle(drafts);
  // Pinned items are recent; the others spread over two years.
  const dated = drafts.map((draft) => ({
    draft,
    at: draft.pinned ? clock.officeTime(rng, rng.int(2, 40)) : clock.officeTime(rng, rng.int(1, 730)),
  }));
  dated.sort((a, b) => a.at - b.at);
  const slugs = new Set<string>();
  return dated.map(({ draft, at }, index) => {
    let slug = slugify(draft.title);
    while (slugs.has(slug)) slug = `${slug}-${index}`;
    slugs.add(slug);
    const text = draft.body
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return [
      index + 1,
      draft.category,
      draft.title,
      slug,
      rng.pick(STAFF.slice(0, 3))[0],
      new Date(at),
      draft.body,
      draft.pinned ?? false,
      `${draft.title} | TBS`.slice(0, 200),
      text.slice(0, 155),
      draft.keywords,
    ];
  });
}

const TESTIMONIALS = [
  'TBS is our most important sales channel. Half of our server parts go to members we met here.',
  'The broadcasts are the fastest way to find stock. We source almost everything through TBS.',
  'Thanks to the trust badges we can see at a glance who we can work with.',
  'We met our biggest customer at the European Broker Meeting. Worth every euro.',
  'Great network, reliable members and a team that actually picks up the phone.',
  'We have been a member for more than ten years and never had a serious problem with a TBS member.',
  'The inventory search alone pays for the membership.',
  'Fast support when we had an issue with a supplier; the complaint procedure works.',
  'Our membership paid for itself with the first deal.',
  'Simple, fast and focused on our trade. No other platform comes close.',
  'The daily digest of saved searches saves me an hour every morning.',
  'Professional traders, clear rules: exactly what our industry needs.',
];

export function buildTestimonials(rng: Random, clock: Clock, companies: readonly CompanyRecord[]): Row[] {
  const senior = companies.filter(
    (company) =>
      (company.tier === 'Gold' || company.tier === 'Diamond' || company.tier === 'Trusted') &&
      !company.demo &&
      !company.isServiceOnly,
  );
  const authors = rng.sample(senior, TESTIMONIALS.length);
  return TESTIMONIALS.slice(0, Math.max(1, authors.length))
    .map((body, i) => {
      const company = authors[i];
      const contact = company?.contacts[0];
      const attr =
        company && contact
          ? `${contact.name}, ${company.name} (${countryCentre(company.countryCode).name})`
          : 'A TBS member';
      return { body, attr, at: clock.dayAgo(rng.int(20, 1100)) };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ body, attr, at }, index) => [index + 1, body, attr.slice(0, 200), isoDate(at)]);
}

const BANNER_COLOURS = [
  '#1f6f8b',
  '#8b1f4f',
  '#2f855a',
  '#b7791f',
  '#553c9a',
  '#c53030',
  '#2c5282',
  '#285e61',
];

/** A 185x185 banner with the sponsor name, as a data URL of at most 500 characters. */
export function bannerImage(name: string, colour: string): string {
  const words = name
    .replace(/&/g, 'and')
    .replace(/[<>"']/g, '')
    .split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.slice(0, 14));
  }
  const encode = (svg: string) =>
    `data:image/svg+xml,${svg.replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}`;
  for (let count = Math.min(3, lines.length); count >= 1; count--) {
    const shown = lines.slice(0, count);
    const text = shown
      .map((line, i) => `<text x='92' y='${100 - (count - 1) * 11 + i * 22}'>${line}</text>`)
      .join('');
    const url = encode(
      `<svg xmlns='http://www.w3.org/2000/svg' width='185' height='185'><rect width='185' height='185' fill='${colour}'/><g font-family='Arial' font-size='17' fill='white' text-anchor='middle'>${text}</g></svg>`,
    );
    if (url.length <= 500) return url;
  }
  throw new Error(`banner image of ${name} too long`);
}

export interface Sponsors {
  banners: Row[];
  advertisements: Row[];
}

/** Eight banners (three of them paid ads behind /advertisement/{id}) and the three advertisements. */
export function buildSponsors(rng: Random, clock: Clock, companies: readonly CompanyRecord[]): Sponsors {
  const candidates = companies.filter(
    (company) => !company.demo && company.memberSince !== null && company.website,
  );
  const services = candidates.filter((company) => company.isServiceOnly);
  const traders = candidates.filter((company) => !company.isServiceOnly && company.tier !== 'Regular');
  const sponsors = [...rng.sample(services, 4), ...rng.sample(traders, 8)].slice(0, 8);
  const advertisements: Row[] = [];
  const banners: Row[] = sponsors.map((company, i) => {
    const isAd = i < 3;
    if (isAd) advertisements.push([advertisements.length + 1, company.website, rng.int(40, 2500), true]);
    const from = clock.dayAgo(rng.int(20, 300));
    const until = Math.max(from + rng.int(365, 730) * DAY, clock.dayAgo(-rng.int(15, 200)));
    return [
      i + 1,
      isAd ? `/advertisement/${advertisements.length}` : `/companies/${company.id}`,
      bannerImage(company.name, BANNER_COLOURS[i % BANNER_COLOURS.length]!),
      company.name.slice(0, 200),
      isAd,
      rng.int(0, 900),
      isoDate(from),
      isoDate(until),
    ];
  });
  return { banners, advertisements };
}

/** The contact page's staff (ids 1 to 8 in STAFF order), each with the address of its photo when it has one. */
export function buildStaff(rng: Random, photoUrls: ReadonlyMap<number, string> = new Map()): Row[] {
  return STAFF.map(([name, position, skype], i) => {
    const first = asciiSlug(name.split(' ')[0]!);
    return [
      i + 1,
      name,
      position,
      `+31 20 ${rng.pattern('999 99')} ${String(10 + i * 3).padStart(2, '0')}`,
      `${first}@staff.demo.tbs`,
      photoUrls.get(i + 1) ?? null,
      skype,
      i + 1,
    ];
  });
}

/** The help page's two tutorials (spec part 1 section 2); they play on the video channel, opened in a new tab. */
export function buildHelpVideos(): Row[] {
  const channelSearch = (terms: string) =>
    `https://www.youtube.com/@tbs/search?query=${encodeURIComponent(terms)}`;
  const embed = (terms: string) =>
    `https://www.youtube-nocookie.com/embed?listType=search&list=${encodeURIComponent(`tbs ${terms}`)}`;
  return [
    [1, 'How to send broadcasts', channelSearch('send broadcasts'), embed('send broadcasts'), 'Broadcasts'],
    [
      2,
      'How to search and save broadcasts',
      channelSearch('search and save broadcasts'),
      embed('search and save broadcasts'),
      'Broadcasts',
    ],
  ];
}

/** The years with a European Broker Meeting report: 2009 to 2023, no meeting in 2020. */
export const MEETING_REPORT_YEARS = Array.from({ length: 2023 - 2009 + 1 }, (_, i) => 2009 + i).filter(
  (year) => year !== 2020,
);

const MEETING_HIGHLIGHTS = [
  'Pre-scheduled one-to-one meetings between buyers and sellers',
  'Fraud prevention session with the TBS team',
  'Networking dinner for all attendees',
  'Market update on refurbished servers, laptops and mobiles',
  'Panel on WEEE compliance and data erasure',
  'Welcome drinks the evening before the meeting',
  'Trusted, Gold and Diamond member awards',
];

/** media_document rows: one PDF report per meeting year, rendered by the api's renderer (the same bytes each run). */
export async function buildMeetingReports(rng: Random): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [i, year] of MEETING_REPORT_YEARS.entries()) {
    const growth = year - 2009;
    const city = EBM_CITIES[(year - 1) % EBM_CITIES.length]!;
    const attendees = 180 + growth * 14 + rng.int(0, 30);
    const content = await renderMeetingReportPdf({
      year,
      city,
      date: `${year}-06-${String(rng.int(8, 20)).padStart(2, '0')}`,
      attendees,
      companies: Math.round(attendees * 0.62),
      countries: 28 + Math.round(growth * 1.2) + rng.int(0, 4),
      meetings: attendees * rng.int(4, 6),
      highlights: rng.sample(MEETING_HIGHLIGHTS, 4),
    });
    const title = `European Broker Meeting ${year} - ${city}`;
    rows.push([
      i + 1,
      `ebm-${year}`,
      title,
      year,
      'application/pdf',
      content.length,
      `\\x${content.toString('hex')}`,
    ]);
  }
  return rows;
}

export function buildFaq(): Row[] {
  const faq: Array<[string, string]> = [
    [
      'How does the free trial work?',
      'After you register we check your company. Once approved you get one month of full access, without payment details. After the trial you can choose a Plus or Broker membership.',
    ],
    [
      'What is the difference between a Plus and a Broker account?',
      'Both include unlimited inventory upload and access to the member list. A Plus account (675 EUR per year) allows 2 e-mail addresses on the broadcast lists, a Broker account (1350 EUR per year) 10.',
    ],
    [
      'How many broadcasts may I send?',
      'At most 5 per list per day and 20 per day in total, at most 5 at the same time, and the same broadcast only once per week. Only IT hardware WTB/WTS offers, plain text, to the related list.',
    ],
    [
      'How do the Trusted, Gold and Diamond badges work?',
      'They are based on the years of membership: Trusted 3+, Gold 10+, Diamond 20+ years, and require no unsolved complaints and a 1-month return-to-base warranty.',
    ],
    [
      'What if a deal goes wrong?',
      'File a complaint from the company profile with the purchase order and the invoice. We mediate for transactions from 2,000 EUR, not for C/D-grade or as-is goods or software.',
    ],
  ];
  return faq.map(([question, answer], i) => [i + 1, question, answer, i + 1]);
}

const HEARD = ['Google', 'LinkedIn', 'A colleague', 'European Broker Meeting', 'Trade show', 'Other'];

/** Free-trial sign-ups: a few pending, the rest approved or rejected in the last two months. */
export function buildRegistrations(rng: Random, clock: Clock): { requests: Row[]; ratings: Row[] } {
  const codes = ['NL', 'DE', 'GB', 'BE', 'FR', 'IT', 'ES', 'PL', 'US', 'AE', 'HK', 'TR', 'IN', 'NG', 'PK'];
  const requests: Row[] = [];
  const drafts = Array.from({ length: 20 }, (_, i) => {
    const status = i < 6 ? 'pending' : i < 16 ? 'approved' : 'rejected';
    return { status, at: status === 'pending' ? clock.within(rng, 7) : clock.within(rng, 60) };
  }).sort((a, b) => a.at - b.at);
  for (const { status, at } of drafts) {
    const code = rng.pick(codes);
    const company = fictitiousCompany(rng, code);
    const person = personName(rng, code === 'NL' || code === 'BE' ? 'nl' : code === 'DE' ? 'de' : 'en');
    requests.push([
      requests.length + 1,
      company.name,
      companyNameKey(company.name),
      `${rng.int(1, 300)} ${rng.pick(['Business Park', 'Main Road', 'Industrieweg', 'Trade Centre'])}`,
      company.city,
      rng.pattern('99999'),
      code,
      rng.chance(0.7)
        ? `We trade ${rng.pick(['used laptops', 'server parts', 'networking equipment', 'mobile phones', 'memory and CPUs'])} and look for new suppliers.`
        : null,
      rng.chance(0.8) ? `https://www.${company.domain}` : null,
      rng.chance(0.7) ? `${code}${rng.pattern('999999999')}` : null,
      rng.pick(HEARD),
      person.full,
      rng.pick(['Owner', 'Managing Director', 'Purchaser', 'Sales Manager']),
      `${asciiSlug(person.first)}@${company.domain}`,
      phoneNumber(rng, code),
      true,
      rng.chance(0.15),
      status,
      new Date(at),
    ]);
  }
  const ratings: Row[] = Array.from({ length: 30 }, () => clock.within(rng, 90))
    .sort((a, b) => a - b)
    .map((at, i) => [
      i + 1,
      rng.weighted([
        [5, 50],
        [4, 30],
        [3, 10],
        [2, 5],
        [1, 3],
        [0, 2],
      ] as const),
      rng.chance(0.5) ? fictitiousCompany(rng, rng.pick(codes)).name : null,
      new Date(at),
    ]);
  return { requests, ratings };
}
