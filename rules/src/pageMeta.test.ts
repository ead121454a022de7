import { describe, expect, it } from 'vitest';
import { documentTitle, indexableStaticPaths, matchPageMeta, routeMetaFor } from './pageMeta.ts';

describe('matchPageMeta', () => {
  it('matches static, parameterised and nested paths, ignoring case and a trailing slash', () => {
    expect(routeMetaFor('/about').title).toBe('About TBS');
    expect(routeMetaFor('/About/').title).toBe('About TBS');
    expect(matchPageMeta('/news/fraud-warnings/some-post')?.params).toEqual({
      category: 'fraud-warnings',
      slug: 'some-post',
    });
    expect(matchPageMeta('/parts/stats/875490B21')?.entry.path).toBe('/parts/stats/:partNumber');
    expect(routeMetaFor('/media-kit/advertising').title).toBe('Media Kit - Advertising');
  });

  it('decodes parameters and refuses a segment that does not decode', () => {
    expect(matchPageMeta('/news/caf%C3%A9')?.params).toEqual({ categoryName: 'café' });
    expect(matchPageMeta('/news/%E0%A4%A')).toBeNull();
  });

  it('says noindex for member-only pages and the not-found page', () => {
    for (const path of [
      '/inventory',
      '/profile',
      '/broadcasts',
      '/2fa',
      '/analytics',
      '/analytics/searches',
    ]) {
      expect(routeMetaFor(path).noindex, path).toBe(true);
    }
    expect(routeMetaFor('/no/such/page')).toMatchObject({ title: 'Page not found', noindex: true });
    expect(routeMetaFor('/news').noindex).toBe(false);
  });

  it('names the canonical page of an alias', () => {
    expect(matchPageMeta('/broadcastRules')?.entry.canonicalPath).toBe('/broadcast-rules');
  });
});

describe('indexableStaticPaths', () => {
  it('lists the public pages without parameters, once each', () => {
    const paths = indexableStaticPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/grading-guidelines');
    expect(paths).toContain('/gold-members');
    expect(paths).not.toContain('/gradingGuidelines');
    expect(paths).not.toContain('/inventory');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });
});

describe('documentTitle', () => {
  it('appends the product name once', () => {
    expect(documentTitle('Help')).toBe('Help | TBS');
    expect(documentTitle('TBS - home')).toBe('TBS - home');
  });
});
