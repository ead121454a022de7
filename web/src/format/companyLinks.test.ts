import { describe, expect, it } from 'vitest';
import { websiteHref, websiteLabel } from './companyLinks.ts';

describe('websiteHref', () => {
  it('adds https to bare host names and keeps http(s) addresses', () => {
    expect(websiteHref('www.example.com')).toBe('https://www.example.com/');
    expect(websiteHref(' http://example.com/shop ')).toBe('http://example.com/shop');
    expect(websiteHref('https://example.com')).toBe('https://example.com/');
  });

  it('refuses other schemes, blanks and text that is no address', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:sales@example.com')).toBeNull();
    expect(websiteHref('see our shop')).toBeNull();
    expect(websiteHref('')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});

describe('websiteLabel', () => {
  it('shows the address without scheme', () => {
    expect(websiteLabel('https://www.example.com/')).toBe('www.example.com');
  });
});
