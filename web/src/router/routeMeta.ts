import { matchPath } from 'react-router';

export const PRODUCT_NAME = 'TBS';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
}

interface RouteMetaEntry extends PageMeta {
  path: string;
}

const baseKeywords = 'circular IT, IT hardware, broker, refurbished computers, B2B marketplace';

/** Title, description and keywords of every route; the first matching pattern wins. */
const routeMetaTable: RouteMetaEntry[] = [
  {
    path: '/',
    title: 'TBS - The B2B marketplace for the circular IT hardware trade',
    description:
      'Trade used and refurbished computers, laptops, servers, mobiles and parts with close to 3000 verified members since 1999.',
    keywords: `${baseKeywords}, WTB, WTS, broadcasts`,
  },
  {
    path: '/broadcasts',
    title: 'Broadcasts',
    description: 'Wanted (WTB) and for-sale (WTS) offers broadcast by TBS members.',
    keywords: `${baseKeywords}, WTB, WTS, broadcasts`,
  },
  {
    path: '/broadcasts/:id',
    title: 'Broadcast',
    description: 'A WTB or WTS broadcast from a TBS member.',
    keywords: `${baseKeywords}, broadcast`,
  },
  {
    path: '/parts',
    title: 'Parts search',
    description: 'Search millions of IT parts offered by TBS members by part number.',
    keywords: `${baseKeywords}, part numbers, parts search`,
  },
  {
    path: '/parts/stats/:partNumber',
    title: 'Part statistics',
    description: 'Statistics, prices and availability of an IT part among TBS members.',
    keywords: `${baseKeywords}, part number, price statistics`,
  },
  {
    path: '/parts/:id',
    title: 'Part details',
    description: 'Details and availability of an IT part offered by a TBS member.',
    keywords: `${baseKeywords}, part number`,
  },
  {
    path: '/companies',
    title: 'Companies',
    description: 'Directory of verified IT traders, brokers, refurbishers and service providers.',
    keywords: `${baseKeywords}, company directory, IT traders`,
  },
  {
    path: '/companies/:id',
    title: 'Company profile',
    description: 'Profile of a TBS member company.',
    keywords: `${baseKeywords}, company profile`,
  },
  {
    path: '/inventory',
    title: 'My Inventory',
    description: 'Manage the parts inventory of your company.',
    keywords: `${baseKeywords}, inventory`,
  },
  {
    path: '/inventory-hits',
    title: 'Inventory hits',
    description: 'Searches that found parts in your inventory.',
    keywords: `${baseKeywords}, inventory hits`,
  },
  {
    path: '/profile',
    title: 'Your Profile',
    description: 'Your company profile and contact details.',
    keywords: `${baseKeywords}, profile`,
  },
  {
    path: '/invoices',
    title: 'Billing History',
    description: 'Your TBS invoices and credit notes.',
    keywords: `${baseKeywords}, invoices`,
  },
  {
    path: '/testimonials',
    title: 'Testimonials',
    description: 'What TBS members say about the network.',
    keywords: `${baseKeywords}, testimonials, reviews`,
  },
  {
    path: '/register',
    title: 'Free Trial',
    description: 'Register for a free one-month trial of the TBS network.',
    keywords: `${baseKeywords}, free trial, register`,
  },
  {
    path: '/news',
    title: 'News',
    description: 'News, fraud warnings and blog posts for the circular IT industry.',
    keywords: `${baseKeywords}, news, fraud warnings`,
  },
  {
    path: '/news/:categoryName',
    title: 'News',
    description: 'News, fraud warnings and blog posts for the circular IT industry.',
    keywords: `${baseKeywords}, news`,
  },
  {
    path: '/news/:category/:slug',
    title: 'News',
    description: 'News for the circular IT industry.',
    keywords: `${baseKeywords}, news`,
  },
  {
    path: '/about',
    title: 'About TBS',
    description: 'TBS connects the circular IT hardware trade since 1999.',
    keywords: `${baseKeywords}, about`,
  },
  {
    path: '/contact',
    title: 'Contact us',
    description: 'Get in touch with the TBS team.',
    keywords: `${baseKeywords}, contact`,
  },
  {
    path: '/help',
    title: 'Help',
    description: 'Tutorial videos and frequently asked questions about TBS.',
    keywords: `${baseKeywords}, help, FAQ, tutorials`,
  },
  {
    path: '/rss',
    title: 'RSS feeds',
    description: 'RSS feeds of TBS broadcasts.',
    keywords: `${baseKeywords}, RSS`,
  },
  {
    path: '/payment',
    title: 'Pay TBS Membership',
    description: 'Order or renew a TBS membership.',
    keywords: `${baseKeywords}, membership, payment`,
  },
  {
    path: '/contract',
    title: 'Contract Terms',
    description: 'The contract terms of a TBS membership.',
    keywords: `${baseKeywords}, contract terms`,
  },
  {
    path: '/media-kit',
    title: 'Media Kit',
    description: 'Facts, figures, advertising and media about TBS and the European Broker Meeting.',
    keywords: `${baseKeywords}, media kit, advertising`,
  },
  {
    path: '/media-kit/about-tbs',
    title: 'Media Kit - About TBS',
    description: 'TBS in numbers: members, countries, sessions, broadcasts and parts.',
    keywords: `${baseKeywords}, media kit`,
  },
  {
    path: '/media-kit/about-ebm',
    title: 'Media Kit - About the European Broker Meeting',
    description: 'The yearly European Broker Meeting, organised since 2004.',
    keywords: `${baseKeywords}, European Broker Meeting, EBM`,
  },
  {
    path: '/media-kit/advertising',
    title: 'Media Kit - Advertising',
    description: 'Banner advertising on TBS.',
    keywords: `${baseKeywords}, advertising, banners`,
  },
  {
    path: '/media-kit/social',
    title: 'Media Kit - Social',
    description: 'TBS on social networks.',
    keywords: `${baseKeywords}, social media`,
  },
  {
    path: '/media-kit/videos',
    title: 'Media Kit - Videos',
    description: 'Videos about TBS and the European Broker Meeting.',
    keywords: `${baseKeywords}, videos`,
  },
  {
    path: '/newsletter',
    title: 'Newsletter',
    description: 'Subscribe to the TBS newsletter.',
    keywords: `${baseKeywords}, newsletter`,
  },
  {
    path: '/services',
    title: 'Services',
    description:
      'Service providers for the circular IT industry: data erasure, transport, WEEE recycling and more.',
    keywords: `${baseKeywords}, services, data erasure, WEEE recycling`,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How TBS handles personal data.',
    keywords: `${baseKeywords}, privacy policy`,
  },
  {
    path: '/broadcast-rules',
    title: 'Broadcast Rules',
    description: 'The rules every TBS broadcast must follow.',
    keywords: `${baseKeywords}, broadcast rules`,
  },
  {
    path: '/broadcastRules',
    title: 'Broadcast Rules',
    description: 'The rules every TBS broadcast must follow.',
    keywords: `${baseKeywords}, broadcast rules`,
  },
  {
    path: '/broadcast-settings',
    title: 'Broadcast Settings',
    description: 'Choose how you receive broadcasts per list.',
    keywords: `${baseKeywords}, broadcast settings`,
  },
  {
    path: '/grading-guidelines',
    title: 'Grading Guidelines',
    description: 'The A to D grading guidelines for used IT hardware.',
    keywords: `${baseKeywords}, grading guidelines, grade A, grade B`,
  },
  {
    path: '/gradingGuidelines',
    title: 'Grading Guidelines',
    description: 'The A to D grading guidelines for used IT hardware.',
    keywords: `${baseKeywords}, grading guidelines`,
  },
  {
    path: '/diamond-members',
    title: 'Diamond members',
    description: 'TBS members for 20 years or more without unsolved complaints.',
    keywords: `${baseKeywords}, diamond members`,
  },
  {
    path: '/gold-members',
    title: 'Gold members',
    description: 'TBS members for 10 years or more without unsolved complaints.',
    keywords: `${baseKeywords}, gold members`,
  },
  {
    path: '/trusted-members',
    title: 'Trusted members',
    description: 'TBS members for 3 years or more without unsolved complaints.',
    keywords: `${baseKeywords}, trusted members`,
  },
  {
    path: '/favorites',
    title: 'Your Favorites',
    description: 'Companies you marked as favorite.',
    keywords: `${baseKeywords}, favorites`,
  },
  {
    path: '/2fa',
    title: '2-Factor Authentication',
    description: 'Protect your TBS account with two-factor authentication.',
    keywords: `${baseKeywords}, two-factor authentication, 2FA`,
  },
  {
    path: '/advertisement/:id',
    title: 'Redirecting...',
    description: 'Redirecting to the advertiser.',
    keywords: baseKeywords,
  },
];

const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'The content you are looking for is not available or no longer exists.',
  keywords: baseKeywords,
};

/** The metadata of the route matching a path, or the page-not-found metadata. */
export function routeMetaFor(pathname: string): PageMeta {
  return routeMetaTable.find((entry) => matchPath({ path: entry.path, end: true }, pathname)) ?? notFoundMeta;
}

/** Full document title: the page title followed by the product name (home keeps its own). */
export function documentTitle(title: string): string {
  return title.startsWith(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
}

/** Write title, description, keywords, canonical link and robots tag into the document head. */
export function applyPageMeta(meta: PageMeta, pathname: string): void {
  document.title = documentTitle(meta.title);
  upsertMeta('description', meta.description);
  upsertMeta('keywords', meta.keywords);
  if (!document.head.querySelector('meta[name="robots"]')) upsertMeta('robots', 'index, follow');
  upsertCanonical(`${window.location.origin}${pathname}`);
}

function upsertMeta(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

function upsertCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}
