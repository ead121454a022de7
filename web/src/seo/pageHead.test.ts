import { describe, expect, it } from 'vitest';
import { effectiveHead, headDocumentTitle, routeHeadFor } from './pageHead.ts';

const companyHead = { title: 'Acme BV', description: 'Acme', keywords: 'acme', noindex: false };

describe('effectiveHead', () => {
  it("shows a page's own head for its path, over the route table's", () => {
    const state = { pathname: '/companies/7', routeHead: routeHeadFor('/companies/7') };
    expect(effectiveHead(state).title).toBe('Company profile');
    expect(effectiveHead({ ...state, pageHead: { pathname: '/companies/7', head: companyHead } })).toBe(
      companyHead,
    );
  });

  it("drops a page's head once the path changed", () => {
    const state = {
      pathname: '/inventory',
      routeHead: routeHeadFor('/inventory'),
      pageHead: { pathname: '/companies/7', head: companyHead },
    };
    expect(effectiveHead(state)).toMatchObject({ title: 'My Inventory', noindex: true });
  });
});

describe('routeHeadFor', () => {
  it('says noindex for member-only routes and unknown paths, and adds the product name to titles', () => {
    expect(routeHeadFor('/favorites').noindex).toBe(true);
    expect(routeHeadFor('/nowhere').noindex).toBe(true);
    expect(routeHeadFor('/help').noindex).toBe(false);
    expect(headDocumentTitle(routeHeadFor('/help'))).toBe('Help | TBS');
  });
});

describe('headDocumentTitle', () => {
  it('names the product once for a news post whose meta title already ends with it', () => {
    const newsHead = { title: 'Escrow fraud | TBS', description: '', keywords: '', noindex: false };
    expect(headDocumentTitle(newsHead)).toBe('Escrow fraud | TBS');
  });
});
