import { describe, expect, it } from 'vitest';
import { documentTitle, routeMetaFor } from './routeMeta.ts';

describe('routeMetaFor', () => {
  it('matches static, parameterised and nested paths', () => {
    expect(routeMetaFor('/about').title).toBe('About TBS');
    expect(routeMetaFor('/broadcasts/12').title).toBe('Broadcast');
    expect(routeMetaFor('/news/fraud-warnings/some-post').title).toBe('News');
    expect(routeMetaFor('/media-kit/advertising').title).toBe('Media Kit - Advertising');
  });

  it('falls back to the page-not-found metadata', () => {
    expect(routeMetaFor('/no/such/page').title).toBe('Page not found');
  });

  it('appends the product name once', () => {
    expect(documentTitle('Help')).toBe('Help | TBS');
    expect(documentTitle('TBS - home')).toBe('TBS - home');
  });
});
