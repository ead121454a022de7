/** The home teaser shows at most this many characters of a post. */
export const TEASER_LENGTH = 350;

export interface TeaserPicture {
  kind: 'image' | 'video';
  /** Image address; null for a video without a poster image (a local tile is shown instead). */
  src: string | null;
}

// DOMParser documents are inert: nothing in them loads or runs.
const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const BLOCK_ELEMENTS = 'p, li, br, div, h1, h2, h3, h4, h5, h6, tr, td, th, blockquote';

/** The post's text without HTML (blocks kept apart by a space), whitespace collapsed, cut at 350 characters. */
export function teaserText(bodyHtml: string): string {
  const body = parseHtml(bodyHtml).body;
  // textContent glues "<li>a</li><li>b</li>" into "ab"; follow every block with a space first.
  for (const block of body.querySelectorAll(BLOCK_ELEMENTS)) block.after(' ');
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > TEASER_LENGTH ? `${text.slice(0, TEASER_LENGTH).trimEnd()}...` : text;
}

/** The first image of the post, else its first video (with its poster image if it has one). */
export function teaserPicture(bodyHtml: string): TeaserPicture | null {
  const document = parseHtml(bodyHtml);
  const image = document.querySelector('img[src]')?.getAttribute('src');
  if (image) return { kind: 'image', src: image };
  const video = document.querySelector('video, iframe[src]');
  if (!video) return null;
  return { kind: 'video', src: video.getAttribute('poster') };
}
