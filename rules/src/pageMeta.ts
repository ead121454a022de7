/**
 * The head metadata of every route of the web app: title, description, keywords, whether search engines may
 * index it and its canonical path. One table for the api (which renders it into index.html, see
 * api/src/seo/) and the web app (which replaces it on each navigation, see web/src/seo/), so a page's head
 * is the same whether it was loaded or navigated to.
 */
import { newsMetaDescription } from './newsMeta.ts';

export { documentTitle, PRODUCT_NAME } from './documentTitle.ts';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  /** Member-only (or otherwise unindexable) pages: robots noindex, left out of the sitemap. */
  noindex: boolean;
}

export interface PageMetaEntry extends PageMeta {
  /** React Router syntax: `:name` for one segment, a trailing `*` for the rest. */
  path: string;
  /** The path the canonical link names, for a route that is an alias of another (/broadcastRules). */
  canonicalPath?: string;
}

const baseKeywords = 'circular IT, IT hardware, broker, refurbished computers, B2B marketplace';

type EntryInput = Omit<PageMetaEntry, 'noindex'> & { noindex?: boolean };

const entry = (input: EntryInput): PageMetaEntry => ({ noindex: false, ...input });
const memberOnly = (input: EntryInput): PageMetaEntry => entry({ ...input, noindex: true });

/** Title, description and keywords of every route; the first matching pattern wins. */
export const pageMetaTable: readonly PageMetaEntry[] = [
  entry({
    path: '/',
    title: 'TBS - The B2B marketplace for the circular IT hardware trade',
    description:
      'Trade used and refurbished computers, laptops, servers, mobiles and parts with close to 3000 verified members since 1999.',
    keywords: `${baseKeywords}, WTB, WTS, broadcasts`,
  }),
  // Visitors on /broadcasts are sent home (spec part 1 §2): the broadcast lists are for members.
  memberOnly({
    path: '/broadcasts',
    title: 'Broadcasts',
    description: 'Wanted (WTB) and for-sale (WTS) offers broadcast by TBS members.',
    keywords: `${baseKeywords}, WTB, WTS, broadcasts`,
  }),
  memberOnly({
    path: '/broadcasts/:id',
    title: 'Broadcast',
    description: 'A WTB or WTS broadcast from a TBS member.',
    keywords: `${baseKeywords}, broadcast`,
  }),
  entry({
    path: '/parts',
    title: 'Parts search',
    description: 'Search millions of IT parts offered by TBS members by part number.',
    keywords: `${baseKeywords}, part numbers, parts search`,
  }),
  entry({
    path: '/parts/stats/:partNumber',
    title: 'Part statistics',
    description: 'Statistics, prices and availability of an IT part among TBS members.',
    keywords: `${baseKeywords}, part number, price statistics`,
  }),
  // A visitor's part id is a token for one session (api presenters/partRef.ts): no stable URL to index; the
  // part's statistics page is the one indexed.
  memberOnly({
    path: '/parts/:id',
    title: 'Part details',
    description: 'Details and availability of an IT part offered by a TBS member.',
    keywords: `${baseKeywords}, part number`,
  }),
  entry({
    path: '/companies',
    title: 'Companies',
    description: 'Directory of verified IT traders, brokers, refurbishers and service providers.',
    keywords: `${baseKeywords}, company directory, IT traders`,
  }),
  entry({
    path: '/companies/:id',
    title: 'Company profile',
    description: 'Profile of a TBS member company.',
    keywords: `${baseKeywords}, company profile`,
  }),
  memberOnly({
    path: '/inventory',
    title: 'My Inventory',
    description: 'Manage the parts inventory of your company.',
    keywords: `${baseKeywords}, inventory`,
  }),
  memberOnly({
    path: '/inventory-hits',
    title: 'Inventory hits',
    description: 'Searches that found parts in your inventory.',
    keywords: `${baseKeywords}, inventory hits`,
  }),
  memberOnly({
    path: '/profile',
    title: 'Your Profile',
    description: 'Your company profile and contact details.',
    keywords: `${baseKeywords}, profile`,
  }),
  memberOnly({
    path: '/invoices',
    title: 'Billing History',
    description: 'Your TBS invoices and credit notes.',
    keywords: `${baseKeywords}, invoices`,
  }),
  entry({
    path: '/testimonials',
    title: 'Testimonials',
    description: 'What TBS members say about the network.',
    keywords: `${baseKeywords}, testimonials, reviews`,
  }),
  entry({
    path: '/register',
    title: 'Free Trial',
    description: 'Register for a free one-month trial of the TBS network.',
    keywords: `${baseKeywords}, free trial, register`,
  }),
  entry({
    path: '/news',
    title: 'News',
    description: 'News, fraud warnings and blog posts for the circular IT industry.',
    keywords: `${baseKeywords}, news, fraud warnings`,
  }),
  entry({
    path: '/news/:categoryName',
    title: 'News',
    description: 'News, fraud warnings and blog posts for the circular IT industry.',
    keywords: `${baseKeywords}, news`,
  }),
  entry({
    path: '/news/:category/:slug',
    title: 'News',
    description: 'News for the circular IT industry.',
    keywords: `${baseKeywords}, news`,
  }),
  entry({
    path: '/about',
    title: 'About TBS',
    description: 'TBS connects the circular IT hardware trade since 1999.',
    keywords: `${baseKeywords}, about`,
  }),
  entry({
    path: '/contact',
    title: 'Contact us',
    description: 'Get in touch with the TBS team.',
    keywords: `${baseKeywords}, contact`,
  }),
  entry({
    path: '/help',
    title: 'Help',
    description: 'Tutorial videos and frequently asked questions about TBS.',
    keywords: `${baseKeywords}, help, FAQ, tutorials`,
  }),
  entry({
    path: '/rss',
    title: 'RSS feeds',
    description: 'RSS feeds of TBS broadcasts.',
    keywords: `${baseKeywords}, RSS`,
  }),
  memberOnly({
    path: '/payment',
    title: 'Pay TBS Membership',
    description: 'Order or renew a TBS membership.',
    keywords: `${baseKeywords}, membership, payment`,
  }),
  entry({
    path: '/contract',
    title: 'Contract Terms',
    description: 'The contract terms of a TBS membership.',
    keywords: `${baseKeywords}, contract terms`,
  }),
  entry({
    path: '/media-kit',
    title: 'Media Kit',
    description: 'Facts, figures, advertising and media about TBS and the European Broker Meeting.',
    keywords: `${baseKeywords}, media kit, advertising`,
  }),
  entry({
    path: '/media-kit/about-tbs',
    title: 'Media Kit - About TBS',
    description: 'TBS in numbers: members, countries, sessions, broadcasts and parts.',
    keywords: `${baseKeywords}, media kit`,
  }),
  entry({
    path: '/media-kit/about-ebm',
    title: 'Media Kit - About the European Broker Meeting',
    description: 'The yearly European Broker Meeting, organised since 2004.',
    keywords: `${baseKeywords}, European Broker Meeting, EBM`,
  }),
  entry({
    path: '/media-kit/advertising',
    title: 'Media Kit - Advertising',
    description: 'Banner advertising on TBS.',
    keywords: `${baseKeywords}, advertising, banners`,
  }),
  entry({
    path: '/media-kit/social',
    title: 'Media Kit - Social',
    description: 'TBS on social networks.',
    keywords: `${baseKeywords}, social media`,
  }),
  entry({
    path: '/media-kit/videos',
    title: 'Media Kit - Videos',
    description: 'Videos about TBS and the European Broker Meeting.',
    keywords: `${baseKeywords}, videos`,
  }),
  entry({
    path: '/newsletter',
    title: 'Newsletter',
    description: 'Subscribe to the TBS newsletter.',
    keywords: `${baseKeywords}, newsletter`,
  }),
  entry({
    path: '/services',
    title: 'Services',
    description:
      'Service providers for the circular IT industry: data erasure, transport, WEEE recycling and more.',
    keywords: `${baseKeywords}, services, data erasure, WEEE recycling`,
  }),
  entry({
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How TBS handles personal data.',
    keywords: `${baseKeywords}, privacy policy`,
  }),
  entry({
    path: '/broadcast-rules',
    title: 'Broadcast Rules',
    description: 'The rules every TBS broadcast must follow.',
    keywords: `${baseKeywords}, broadcast rules`,
  }),
  entry({
    path: '/broadcastRules',
    canonicalPath: '/broadcast-rules',
    title: 'Broadcast Rules',
    description: 'The rules every TBS broadcast must follow.',
    keywords: `${baseKeywords}, broadcast rules`,
  }),
  memberOnly({
    path: '/broadcast-settings',
    title: 'Broadcast Settings',
    description: 'Choose how you receive broadcasts per list.',
    keywords: `${baseKeywords}, broadcast settings`,
  }),
  entry({
    path: '/grading-guidelines',
    title: 'Grading Guidelines',
    description: 'The A to D grading guidelines for used IT hardware.',
    keywords: `${baseKeywords}, grading guidelines, grade A, grade B`,
  }),
  entry({
    path: '/gradingGuidelines',
    canonicalPath: '/grading-guidelines',
    title: 'Grading Guidelines',
    description: 'The A to D grading guidelines for used IT hardware.',
    keywords: `${baseKeywords}, grading guidelines`,
  }),
  entry({
    path: '/diamond-members',
    title: 'Diamond members',
    description: 'TBS members for 20 years or more without unsolved complaints.',
    keywords: `${baseKeywords}, diamond members`,
  }),
  entry({
    path: '/gold-members',
    title: 'Gold members',
    description: 'TBS members for 10 years or more without unsolved complaints.',
    keywords: `${baseKeywords}, gold members`,
  }),
  entry({
    path: '/trusted-members',
    title: 'Trusted members',
    description: 'TBS members for 3 years or more without unsolved complaints.',
    keywords: `${baseKeywords}, trusted members`,
  }),
  memberOnly({
    path: '/favorites',
    title: 'Your Favorites',
    description: 'Companies you marked as favorite.',
    keywords: `${baseKeywords}, favorites`,
  }),
  memberOnly({
    path: '/2fa',
    title: '2-Factor Authentication',
    description: 'Protect your TBS account with two-factor authentication.',
    keywords: `${baseKeywords}, two-factor authentication, 2FA`,
  }),
  memberOnly({
    path: '/analytics/*',
    title: 'Analytics',
    description: 'Top searches, demand and page views for TBS analysts.',
    keywords: `${baseKeywords}, analytics`,
  }),
  memberOnly({
    path: '/advertisement/:id',
    title: 'Redirecting...',
    description: 'Redirecting to the advertiser.',
    keywords: baseKeywords,
  }),
];

/** The metadata of a path no route knows (the web app shows its not-found page). */
export const notFoundPageMeta: PageMeta = {
  title: 'Page not found',
  description: 'The content you are looking for is not available or no longer exists.',
  keywords: baseKeywords,
  noindex: true,
};

export interface MatchedPage {
  entry: PageMetaEntry;
  /** The values of the pattern's `:name` segments (decoded), and `*` for the rest of a splat. */
  params: Record<string, string>;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether a pattern matches a path as React Router's matchPath does here (case-insensitive, end: true). */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, patternSegment] of patternSegments.entries()) {
    if (patternSegment === '*') {
      params['*'] = pathSegments.slice(index).join('/');
      return params;
    }
    const segment = pathSegments[index];
    if (segment === undefined) return null;
    if (patternSegment.startsWith(':')) {
      const value = decodeSegment(segment);
      if (value === null || value === '') return null;
      params[patternSegment.slice(1)] = value;
    } else if (patternSegment.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return patternSegments.length === pathSegments.length ? params : null;
}

/** The route entry (and its parameters) matching a path, or null for a path no route knows. */
export function matchPageMeta(pathname: string): MatchedPage | null {
  for (const candidate of pageMetaTable) {
    const params = matchPattern(candidate.path, pathname);
    if (params) return { entry: candidate, params };
  }
  return null;
}

/** The metadata of the route matching a path, or the page-not-found metadata. */
export function routeMetaFor(pathname: string): PageMeta {
  return matchPageMeta(pathname)?.entry ?? notFoundPageMeta;
}

/** The paths of the pages without parameters that search engines may index (the static sitemap). */
export function indexableStaticPaths(): string[] {
  return pageMetaTable
    .filter((page) => !page.noindex && !page.canonicalPath && !/[:*]/.test(page.path))
    .map((page) => page.path);
}

/** The title, description and keywords of a page made from its data. */
export type DataPageMeta = Pick<PageMeta, 'title' | 'description' | 'keywords'>;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * A company page's meta from what a visitor may see of the company (api presenters/company.ts): name,
 * country, profile and how many approved recommendations. The description has the news cut (spec part 1
 * §5 names news; the same 150 characters suit every page).
 */
export function companyPageMeta(company: {
  name: string;
  countryName: string;
  profile: string | null;
  recommendationsCount: number;
}): DataPageMeta {
  const { name, countryName, profile, recommendationsCount } = company;
  const summary = `${name} (${countryName}) is a TBS member company with ${plural(recommendationsCount, 'recommendation')}.`;
  return {
    title: `${name} - ${countryName}`,
    description: newsMetaDescription(`${summary} ${profile ?? ''}`),
    keywords: `${name}, ${countryName}, ${baseKeywords}, company profile`,
  };
}

/** A part statistics page's meta: the part as a visitor sees it (no company) and how many members offer it. */
export function partStatsPageMeta(part: {
  partNumber: string;
  manufacturer: string;
  description: string;
  traders: number;
  totalQuantity: number;
}): DataPageMeta {
  const { partNumber, manufacturer, description, traders, totalQuantity } = part;
  return {
    title: `${partNumber} ${manufacturer} - statistics and availability`,
    description: newsMetaDescription(
      `${partNumber} ${manufacturer} ${description}: ${totalQuantity} in stock at ${plural(traders, 'TBS member')}. Prices and availability on TBS.`,
    ),
    keywords: `${partNumber}, ${manufacturer}, ${baseKeywords}, part number, price statistics`,
  };
}

/** A news category list's meta. */
export function newsCategoryPageMeta(category: { catDescription: string }): DataPageMeta {
  return {
    title: `${category.catDescription} - News`,
    description: newsMetaDescription(
      `${category.catDescription}: news for the circular IT hardware trade from TBS.`,
    ),
    keywords: `${category.catDescription}, ${baseKeywords}, news`,
  };
}
