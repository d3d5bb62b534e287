/**
 * `npm run lighthouse -- --base http://localhost:3000 [--runs 3]`: Lighthouse's default mobile
 * preset on every public page type (the Persian and English homes, the Persian article list, a
 * Persian article, podcast and video, and the metaverse comparison), in Debian's Chromium, against
 * a production server that is already running. Prints one row per page
 * (the median run by performance) and writes every report to test-results/lighthouse/.
 *
 * The bench's bare Next app is measured in the same run, its one-line page and its page as large
 * as ours (scripts/bench/bare-next), the runs of every page taken in turn: Lighthouse's simulated
 * phone slows the machine's own CPU by four, so a score means something only beside what the
 * framework alone scores on the same machine at the same time.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildBareNext, startBareNext, stopServer, waitUntilReady } from './bench/servers';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '1' },
    'bare-port': { type: 'string', default: '3199' },
  },
});
const base = values.base.replace(/\/$/, '');
const runs = Math.max(1, Number(values.runs));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

type Row = { page: string; scores: Record<(typeof categories)[number], number>; tbtMs: number; lcpMs: number; cls: number; failing: string[] };

/** The newest Persian item of a section, as a reader opens it. */
async function itemPath(section: 'articles' | 'podcasts' | 'videos'): Promise<string> {
  const response = await fetch(`${base}/api/${section}?locale=fa&per_page=1`);
  const { data } = (await response.json()) as { data: { slug: string }[] };
  if (!data[0]) throw new Error(`No Persian item in ${section} to measure`);
  return `/fa/${section}/${encodeURIComponent(data[0].slug)}`;
}

type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number } | undefined>;
};

// Lighthouse's own CLI in a plain Node process: it sends functions to the page as source text,
// which a TypeScript loader's helpers would break.
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

function runLighthouse(url: string, reportPath: string): boolean {
  const result = spawnSync(
    process.execPath,
    [lighthouseCli, url, '--quiet', '--output=json', `--output-path=${reportPath}`, `--only-categories=${categories.join(',')}`, `--chrome-flags=${chromeFlags.join(' ')}`],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
  );
  return result.status === 0;
}

function audit(url: string, reportPath: string): Omit<Row, 'page'> {
  // Lighthouse sometimes loses its trace (NO_NAVSTART) and asks to be run again: once is allowed.
  if (!runLighthouse(url, reportPath) && !runLighthouse(url, reportPath)) throw new Error(`Lighthouse failed twice on ${url}`);
  const lhr = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  const scores = Object.fromEntries(categories.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)])) as Row['scores'];
  // Audits that cost points outside performance: the list to work from when a score is below 100.
  const failing = categories
    .filter((name) => name !== 'performance')
    .flatMap((name) => lhr.categories[name]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    scores,
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing,
  };
}

async function main(): Promise<void> {
  const root = process.cwd();
  const outDir = path.join(root, 'test-results', 'lighthouse');
  mkdirSync(outDir, { recursive: true });
  buildBareNext(root);
  const bare = startBareNext(root, { port: Number(values['bare-port']), logFile: path.join(outDir, 'bare-next.log') });
  try {
    await waitUntilReady(bare, '/', 60_000);
    const pages = [
      ...['/fa', '/en', '/fa/articles', await itemPath('articles'), await itemPath('podcasts'), await itemPath('videos'), '/fa/metaverses/compare'].map((page) => ({
        page: decodeURIComponent(page),
        url: `${base}${page}`,
        file: page,
      })),
      { page: 'bare Next /', url: `${bare.baseUrl}/`, file: 'bare-next' },
      { page: 'bare Next /as-large', url: `${bare.baseUrl}/as-large`, file: 'bare-next-as-large' },
    ];
    const results = pages.map((): Omit<Row, 'page'>[] => []);
    for (let run = 0; run < runs; run += 1) {
      pages.forEach(({ url, file }, index) => {
        results[index]!.push(audit(url, path.join(outDir, `${file.replace(/[^\w-]+/g, '_').slice(0, 60)}-${run + 1}.json`)));
      });
    }
    const rows = pages.map(({ page }, index): Row => {
      const sorted = results[index]!.sort((a, b) => a.scores.performance - b.scores.performance);
      return { page, ...sorted[Math.floor(sorted.length / 2)]! };
    });
    print(rows);
  } finally {
    await stopServer(bare);
  }
}

function print(rows: Row[]): void {
  console.log('| page | performance | accessibility | best practices | SEO | TBT ms | LCP ms | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const { performance, accessibility, seo } = row.scores;
    console.log(`| ${row.page} | ${performance} | ${accessibility} | ${row.scores['best-practices']} | ${seo} | ${row.tbtMs} | ${row.lcpMs} | ${row.cls} |`);
  }
  for (const row of rows.filter((r) => r.failing.length > 0)) console.log(`${row.page}: ${row.failing.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
