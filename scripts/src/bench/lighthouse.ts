/**
 * `npm run bench:lighthouse -- [--url http://127.0.0.1:3000] [--baseline http://127.0.0.1:3001] [--runs 1]
 * [--paths /,/news]`: Lighthouse 12 (mobile emulation with its default simulated slow 4G and 4x CPU slowdown,
 * as a visitor: no session) on the pages of issue 25 against a started product with the demo world (`npm
 * start`, or e2e/server.ts on its own port). Prints Performance, CLS and Accessibility per page, the median
 * over the runs, as a Markdown table for docs/benchmarks.md, with the load average before and after. With
 * --baseline (a second product, e.g. an older build on the same database) each run measures both, alternately,
 * so a busy machine weighs on both alike; the table then has a row per page and product. Chromium is
 * CHROME_PATH (default /usr/bin/chromium). Heavy: run it niced, a few times.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const DEFAULT_PATHS = ['/', '/parts?query=HP', '/news', '/companies'];

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    baseline: { type: 'string' },
    runs: { type: 'string', default: '1' },
    paths: { type: 'string', default: DEFAULT_PATHS.join(',') },
  },
});

/** One page's scores of one run (Performance and Accessibility out of 100). */
interface PageScores {
  performance: number;
  cls: number;
  accessibility: number;
  lcpMs: number;
  transferKiB: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Lighthouse's trace recording fails now and then on a busy machine (NO_NAVSTART): one more try. */
async function scorePage(url: string, port: number): Promise<PageScores> {
  try {
    return await scorePageOnce(url, port);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}; trying once more`);
    return scorePageOnce(url, port);
  }
}

async function scorePageOnce(url: string, port: number): Promise<PageScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    transferKiB: (audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024,
  };
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

function row(path: string, product: string | null, scores: PageScores[]): string {
  const of = (key: keyof PageScores) => median(scores.map((score) => score[key]));
  const each = scores.map((score) => score.performance).join(', ');
  return (
    `| \`${path}\` |${product === null ? '' : ` ${product} |`} ${of('performance')} (${each}) | ` +
    `${of('cls').toFixed(3)} | ${of('accessibility')} | ${(of('lcpMs') / 1000).toFixed(1)} s | ` +
    `${of('transferKiB').toFixed(0)} KiB |`
  );
}

async function main(): Promise<void> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox'],
  });
  try {
    const runs = Number(args.runs);
    const products = args.baseline
      ? [
          { label: 'baseline', url: args.baseline },
          { label: 'this build', url: args.url },
        ]
      : [{ label: null, url: args.url }];
    const started = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const loadBefore = loadAverage();
    const productColumn = args.baseline ? ' product |' : '';
    const lines = [
      `| page |${productColumn} Performance (each run) | CLS | Accessibility | LCP (simulated) | transferred |`,
      `| --- |${args.baseline ? ' --- |' : ''} ---: | ---: | ---: | ---: | ---: |`,
    ];
    for (const line of lines) console.log(line);
    for (const path of args.paths.split(',')) {
      const scores = products.map((): PageScores[] => []);
      for (let run = 0; run < runs; run++) {
        // Alternate which product goes first, so neither always meets a warmer or colder machine.
        const order = run % 2 === 0 ? products.keys() : [...products.keys()].reverse();
        for (const index of order)
          scores[index]!.push(await scorePage(products[index]!.url + path, chrome.port));
      }
      for (const [index, product] of products.entries()) {
        const line = row(path, product.label, scores[index]!);
        lines.push(line);
        console.log(line);
      }
    }
    console.log(
      `\n${started} UTC, ${runs} run(s) per page and product, median shown; ` +
        `load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAverage()} after.\n`,
    );
    for (const line of lines) console.log(line);
  } finally {
    chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
