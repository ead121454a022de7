import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml, matchPageMeta } from '@tbs/rules';

/**
 * The web app's page modules (paths under web/, as Vite's manifest names them) by route pattern of the page
 * table (@tbs/rules pageMetaTable): the lazily loaded pages of web/src/router/routes.tsx. The home page and
 * the not-found page are in the entry chunk. routeChunks.test.ts checks this table against routes.tsx.
 */
export const ROUTE_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/broadcasts': ['src/pages/broadcasts/BroadcastsPage.tsx'],
  '/broadcasts/:id': ['src/pages/broadcasts/BroadcastDetailPage.tsx'],
  '/parts': ['src/pages/parts/PartsPage.tsx'],
  '/parts/stats/:partNumber': ['src/pages/parts/PartStatsPage.tsx'],
  '/parts/:id': ['src/pages/parts/PartDetailPage.tsx'],
  '/companies': ['src/pages/companies/CompaniesPage.tsx'],
  '/companies/:id': ['src/pages/companies/CompanyDetailPage.tsx'],
  '/inventory': ['src/pages/inventory/InventoryPage.tsx'],
  '/inventory-hits': ['src/pages/inventory/InventoryHitsPage.tsx'],
  '/profile': ['src/pages/profile/ProfilePage.tsx'],
  '/invoices': ['src/pages/invoices/InvoicesPage.tsx'],
  '/testimonials': ['src/pages/static/TestimonialsPage.tsx'],
  '/register': ['src/pages/register/RegisterPage.tsx'],
  '/news': ['src/pages/news/NewsPage.tsx'],
  '/news/:categoryName': ['src/pages/news/NewsPage.tsx'],
  '/news/:category/:slug': ['src/pages/news/NewsDetailPage.tsx'],
  '/about': ['src/pages/static/AboutPage.tsx'],
  '/contact': ['src/pages/static/ContactPage.tsx'],
  '/help': ['src/pages/static/HelpPage.tsx'],
  '/rss': ['src/pages/rss/RssPage.tsx'],
  '/payment': ['src/pages/payment/PaymentPage.tsx'],
  '/contract': ['src/components/content/ContractTerms.tsx'],
  '/media-kit': ['src/pages/mediaKit/MediaKitLayout.tsx', 'src/pages/mediaKit/MediaKitIndexPage.tsx'],
  '/media-kit/about-tbs': ['src/pages/mediaKit/MediaKitLayout.tsx', 'src/pages/mediaKit/AboutTbsPage.tsx'],
  '/media-kit/about-ebm': ['src/pages/mediaKit/MediaKitLayout.tsx', 'src/pages/mediaKit/AboutEbmPage.tsx'],
  '/media-kit/advertising': [
    'src/pages/mediaKit/MediaKitLayout.tsx',
    'src/pages/mediaKit/AdvertisingPage.tsx',
  ],
  '/media-kit/social': ['src/pages/mediaKit/MediaKitLayout.tsx', 'src/pages/mediaKit/SocialPage.tsx'],
  '/media-kit/videos': ['src/pages/mediaKit/MediaKitLayout.tsx', 'src/pages/mediaKit/VideosPage.tsx'],
  '/newsletter': ['src/pages/static/NewsletterPage.tsx'],
  '/services': ['src/pages/services/ServicesPage.tsx'],
  '/privacy': ['src/pages/static/PrivacyPage.tsx'],
  '/broadcast-rules': ['src/pages/static/BroadcastRulesPage.tsx'],
  '/broadcastRules': ['src/pages/static/BroadcastRulesPage.tsx'],
  '/broadcast-settings': ['src/pages/broadcastSettings/BroadcastSettingsPage.tsx'],
  '/grading-guidelines': ['src/pages/static/GradingGuidelinesPage.tsx'],
  '/gradingGuidelines': ['src/pages/static/GradingGuidelinesPage.tsx'],
  '/diamond-members': ['src/pages/members/TierMembersPage.tsx'],
  '/gold-members': ['src/pages/members/TierMembersPage.tsx'],
  '/trusted-members': ['src/pages/members/TierMembersPage.tsx'],
  '/favorites': ['src/pages/favorites/FavoritesPage.tsx'],
  '/analytics/*': ['src/pages/analytics/AnalyticsPage.tsx'],
  '/2fa': ['src/pages/twoFactor/TwoFactorPage.tsx'],
};

/**
 * API answers the same for every visitor and member that the shell asks for on every page (settings, the
 * banner strip, the footer ticker), and per route the public ones its page asks for first. Preloaded from the
 * page's head, they arrive while the scripts load instead of after them. Only session-independent answers: a
 * preload carries no Authorization header.
 */
const SHELL_DATA = ['/api/misc/settings', '/api/misc/randomBanners', '/api/misc/lastRegistered'];
const ROUTE_DATA: Readonly<Record<string, readonly string[]>> = {
  '/': ['/api/misc/topsearches'],
  '/parts': ['/api/misc/topsearches'],
  '/companies': ['/api/companies/countries'],
};

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The files a route needs beyond what index.html already loads. */
export interface RouteAssets {
  /** Module scripts: the page's chunk first, then the chunks it imports. */
  scripts: string[];
  styles: string[];
}

/** The page modules of the route a path names (empty for the home page, the not-found page). */
export function routePageModules(pathname: string): readonly string[] {
  const matched = matchPageMeta(pathname);
  return matched ? (ROUTE_PAGE_MODULES[matched.entry.path] ?? []) : [];
}

/** The API answers preloaded on the page of a path. */
export function routeDataUrls(pathname: string): string[] {
  const matched = matchPageMeta(pathname);
  return [...SHELL_DATA, ...((matched && ROUTE_DATA[matched.entry.path]) ?? [])];
}

/** The chunk files (with their CSS) of the given manifest keys and everything they import statically. */
function closure(manifest: BuildManifest, keys: readonly string[]): { files: string[]; css: string[] } {
  const seen = new Set<string>();
  const files: string[] = [];
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { files, css };
}

/**
 * The scripts and styles of a route's page modules that the entry (index.html, which the build already
 * fills with its own preloads) does not load.
 */
export function routeAssets(manifest: BuildManifest, modules: readonly string[]): RouteAssets {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entry = closure(manifest, entryKeys);
  const page = closure(manifest, modules);
  const loaded = new Set([...entry.files, ...entry.css]);
  return {
    scripts: [...new Set(page.files)].filter((file) => !loaded.has(file)),
    styles: [...new Set(page.css)].filter((file) => !loaded.has(file)),
  };
}

/** The head tags that preload a route's chunks, styles and first API answers. */
export function renderPreloadTags(assets: RouteAssets, dataUrls: readonly string[]): string {
  const href = (file: string) => escapeHtml(`/${file}`);
  return [
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}" />`),
    ...assets.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${href(file)}" />`),
    ...dataUrls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}" />`),
  ].join('\n    ');
}

/** The build's manifest, read again only when the file changes; null without one (no preloads then). */
export class BuildManifestCache {
  private cached?: { mtimeMs: number; size: number; manifest: BuildManifest | null };

  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  async load(): Promise<BuildManifest | null> {
    const path = join(this.root, '.vite', 'manifest.json');
    const file = await stat(path).catch(() => null);
    if (!file?.isFile()) return null;
    if (this.cached?.mtimeMs !== file.mtimeMs || this.cached.size !== file.size) {
      const manifest = await readFile(path, 'utf8')
        .then((text) => JSON.parse(text) as BuildManifest)
        .catch(() => null);
      this.cached = { mtimeMs: file.mtimeMs, size: file.size, manifest };
    }
    return this.cached.manifest;
  }
}
