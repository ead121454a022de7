import { describe, expect, it } from 'vitest';
import {
  companyPageMeta,
  documentTitle,
  indexableStaticPaths,
  matchPageMeta,
  partStatsPageMeta,
  routeMetaFor,
} from './pageMeta.ts';

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

  it('never doubles the product name of a title that already ends with it', () => {
    expect(documentTitle('Fraud warning | TBS')).toBe('Fraud warning | TBS');
    expect(documentTitle('Fraud warning | TBS | TBS')).toBe('Fraud warning | TBS');
    expect(documentTitle('Fraud warning - tbs ')).toBe('Fraud warning | TBS');
    expect(documentTitle(documentTitle('Help'))).toBe('Help | TBS');
    expect(documentTitle('About TBS')).toBe('About TBS | TBS');
    expect(documentTitle(' | TBS')).toBe('TBS');
  });
});

describe('pages made from their data', () => {
  it('describes a company by name, country, recommendations and profile, cut at 150 characters', () => {
    const meta = companyPageMeta({
      name: 'Acme',
      countryName: 'Germany',
      profile: `<p>Servers</p> ${'and parts '.repeat(20)}`,
      recommendationsCount: 1,
    });
    expect(meta.title).toBe('Acme - Germany');
    expect(
      meta.description.startsWith(
        'Acme (Germany) is a TBS member company with 1 recommendation. Servers and',
      ),
    ).toBe(true);
    expect(meta.description).toHaveLength(150);
    expect(
      companyPageMeta({ name: 'B', countryName: 'Spain', profile: null, recommendationsCount: 0 })
        .description,
    ).toBe('B (Spain) is a TBS member company with 0 recommendations.');
  });

  it('describes a part number by its stock and how many members offer it', () => {
    const meta = partStatsPageMeta({
      partNumber: '875490-B21',
      manufacturer: 'HPE',
      description: '1TB SAS drive',
      traders: 1,
      totalQuantity: 4,
    });
    expect(meta.title).toBe('875490-B21 HPE - statistics and availability');
    expect(meta.description).toBe(
      '875490-B21 HPE 1TB SAS drive: 4 in stock at 1 TBS member. Prices and availability on TBS.',
    );
  });
});
