import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** index.html split around the place where the page's head tags go. */
export interface IndexTemplate {
  beforeHead: string;
  /** Null for a file without </head>: it is served as it is (the app still loads; no meta to replace). */
  afterHead: string | null;
}

/** The tags the page head replaces: whatever the build wrote for them is dropped from the template. */
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*name=["'](?:description|keywords|robots)["'][^>]*>\s*/gi,
  /<meta\s[^>]*property=["'](?:og|article):[^"']*["'][^>]*>\s*/gi,
  /<link\s[^>]*rel=["']canonical["'][^>]*>\s*/gi,
];

/** Splits an index.html at its </head>, without the tags the page head replaces. */
export function parseIndexTemplate(html: string): IndexTemplate {
  if (!/<\/head>/i.test(html)) return { beforeHead: html, afterHead: null };
  const cleaned = REPLACED_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
  const headEnd = cleaned.search(/<\/head>/i);
  return {
    beforeHead: `${cleaned.slice(0, headEnd).trimEnd()}\n    `,
    afterHead: `\n  ${cleaned.slice(headEnd)}`,
  };
}

/** The page: the template with the head tags in place. */
export function renderIndex(template: IndexTemplate, headTags: string): string {
  if (template.afterHead === null) return template.beforeHead;
  return `${template.beforeHead}${headTags}${template.afterHead}`;
}

/**
 * index.html of a build folder, read and parsed once and again only when the file changes (a deploy that
 * replaces the folder in place), so a page costs one stat.
 */
export class IndexTemplateCache {
  private cached?: { mtimeMs: number; size: number; template: IndexTemplate };

  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  /** The parsed template; null when the folder has no index.html. */
  async load(): Promise<IndexTemplate | null> {
    const path = join(this.root, 'index.html');
    const file = await stat(path).catch(() => null);
    if (!file?.isFile()) return null;
    if (this.cached?.mtimeMs !== file.mtimeMs || this.cached.size !== file.size) {
      const template = parseIndexTemplate(await readFile(path, 'utf8'));
      this.cached = { mtimeMs: file.mtimeMs, size: file.size, template };
    }
    return this.cached.template;
  }
}
