/**
 * `npm run bench:seo -- [--renders 500] [--sitemaps 5]`: server-side time of the SEO answers over the database
 * in DATABASE_URL (no HTTP): a news post's page (its head from one indexed query, rendered into
 * web/index.html), a full page of the part-number sitemap (50,000 URLs streamed in batches) and the sitemap
 * index (one pass over each key's index for the page boundaries). Needs more than 50,000 distinct part
 * numbers: the seed's catalogue has about 32,000, so docs/benchmarks.md adds synthetic ones with one insert.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { config } from '@tbs/config';
import { initORM } from '@tbs/db';
import {
  parseIndexTemplate,
  renderIndex,
  headForPage,
  renderHeadTags,
  pagedSitemapStream,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
} from '@tbs/api/seo';

const PUBLIC_URL = 'https://www.tbs.example';

const { values: args } = parseArgs({
  options: { renders: { type: 'string', default: '500' }, sitemaps: { type: 'string', default: '5' } },
});

function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return `p50 ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms, p99 ${at(99).toFixed(2)} ms (n=${times.length})`;
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function main(): Promise<void> {
  const orm = await initORM(config().DATABASE_URL, { debug: false });
  const template = parseIndexTemplate(
    await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8'),
  );
  try {
    const em = () => orm.em.fork();
    const posts = await em().execute<{ id: number; title_slug: string }[]>(
      'select id, title_slug from news where date <= now() order by random() limit 50',
    );
    if (!posts.length) throw new Error('The world holds no published news');

    const renders = Number(args.renders);
    const renderTimes: number[] = [];
    for (let i = 0; i < renders; i++) {
      const post = posts[i % posts.length]!;
      const [ms, html] = await timed(async () => {
        const head = await headForPage(em(), `/news/fraud-warnings/${post.title_slug}`, {
          id: String(post.id),
        });
        return renderIndex(template, renderHeadTags(head, PUBLIC_URL));
      });
      if (!html.includes('rel="canonical"')) throw new Error('No canonical link rendered');
      if (i >= 20) renderTimes.push(ms); // the first ones warm the connection pool and the plans
    }
    console.log(`News post page (head query + render): ${percentiles(renderTimes)}`);

    const [indexMs, indexXml] = await timed(() => sitemapIndexXml(em(), PUBLIC_URL, SITEMAP_MAX_URLS));
    const partPages = [...indexXml.matchAll(/\/sitemaps\/parts-([A-Z0-9]+)\.xml/g)].map((match) => match[1]!);
    console.log(`Sitemap index: ${indexMs.toFixed(0)} ms, ${partPages.length} part-number pages`);
    if (partPages.length < 2)
      throw new Error('Fewer than 50,000 distinct part numbers: no full page to read');

    const sitemapTimes: number[] = [];
    let peakRssMb = 0;
    for (let i = 0; i < Number(args.sitemaps); i++) {
      const firstKey = partPages[(i * 7) % (partPages.length - 1)]!; // never the last page: it may be short
      const [ms, urls] = await timed(async () => {
        let count = 0;
        for await (const chunk of pagedSitemapStream(em(), PUBLIC_URL, 'parts', firstKey, SITEMAP_MAX_URLS)) {
          count += (chunk as string).split('<url>').length - 1;
          peakRssMb = Math.max(peakRssMb, process.memoryUsage().rss / 1_048_576);
        }
        return count;
      });
      if (urls !== SITEMAP_MAX_URLS) throw new Error(`A full page held ${urls} URLs`);
      sitemapTimes.push(ms);
    }
    console.log(
      `Part-number sitemap page (50,000 URLs): ${percentiles(sitemapTimes)}; peak RSS ${peakRssMb.toFixed(0)} MB`,
    );
  } finally {
    await orm.close();
  }
}

await main();
