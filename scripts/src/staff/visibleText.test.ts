import { describe, expect, it } from 'vitest';
import { visible, visibleBlock } from './visibleText.ts';

describe('visible', () => {
  it('keeps ordinary text of any script, emoji and accents as it is', () => {
    expect(visible('Nüwco Tråding B.V. – Łódź 株式会社 😀')).toBe('Nüwco Tråding B.V. – Łódź 株式会社 😀');
    expect(visible(null)).toBe('');
  });

  it('shows line breaks, tabs, escape sequences, DEL and C1 controls as code points', () => {
    expect(visible('Fine\r\n#99  2026-01-01  against Someone')).toBe(
      'Fine<U+000D><U+000A>#99  2026-01-01  against Someone',
    );
    expect(visible('a\tb\u0000c')).toBe('a<U+0009>b<U+0000>c');
    expect(visible('\u001b[2J\u001b[31mred')).toBe('<U+001B>[2J<U+001B>[31mred');
    expect(visible('x\u007fy\u0085z\u009bw')).toBe('x<U+007F>y<U+0085>z<U+009B>w');
  });

  it('shows bidi marks, overrides and isolates, zero-width characters and line separators', () => {
    expect(visible('invoice\u202Efdp.exe')).toBe('invoice<U+202E>fdp.exe');
    const bidi = '\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(visible(bidi)).toBe(
      '<U+202A><U+202B><U+202C><U+202D><U+2066><U+2067><U+2068><U+2069><U+200E><U+200F><U+061C>',
    );
    expect(visible('a\u200Bb\uFEFFc\u2028d\u2029e')).toBe('a<U+200B>b<U+FEFF>c<U+2028>d<U+2029>e');
    expect(visible('lone \uD800 surrogate')).toBe('lone <U+D800> surrogate');
  });
});

describe('visibleBlock', () => {
  it('keeps the lines of a multi-line field, each indented, with hidden characters shown', () => {
    expect(visibleBlock('First line\r\nSecond \u202Eline\n\nComplaint #1 (open)')).toBe(
      '  First line\n  Second <U+202E>line\n  \n  Complaint #1 (open)',
    );
    expect(visibleBlock('lone\rreturn', '    ')).toBe('    lone<U+000D>return');
  });
});
