import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  renderPreloadTags,
  routeAssets,
  routeDataUrls,
  routePageModules,
  type BuildManifest,
} from './routeChunks.ts';

/** Like Vite's manifest of web/: the entry with its static imports, two pages sharing a chunk, a lazy modal. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_framework-1.js', '_shared-1.js'],
    css: ['assets/index-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_tables-1.js': { file: 'assets/tables-1.js', imports: ['_framework-1.js'] },
  'src/pages/parts/PartsPage.tsx': {
    file: 'assets/PartsPage-1.js',
    imports: ['_framework-1.js', '_tables-1.js', 'index.html'],
    css: ['assets/parts-1.css'],
  },
  'src/pages/companies/CompaniesPage.tsx': {
    file: 'assets/CompaniesPage-1.js',
    imports: ['_tables-1.js', '_shared-1.js'],
  },
  'src/modals/CompanyModal.tsx': { file: 'assets/CompanyBody-1.js' },
};

describe('route chunks', () => {
  it('preloads the route page chunk and the chunks it imports that the entry does not load', () => {
    expect(routeAssets(MANIFEST, routePageModules('/parts'))).toEqual({
      scripts: ['assets/PartsPage-1.js', 'assets/tables-1.js'],
      styles: ['assets/parts-1.css'],
    });
    expect(routeAssets(MANIFEST, routePageModules('/companies')).scripts).toEqual([
      'assets/CompaniesPage-1.js',
      'assets/tables-1.js',
    ]);
  });

  it('preloads no page chunk for the home page (in the entry) or a path no route knows', () => {
    expect(routePageModules('/')).toEqual([]);
    expect(routePageModules('/no/such/page')).toEqual([]);
    expect(routeAssets(MANIFEST, routePageModules('/'))).toEqual({ scripts: [], styles: [] });
  });

  it('renders modulepreload, style and fetch preloads', () => {
    const tags = renderPreloadTags(
      { scripts: ['assets/PartsPage-1.js'], styles: ['assets/parts-1.css'] },
      routeDataUrls('/parts'),
    );
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/PartsPage-1.js" />');
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/parts-1.css" />');
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin href="/api/misc/topsearches" />');
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin href="/api/misc/settings" />');
  });

  it('names, for every lazily loaded route of web/src/router/routes.tsx, that route page modules', async () => {
    const source = await readFile(new URL('../../../web/src/router/routes.tsx', import.meta.url), 'utf8');
    const fileOf = new Map<string, string>();
    for (const [, name, file] of source.matchAll(
      /const (\w+) = lazyPage\(\s*\(\) => import\('\.\.\/([^']+)'\)/g,
    )) {
      fileOf.set(name!, `src/${file}`);
    }
    expect(fileOf.size).toBeGreaterThan(30);
    const routes = [...source.matchAll(/\{ path: '([^']+)',(?: id: '\w+',)? element: <(\w+)/g)];
    expect(routes.length).toBeGreaterThan(40);
    for (const [, path, name] of routes) {
      const file = fileOf.get(name!);
      if (!file || path === '*') continue;
      const fullPath = path!.startsWith('/') ? path! : `/media-kit/${path}`;
      const samplePath = fullPath.replace(/:\w+/g, 'x1');
      expect(routePageModules(samplePath), fullPath).toContain(file);
    }
  });
});
