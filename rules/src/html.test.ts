import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('turns the five markup characters into numeric references and leaves the rest alone', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">Müller & Co</a>`)).toBe(
      '&#60;a href=&#34;x?a=1&#38;b=&#39;2&#39;&#34;&#62;Müller &#38; Co&#60;/a&#62;',
    );
  });

  it('escapes an already escaped text again, so what is shown is what was written', () => {
    expect(escapeHtml('&amp;')).toBe('&#38;amp;');
  });
});
