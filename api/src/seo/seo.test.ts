import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company, News, Recommendation } from '@tbs/db';
import { buildBroadcast, buildCompany, buildContact, buildPart, uniqueToken } from '@tbs/db/testing';
import { startTestServer, type TestServer } from '../test/server.ts';
import { pagedSitemapStream, sitemapIndexXml } from './sitemaps.ts';

const PUBLIC_URL = 'https://www.tbs.example';
const PAGE_SIZE = 3;

/** Like Vite's build of web/index.html: the tags the server replaces are already there. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>TBS - The circular IT hardware marketplace</title>
    <meta
      name="description"
      content="TBS is the B2B marketplace and member directory for the circular IT hardware trade since 1999."
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const HOSTILE = '</title><script>alert(1)</script>"><img src=x onerror=alert(2)>';

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'tbs-seo-'));
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  server = await startTestServer({
    webDist,
    publicUrl: PUBLIC_URL,
    seo: { sitemapPageSize: PAGE_SIZE, sitemapIndexTtlMs: 0 },
  });
});

afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

interface RenderedPage {
  status: number;
  html: string;
  robotsHeader: string | null;
  title: string;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  /** Elements of a tag name in the whole document. */
  count: (tagName: string) => number;
}

async function page(path: string, headers: Record<string, string> = {}): Promise<RenderedPage> {
  const answer = await server.request<string>('GET', path, { headers: { Accept: 'text/html', ...headers } });
  const html = answer.body;
  const document = parseDocument(html);
  const elements: { name: string; attribs: Record<string, string>; children: unknown[] }[] = [];
  const walk = (node: unknown) => {
    const element = node as { name?: string; attribs?: Record<string, string>; children?: unknown[] };
    if (element.name) elements.push(element as (typeof elements)[number]);
    element.children?.forEach(walk);
  };
  walk(document);
  const titles = elements.filter((element) => element.name === 'title');
  expect(titles, 'one <title>').toHaveLength(1);
  const titleText = (titles[0]!.children as { data?: string }[]).map((child) => child.data ?? '').join('');
  const metaTags = elements.filter((element) => element.name === 'meta');
  return {
    status: answer.status,
    html,
    robotsHeader: answer.headers.get('x-robots-tag'),
    title: titleText,
    meta: (key) => {
      const matching = metaTags.filter((tag) => tag.attribs.name === key || tag.attribs.property === key);
      expect(matching.length, key).toBeLessThanOrEqual(1);
      return matching[0]?.attribs.content;
    },
    canonical: elements.find((element) => element.name === 'link' && element.attribs.rel === 'canonical')
      ?.attribs.href,
    count: (tagName) => elements.filter((element) => element.name === tagName).length,
  };
}

async function addNews(
  fields: Partial<{
    title: string;
    metaTitle: string | null;
    metaDescription: string | null;
    metaKeywords: string | null;
    bodyHtml: string;
    date: Date;
  }>,
) {
  const em = server.orm.em.fork();
  const title = fields.title ?? `News ${uniqueToken()}`;
  const news = em.create(News, {
    category: 1,
    title,
    titleSlug: `post-${uniqueToken().toLowerCase()}`,
    author: 'TBS Editor',
    date: fields.date ?? new Date(Date.now() - 60_000),
    bodyHtml: fields.bodyHtml ?? `<p>${title}</p>`,
    isPinned: false,
    metaTitle: fields.metaTitle ?? null,
    metaDescription: fields.metaDescription ?? null,
    metaKeywords: fields.metaKeywords ?? null,
  });
  await em.flush();
  return news;
}

describe('server-rendered head of a news post', () => {
  it('applies the meta rules: 55-character title fallback, 147 characters plus an ellipsis, long keywords', async () => {
    const title = `Fraud warning: a broker selling stolen HPE servers under a borrowed name ${uniqueToken()}`;
    const body = `<p>Beware of <b>this</b> company.</p>\n<p>${'They ask for prepayment and never ship. '.repeat(6)}</p>`;
    const post = await addNews({ title, bodyHtml: body, metaKeywords: 'HPE, SSD, fraud, stolen servers' });

    const rendered = await page(`/news/fraud-warnings/${post.titleSlug}?id=${post.id}`);

    expect(rendered.status).toBe(200);
    expect(rendered.title).toBe(`${title.slice(0, 55).trimEnd()} | TBS`);
    const description = rendered.meta('description')!;
    expect(description).toHaveLength(150);
    expect(description.startsWith('Beware of this company. They ask for prepayment')).toBe(true);
    expect(description.endsWith('...')).toBe(true);
    expect(rendered.meta('keywords')).toBe('fraud, stolen, servers');
    expect(rendered.meta('robots')).toBe('index, follow');
    expect(rendered.meta('og:type')).toBe('article');
    expect(rendered.canonical).toBe(`${PUBLIC_URL}/news/fraud-warnings/${post.titleSlug}?id=${post.id}`);
    expect(rendered.meta('og:url')).toBe(rendered.canonical);
    // The build's own title and description are replaced, not repeated; its script stays.
    expect(rendered.html).not.toContain('The circular IT hardware marketplace');
    expect(rendered.count('script')).toBe(1);
  });

  it("uses the post's meta title and description, and names the post's own path when the link had another", async () => {
    const post = await addNews({
      metaTitle: 'Meta title of the post',
      metaDescription: 'Short meta description.',
    });
    const rendered = await page(`/news/blog/old-slug?id=${post.id}`);
    expect(rendered.title).toBe('Meta title of the post | TBS');
    expect(rendered.meta('description')).toBe('Short meta description.');
    expect(rendered.canonical).toBe(`${PUBLIC_URL}/news/fraud-warnings/${post.titleSlug}?id=${post.id}`);
  });

  it('names the product once when the meta title already ends with it, in the head and in the post the web reads', async () => {
    const post = await addNews({ metaTitle: 'Escrow fraud in Rotterdam | TBS' });
    const rendered = await page(`/news/fraud-warnings/${post.titleSlug}?id=${post.id}`);
    expect(rendered.title).toBe('Escrow fraud in Rotterdam | TBS');
    expect(rendered.meta('og:title')).toBe('Escrow fraud in Rotterdam | TBS');
    const answer = await server.request<{ payload: { metaTitle: string } }>('GET', `/api/news/${post.id}`);
    expect(answer.body.payload.metaTitle).toBe('Escrow fraud in Rotterdam');
  });

  it('keeps HTML out of a hostile title (plain text by the meta rules) and escapes what is left', async () => {
    const post = await addNews({
      title: HOSTILE,
      metaTitle: HOSTILE,
      metaDescription: `Quote " & ${HOSTILE}`,
    });
    const rendered = await page(`/news/fraud-warnings/${post.titleSlug}?id=${post.id}`);
    expect(rendered.title).toBe('"> | TBS');
    expect(rendered.meta('description')).toBe('Quote " & ">');
    expect(rendered.count('script')).toBe(1);
    expect(rendered.count('img')).toBe(0);
    expect(rendered.html).not.toContain('<script>alert');
  });

  it('answers 404 with noindex for a missing, unpublished or malformed post', async () => {
    const scheduled = await addNews({ date: new Date(Date.now() + 86_400_000) });
    for (const query of [`?id=${scheduled.id}`, '?id=2147483647', '?id=abc', '?id=99999999999', '']) {
      const rendered = await page(`/news/fraud-warnings/some-post${query}`);
      expect([query, rendered.status]).toEqual([query, 404]);
      expect(rendered.meta('robots')).toBe('noindex, nofollow');
      expect(rendered.title).toBe('Page not found | TBS');
    }
  });

  it('gives a news category its own title, and 404 for an unknown one', async () => {
    const category = await page('/news/fraud-warnings');
    expect(category.status).toBe(200);
    expect(category.title).toMatch(/ - News \| TBS$/);
    expect(category.canonical).toBe(`${PUBLIC_URL}/news/fraud-warnings`);
    expect((await page('/news/no-such-category')).status).toBe(404);
    expect((await page('/news')).canonical).toBe(`${PUBLIC_URL}/news`);
  });
});

describe('server-rendered head of a company page', () => {
  it("shows only a visitor's fields: name, country, profile and recommendations count", async () => {
    const secrets = {
      tel: '+31 20 555 0199',
      vatNr: 'NL999888777B01',
      address: 'Secretstraat 12',
      ibanCode: 'NL91ABNA0417164300',
      website: 'https://secret-website.example',
    };
    const company = await buildCompany(server.orm, {
      name: `Acme Refurb ${uniqueToken()}`,
      description: 'Refurbished <b>Dell</b> and HPE servers, tested and graded.',
      ...secrets,
    });
    const { contact } = await buildContact(server.orm, { company });
    const recommender = await buildContact(server.orm);
    const em = server.orm.em.fork();
    em.create(Recommendation, {
      company: company.id,
      author: recommender.contact.id,
      description: 'A reliable partner for years, always shipped on time.',
      approvedAt: new Date(),
    });
    await em.flush();

    const rendered = await page(`/companies/${company.id}`);

    expect(rendered.status).toBe(200);
    expect(rendered.title).toBe(`${company.name} - Netherlands | TBS`);
    expect(rendered.meta('description')).toBe(
      `${company.name} (Netherlands) is a TBS member company with 1 recommendation. Refurbished Dell and HPE servers, tested and graded.`,
    );
    expect(rendered.canonical).toBe(`${PUBLIC_URL}/companies/${company.id}`);
    for (const secret of [...Object.values(secrets), contact.email, contact.name, recommender.company.name]) {
      expect(rendered.html).not.toContain(secret);
    }
  });

  it('escapes a hostile company name in every tag', async () => {
    const company = await buildCompany(server.orm, { name: HOSTILE });
    const rendered = await page(`/companies/${company.id}`);
    expect(rendered.title).toBe(`${HOSTILE} - Netherlands | TBS`);
    expect(rendered.meta('og:title')).toBe(`${HOSTILE} - Netherlands | TBS`);
    expect(rendered.meta('keywords')?.startsWith(HOSTILE)).toBe(true);
    expect(rendered.count('script')).toBe(1);
    expect(rendered.count('img')).toBe(0);
    expect(rendered.html).not.toContain('<script>alert');
  });

  it('answers 404 for an inactive or unknown company and a malformed id', async () => {
    const inactive = await buildCompany(server.orm, { isActive: false });
    for (const id of [String(inactive.id), '2147483647', '12abc', '99999999999']) {
      const rendered = await page(`/companies/${id}`);
      expect([id, rendered.status]).toEqual([id, 404]);
      expect(rendered.html).not.toContain(inactive.name);
    }
  });
});

describe('server-rendered head of a part statistics page', () => {
  it('names the part, how many members offer it and how many are in stock, never a company', async () => {
    const partNumber = `${uniqueToken()}-B21`;
    const norm = partNumber.replace(/-/g, '');
    const seller = await buildCompany(server.orm, { name: `Seller ${uniqueToken()}` });
    const other = await buildCompany(server.orm, { name: `Seller ${uniqueToken()}` });
    await buildPart(server.orm, seller, partNumber, {
      quantity: 3,
      price: 120,
      description: 'DL380 Gen10 fan',
    });
    await buildPart(server.orm, other, partNumber.toLowerCase(), { quantity: 2, price: 150 });

    const rendered = await page(`/parts/stats/${norm}`);

    expect(rendered.status).toBe(200);
    expect(rendered.title).toBe(`${partNumber} HPE - statistics and availability | TBS`);
    expect(rendered.meta('description')).toContain('5 in stock at 2 TBS members');
    expect(rendered.canonical).toBe(`${PUBLIC_URL}/parts/stats/${norm}`);
    expect(rendered.html).not.toContain(seller.name);
    expect(rendered.html).not.toContain(other.name);
    // The web app sends a raw part number on to the normalised page: the canonical names that one already.
    expect((await page(`/parts/stats/${partNumber.toLowerCase()}`)).canonical).toBe(
      `${PUBLIC_URL}/parts/stats/${norm}`,
    );
    expect((await page(`/parts/stats/${uniqueToken()}`)).status).toBe(404);
  });
});

describe('server-rendered head of static, member-only and unknown pages', () => {
  it('gives a static page its title and an absolute canonical URL on PUBLIC_URL, whatever the Host header', async () => {
    const about = await page('/About/', { Host: 'evil.example' });
    expect(about.status).toBe(200);
    expect(about.title).toBe('About TBS | TBS');
    expect(about.canonical).toBe(`${PUBLIC_URL}/about`);
    expect(about.meta('robots')).toBe('index, follow');
    expect(about.html).not.toContain('evil.example');
    const home = await page('/');
    expect(home.title).toBe('TBS - The B2B marketplace for the circular IT hardware trade');
    expect(home.canonical).toBe(`${PUBLIC_URL}/`);
    expect((await page('/index.html')).canonical).toBe(`${PUBLIC_URL}/`);
    expect((await page('/broadcastRules')).canonical).toBe(`${PUBLIC_URL}/broadcast-rules`);
  });

  it('says noindex on member-only pages, in the head and the X-Robots-Tag header', async () => {
    for (const path of [
      '/inventory',
      '/inventory-hits',
      '/profile',
      '/favorites',
      '/broadcasts',
      '/invoices',
      '/payment',
      '/2fa',
      '/broadcast-settings',
      '/analytics',
    ]) {
      const rendered = await page(path);
      expect([path, rendered.status, rendered.meta('robots')]).toEqual([path, 200, 'noindex, nofollow']);
      expect(rendered.robotsHeader).toBe('noindex, nofollow');
    }
  });

  it("keeps a broadcast's page out of search engines and its head free of the message and the sender", async () => {
    const company = await buildCompany(server.orm, { name: `Signed Sender ${uniqueToken()}` });
    const sender = await buildContact(server.orm, { company, name: 'Sigrid Sender' });
    const id = await buildBroadcast(
      server.orm,
      { id: sender.contact.id, company: company.id },
      {
        subject: 'WTS 2x HPE 875490-B21 (NEW)',
        message: `Regards, Sigrid Sender, ${company.name}, +31 20 555 0102`,
      },
    );
    const rendered = await page(`/broadcasts/${id}`);
    expect([rendered.status, rendered.meta('robots')]).toEqual([200, 'noindex, nofollow']);
    for (const secret of ['Sigrid', company.name, '555 0102', sender.email]) {
      expect(rendered.html).not.toContain(secret);
    }
  });

  it('answers an unknown path with 404, noindex and the app (which shows its not-found page)', async () => {
    // A path that does not decode is refused before any page is rendered (@koa/send), never a 500.
    for (const path of ['/companies/%E0%A4%A', '/news/%FF/x?id=1', '/parts/stats/%00']) {
      const broken = await server.request('GET', path, { headers: { Accept: 'text/html' } });
      expect([path, broken.status]).toEqual([path, 400]);
    }
    const rendered = await page('/no/such/page');
    expect(rendered.status).toBe(404);
    expect(rendered.title).toBe('Page not found | TBS');
    expect(rendered.meta('robots')).toBe('noindex, nofollow');
    expect(rendered.html).toContain('<div id="root"></div>');
  });
});

describe('robots.txt', () => {
  it('disallows the API and the member-only pages and names the sitemap index', async () => {
    const answer = await server.request<string>('GET', '/robots.txt', { headers: { Accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/inventory',
      '/profile',
      '/favorites',
      '/broadcasts',
      '/2fa',
      '/analytics',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // /parts/:id is member-only by its meta, but a Disallow: /parts/ would hide the statistics pages.
    expect(lines.some((line) => line.startsWith('Disallow: /parts'))).toBe(false);
    expect(lines.some((line) => line.startsWith('Disallow: /news'))).toBe(false);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

const xml = new XMLParser({ isArray: (name) => name === 'sitemap' || name === 'url' });

async function fetchXml(path: string): Promise<Record<string, Record<string, unknown>>> {
  const answer = await server.request<string>('GET', path, { headers: { Accept: 'text/html' } });
  expect([path, answer.status]).toEqual([path, 200]);
  expect(answer.headers.get('content-type')).toContain('application/xml');
  expect(XMLValidator.validate(answer.body), path).toBe(true);
  return xml.parse(answer.body) as Record<string, Record<string, unknown>>;
}

async function urlsOf(path: string): Promise<{ loc: string; lastmod?: string }[]> {
  const parsed = await fetchXml(path);
  return (parsed.urlset!.url as { loc: string; lastmod?: string }[] | undefined) ?? [];
}

describe('sitemaps', () => {
  it('lists the static pages, every news post, active company and part number, paged', async () => {
    const post = await addNews({ title: 'Sitemap & <news>' });
    const company = await buildCompany(server.orm);
    const inactive = await buildCompany(server.orm, { isActive: false });
    const partNumber = uniqueToken();
    await buildPart(server.orm, company, partNumber);

    const index = await fetchXml('/sitemap.xml');
    const children = (index.sitemapindex!.sitemap as { loc: string }[]).map((entry) => entry.loc);
    expect(children[0]).toBe(`${PUBLIC_URL}/sitemaps/static.xml`);

    const staticUrls = (await urlsOf('/sitemaps/static.xml')).map((url) => url.loc);
    expect(staticUrls).toContain(`${PUBLIC_URL}/`);
    expect(staticUrls).toContain(`${PUBLIC_URL}/grading-guidelines`);
    expect(staticUrls).toContain(`${PUBLIC_URL}/news/fraud-warnings`);
    expect(staticUrls).not.toContain(`${PUBLIC_URL}/inventory`);

    const all: { loc: string; lastmod?: string }[] = [];
    for (const child of children.slice(1)) {
      expect(child).toMatch(new RegExp(`^${PUBLIC_URL}/sitemaps/(news|companies|parts)-[A-Z0-9]+\\.xml$`));
      const urls = await urlsOf(new URL(child).pathname);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PAGE_SIZE);
      all.push(...urls);
    }
    const locs = all.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${PUBLIC_URL}/news/fraud-warnings/${post.titleSlug}?id=${post.id}`);
    expect(locs).toContain(`${PUBLIC_URL}/companies/${company.id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/companies/${inactive.id}`);
    const part = all.find((url) => url.loc === `${PUBLIC_URL}/parts/stats/${partNumber}`);
    expect(part?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const em = server.orm.em.fork();
    const [counts] = await em.execute<{ news: number; companies: number; parts: number }[]>(
      `select (select count(*)::int from news where date <= now()) as news,
              (select count(*)::int from company where is_active) as companies,
              (select count(distinct part_number_norm)::int from inventory_part) as parts`,
    );
    expect(locs).toHaveLength(counts!.news + counts!.companies + counts!.parts);
    expect(children.filter((child) => child.includes('/companies-'))).toHaveLength(
      Math.ceil(counts!.companies / PAGE_SIZE),
    );
    await em.nativeDelete(Company, { id: inactive.id });
    // It reads every sitemap of the worker's database, which other test files may have filled with many
    // thousands of parts (the import tests): its time grows with them, not with a fault of its own.
  }, 300_000);

  it('pages part numbers exactly at the page size: n fit one page, n + 1 make a second of one URL', async () => {
    await buildPart(server.orm, await buildCompany(server.orm), uniqueToken());
    const em = server.orm.em.fork();
    const [{ count }] = (await em.execute<{ count: number }[]>(
      'select count(distinct part_number_norm)::int as count from inventory_part',
    )) as [{ count: number }];
    const partPages = async (pageSize: number) =>
      [
        ...(await sitemapIndexXml(em, PUBLIC_URL, pageSize)).matchAll(/sitemaps\/parts-([A-Z0-9]+)\.xml/g),
      ].map((match) => match[1]!);
    expect(await partPages(count)).toHaveLength(1);
    const twoPages = await partPages(count - 1);
    expect(twoPages).toHaveLength(2);
    const read = async (firstKey: string, pageSize: number) => {
      let text = '';
      for await (const chunk of pagedSitemapStream(em, PUBLIC_URL, 'parts', firstKey, pageSize))
        text += chunk;
      expect(XMLValidator.validate(text)).toBe(true);
      return (xml.parse(text) as { urlset: { url?: { loc: string }[] } }).urlset.url ?? [];
    };
    expect(await read(twoPages[0]!, count - 1)).toHaveLength(count - 1);
    expect(await read(twoPages[1]!, count - 1)).toHaveLength(1);
    // A page larger than the stream's batch reads on across batches.
    expect(await read(twoPages[0]!, count)).toHaveLength(count);
  });

  it('shares the sitemap index between api processes for its TTL', async () => {
    const options = {
      publicUrl: 'https://cached.tbs.example',
      seo: { sitemapPageSize: 2, sitemapIndexTtlMs: 60_000 },
    };
    const companyPages = async (target: TestServer) =>
      (await target.request<string>('GET', '/sitemap.xml')).body.match(/\/sitemaps\/companies-/g)?.length ??
      0;
    const first = await startTestServer(options);
    const second = await startTestServer(options);
    const uncached = await startTestServer({ ...options, seo: { ...options.seo, sitemapIndexTtlMs: 0 } });
    try {
      const before = await companyPages(first);
      const added = [await buildCompany(server.orm), await buildCompany(server.orm)];
      // Two more companies make one more page of 2, but the index built before stays for its TTL.
      expect(await companyPages(second)).toBe(before);
      expect(await companyPages(uncached)).toBe(before + 1);
      await server.orm.em.fork().nativeDelete(Company, { id: { $in: added.map((company) => company.id) } });
    } finally {
      await Promise.all([first.close(), second.close(), uncached.close()]);
    }
  });

  it('refuses a child sitemap name it does not know', async () => {
    for (const path of ['/sitemaps/parts.xml', '/sitemaps/news-abc.xml', '/sitemaps/other-1.xml']) {
      const answer = await server.request('GET', path);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });
});
