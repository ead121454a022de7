import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { sanitizeStaffHtml } from '../presenters/staffHtml.ts';

/** Characters of text a post shows in the news lists before 'Read More'. */
export const NEWS_EXCERPT_LENGTH = 400;

/** Elements without a closing tag: never left open by a cut. */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr']);

const YOUTUBE_EMBED = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})(?:[?#].*)?$/;
const VIMEO_EMBED = /^https:\/\/player\.vimeo\.com\/video\/(\d{1,12})(?:[?#].*)?$/;

/**
 * An embedded video player (an iframe, which no post may keep) as a link to the video on its site: YouTube's
 * with its thumbnail image (what the home teaser shows), Vimeo's as text. Other iframes are left to the
 * allow-list, which drops them.
 */
const videoEmbedAsLink: sanitizeHtml.Transformer = (tagName, attributes) => {
  const src = attributes.src ?? '';
  const youtube = YOUTUBE_EMBED.exec(src);
  if (youtube) {
    const id = youtube[1]!;
    return {
      tagName: 'a',
      attribs: {
        href: `https://www.youtube.com/watch?v=${id}`,
        'data-video-thumbnail': `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      },
    };
  }
  const vimeo = VIMEO_EMBED.exec(src);
  if (vimeo)
    return {
      tagName: 'a',
      attribs: { href: `https://vimeo.com/${vimeo[1]}` },
      text: 'Watch the video on Vimeo',
    };
  return { tagName, attribs: attributes };
};

const VIDEO_LINKS: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  transformTags: { iframe: videoEmbedAsLink },
};

/** A YouTube link made from an embed gets its thumbnail as content (the second pass checks it like any image). */
const withThumbnails = (html: string) =>
  html.replace(
    /<a href="(https:\/\/www\.youtube\.com\/watch\?v=[\w-]+)" data-video-thumbnail="(https:\/\/i\.ytimg\.com\/vi\/[\w-]+\/hqdefault\.jpg)">[^<]*<\/a>/g,
    '<a href="$1"><img src="$2" alt="Watch the video on YouTube" /></a>',
  );

/**
 * A post's body as it may leave the server: the staff HTML allow-list (no scripts, event handlers, frames,
 * javascript: links or style expressions), whatever the author wrote; embedded videos become links.
 */
export function sanitizeNewsHtml(html: string): string {
  const hasFrame = /<iframe/i.test(html);
  return sanitizeStaffHtml(hasFrame ? withThumbnails(sanitizeHtml(html, VIDEO_LINKS)) : html);
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
