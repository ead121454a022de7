import { Parser } from 'htmlparser2';
import { sanitizeStaffHtml } from '../presenters/staffHtml.ts';

/** Characters of text a post shows in the news lists before 'Read More'. */
export const NEWS_EXCERPT_LENGTH = 400;

/** Elements without a closing tag: never left open by a cut. */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr']);

/**
 * A post's body as it may leave the server: the staff HTML allow-list (no scripts, event handlers, frames,
 * javascript: links or style expressions), whatever the author wrote.
 */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeStaffHtml(html);
}

/** The post's excerpt for the lists and whether the post goes on after it (the spec's body and doReadMore). */
export interface NewsExcerpt {
  body: string;
  doReadMore: boolean;
}

const attributesOf = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
    .join('');

/** The text cut at the last word boundary within `length` characters (or hard when one word is longer). */
function cutText(text: string, length: number): string {
  const head = text.slice(0, length);
  const boundary = head.search(/\s\S*$/);
  return (boundary > length / 2 ? head.slice(0, boundary) : head).trimEnd();
}

/**
 * The sanitised body cut after `length` characters of text, every element it leaves open closed again, with
 * '...' where the text was cut; doReadMore when anything (text, an image, a list) was left out.
 */
export function newsExcerpt(html: string, length = NEWS_EXCERPT_LENGTH): NewsExcerpt {
  const clean = sanitizeNewsHtml(html);
  let excerpt = '';
  let budget = length;
  let cut = false;
  const open: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (cut) return;
        if (budget <= 0) {
          cut = true;
          return;
        }
        excerpt += `<${name}${attributesOf(attributes)}>`;
        if (!VOID_ELEMENTS.has(name)) open.push(name);
      },
      ontext(text) {
        if (cut) return;
        if (text.length <= budget) {
          excerpt += text;
          budget -= text.length;
        } else if (budget <= 0) {
          if (text.trim()) cut = true;
        } else {
          excerpt += `${cutText(text, budget)}...`;
          cut = true;
        }
      },
      onclosetag(name) {
        if (cut || VOID_ELEMENTS.has(name)) return;
        open.pop();
        excerpt += `</${name}>`;
      },
    },
    { decodeEntities: false },
  );
  parser.write(clean);
  parser.end();
  if (!cut) return { body: clean, doReadMore: false };
  excerpt += open
    .reverse()
    .map((name) => `</${name}>`)
    .join('');
  // Once more through the allow-list: the cut may have split an entity; what is served stays sanitised.
  return { body: sanitizeNewsHtml(excerpt), doReadMore: true };
}
