/**
 * The meta rules of a news post (spec part 1 §5). The functions return plain text: escaping belongs to
 * whoever writes it into HTML (the api's server-rendered head, the web's head manager).
 */
import { pageTitleWithoutProduct } from './documentTitle.ts';

const descriptionLimit = 150;
const descriptionCut = 147;
const titleFallbackLength = 55;
const shortestKeptKeyword = 4;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return namedEntities[name.toLowerCase()] ?? whole;
    const codePoint =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
  });
}

/**
 * Plain text of a news body: tags (and what script/style blocks hold) removed, entities decoded and
 * whitespace collapsed, so a description from bodyHtml reads like one from the plain body.
 */
export function plainTextOfHtml(html: string): string {
  const withoutBlocks = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const withoutTags = withoutBlocks.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<\/?[a-z!][^>]*>/gi, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Cuts to a number of characters (code points, so an emoji is never split in half). */
function firstCharacters(text: string, count: number): string {
  const characters = Array.from(text);
  return characters.length <= count ? text : characters.slice(0, count).join('');
}

/**
 * The meta description of a news post: plain text (HTML accepted and stripped), cut to 147 characters plus
 * "..." when longer than 150, so it is never longer than 150.
 */
export function newsMetaDescription(text: string | null | undefined): string {
  const plain = plainTextOfHtml(text ?? '');
  if (Array.from(plain).length <= descriptionLimit) return plain;
  return `${firstCharacters(plain, descriptionCut).trimEnd()}...`;
}

/**
 * The page title of a news post: its meta title, or the first 55 characters of its title when that is blank;
 * without the product name at its end, which the document title adds (meta titles are often written
 * "... | TBS").
 */
export function newsPageTitle(post: { title: string | null; metaTitle: string | null }): string {
  const metaTitle = pageTitleWithoutProduct(plainTextOfHtml(post.metaTitle ?? ''));
  if (metaTitle !== '') return metaTitle;
  return pageTitleWithoutProduct(
    firstCharacters(plainTextOfHtml(post.title ?? ''), titleFallbackLength).trimEnd(),
  );
}

/**
 * The meta keywords of a news post: the words (split at commas, semicolons and spaces) longer than three
 * characters, without repeats (case-insensitive), joined by ", ".
 */
export function newsMetaKeywords(keywords: string | null | undefined): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of plainTextOfHtml(keywords ?? '').split(/[\s,;]+/)) {
    const key = word.toLowerCase();
    if (Array.from(word).length < shortestKeptKeyword || seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept.join(', ');
}

/** A news post's page meta: its title, description (the meta description, else the body) and keywords. */
export function newsPostPageMeta(post: {
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  bodyHtml: string;
}): { title: string; description: string; keywords: string } {
  const descriptionSource = post.metaDescription?.trim() ? post.metaDescription : post.bodyHtml;
  return {
    title: newsPageTitle(post),
    description: newsMetaDescription(descriptionSource),
    keywords: newsMetaKeywords(post.metaKeywords),
  };
}
