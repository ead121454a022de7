/**
 * Member-written text as the staff CLI prints it: nothing a member typed may move the cursor, recolour the
 * terminal, reorder the line (bidi overrides and isolates) or start a line of its own that passes for
 * another record. Every such character is printed as its code point, e.g. <U+202E>.
 */

/**
 * What a terminal acts on or hides instead of showing: controls (C0 with CR, LF, TAB and ESC; DEL; C1), format
 * characters (bidi marks, embeddings, overrides and isolates U+061C, U+200E/F, U+202A-202E, U+2066-2069;
 * zero-width characters; the BOM; tags), the line and paragraph separators, and lone surrogates.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

const codePoint = (char: string) => `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;

/** A one-line field (a name, a title, an e-mail address) with every hidden character shown as <U+XXXX>. */
export function visible(text: string | null | undefined): string {
  return (text ?? '').replace(HIDDEN, codePoint);
}

/**
 * A multi-line field (a description): its line breaks (LF or CRLF) stay line breaks, every line is indented
 * so none can pass for a label or a record of its own, and anything else hidden is shown as <U+XXXX>.
 */
export function visibleBlock(text: string | null | undefined, indent = '  '): string {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => `${indent}${visible(line)}`)
    .join('\n');
}
