import { describe, expect, it } from 'vitest';
import {
  newsMetaDescription,
  newsMetaKeywords,
  newsPageTitle,
  newsPostPageMeta,
  plainTextOfHtml,
} from './newsMeta.ts';

describe('newsMetaDescription', () => {
  it('keeps a description of exactly 150 characters whole', () => {
    const text = 'a'.repeat(150);
    expect(newsMetaDescription(text)).toBe(text);
  });

  it('cuts one of 151 characters to 147 plus an ellipsis', () => {
    const text = 'b'.repeat(151);
    expect(newsMetaDescription(text)).toBe(`${'b'.repeat(147)}...`);
    expect(newsMetaDescription(text)).toHaveLength(150);
  });

  it('strips tags and collapses whitespace before measuring (150 characters once plain)', () => {
    const html = `<p>Hello <b>world</b></p>\n\n<script>alert(1)</script><p>${'c'.repeat(138)}</p>`;
    expect(newsMetaDescription(html)).toBe(`Hello world ${'c'.repeat(138)}`);
    expect(newsMetaDescription('Tom &amp; Jerry&nbsp;&lt;3 &#8364;')).toBe('Tom & Jerry <3 €');
  });

  it('counts characters, not UTF-16 units, so an emoji is not split', () => {
    const text = '😀'.repeat(151);
    expect(newsMetaDescription(text)).toBe(`${'😀'.repeat(147)}...`);
  });

  it('gives an empty description for empty, blank or missing text', () => {
    expect(newsMetaDescription('')).toBe('');
    expect(newsMetaDescription('  <p> </p> ')).toBe('');
    expect(newsMetaDescription(null)).toBe('');
  });
});

describe('newsPageTitle', () => {
  it('uses the meta title when there is one', () => {
    expect(newsPageTitle({ title: 'A post', metaTitle: 'Meta title' })).toBe('Meta title');
  });

  it('falls back to the first 55 characters of the title', () => {
    const title55 = 'x'.repeat(55);
    expect(newsPageTitle({ title: title55, metaTitle: null })).toBe(title55);
    expect(newsPageTitle({ title: `${title55}y`, metaTitle: null })).toBe(title55);
    expect(newsPageTitle({ title: 'Short', metaTitle: '   ' })).toBe('Short');
  });

  it('leaves out the product name a meta title or title ends with (the document title adds it once)', () => {
    expect(newsPageTitle({ title: 'A post', metaTitle: 'Escrow fraud | TBS' })).toBe('Escrow fraud');
    expect(newsPageTitle({ title: 'Meeting report - TBS', metaTitle: null })).toBe('Meeting report');
    expect(newsPageTitle({ title: 'Why we love TBS', metaTitle: null })).toBe('Why we love TBS');
  });

  it('gives an empty title when both are missing', () => {
    expect(newsPageTitle({ title: '', metaTitle: null })).toBe('');
  });
});

describe('newsMetaKeywords', () => {
  it('drops words of 3 letters and keeps those of 4', () => {
    expect(newsMetaKeywords('HPE, SSD, dell, fraud warning')).toBe('dell, fraud, warning');
  });

  it('drops repeats and gives an empty string for empty or missing keywords', () => {
    expect(newsMetaKeywords('Dell dell DELL')).toBe('Dell');
    expect(newsMetaKeywords('')).toBe('');
    expect(newsMetaKeywords(null)).toBe('');
    expect(newsMetaKeywords('it, hp; ssd')).toBe('');
  });
});

describe('plainTextOfHtml', () => {
  it('leaves unknown entities and plain text as they are', () => {
    expect(plainTextOfHtml('a &bogus; b')).toBe('a &bogus; b');
    expect(plainTextOfHtml('3 < 4 and 5 > 2')).toBe('3 < 4 and 5 > 2');
  });
});

describe('newsPostPageMeta', () => {
  const post = { title: 'Title', metaTitle: null, metaKeywords: 'fake HPE', bodyHtml: '<p>Body text</p>' };

  it('describes a post by its meta description, else its body', () => {
    expect(newsPostPageMeta({ ...post, metaDescription: 'Meta' })).toEqual({
      title: 'Title',
      description: 'Meta',
      keywords: 'fake',
    });
    expect(newsPostPageMeta({ ...post, metaDescription: '  ' }).description).toBe('Body text');
  });
});
