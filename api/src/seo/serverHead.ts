import { documentTitle, PRODUCT_NAME, escapeHtml } from '@tbs/rules';

/** What the api renders into the head of index.html for one page. */
export interface ServerHead {
  /** Page title without the product name (documentTitle adds it). */
  title: string;
  description: string;
  keywords: string;
  noindex: boolean;
  /** Path (and query) of the canonical URL, starting with '/'. */
  canonicalPath: string;
  /** Open Graph type: an article for a news post. */
  ogType: 'website' | 'article';
  /** 404 for a path no route knows and for a news post, company or part number that does not exist. */
  status: 200 | 404;
  /** A news post's publication time (article:published_time). */
  publishedAt?: Date;
}

/** The absolute URL of a path on the configured public origin (never from the request's Host header). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** The head tags of a page, every value escaped. */
export function renderHeadTags(head: ServerHead, publicUrl: string): string {
  const title = escapeHtml(documentTitle(head.title));
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(absoluteUrl(publicUrl, head.canonicalPath));
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}" />`,
    `<meta name="robots" content="${head.noindex ? 'noindex, nofollow' : 'index, follow'}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
  ];
  if (head.publishedAt) {
    tags.push(`<meta property="article:published_time" content="${head.publishedAt.toISOString()}" />`);
  }
  return tags.join('\n    ');
}
