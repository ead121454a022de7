import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '@tbs/rules';

/**
 * What staff-written HTML (company.modal_message, company.custom_full_block, later news) may keep: formatted
 * text, lists, tables, links and images. No scripts, event handlers, forms, frames, classes or ids; styles
 * only the harmless text properties; links open in a new tab without access to ours.
 */
const STAFF_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'small', 'mark',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'a', 'img', 'figure', 'figcaption',
  ], // prettier-ignore
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[\da-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[\da-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|em|rem|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** Staff HTML reduced to the allow-list above (scripts and their text are dropped). */
export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, STAFF_HTML);
}

/**
 * Staff HTML as it may leave the server: sanitised. When staff wrote something of which nothing survives
 * (only a script, say), the text is shown escaped instead, so a block or message never vanishes silently.
 */
export function presentStaffHtml(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeStaffHtml(html);
  return clean.trim() || !html.trim() ? clean : escapeHtml(html);
}
