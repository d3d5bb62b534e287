/** The run as Markdown: the machine, the command, one row per URL with its ratios to bare Next. */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadResult, Weight } from './http';
import type { ImportFigure } from './import';
import type { IngestionFigure } from './ingestion';
import type { NewsletterFigure } from './newsletter';
import { ratio } from './stats';

export type Measurement = {
  name: string;
  path: string;
  warmupMs: number;
  /** The second request, alone: what one reader waits once the page is warm. */
  probeMs: number;
  /** Set when the URL was too slow for a timed run and got this many requests instead. */
  amount?: number;
  load: LoadResult;
  cpuMsPerRequest: number;
  /** The database's share of `cpuMsPerRequest` when it runs in processes of its own (PostgreSQL, MariaDB). */
  dbCpuMsPerRequest?: number;
  weight: Weight;
};

export type CacheCheck = {
  requested: number;
  ok: number;
  missP50: number;
  missP99: number;
  rechecked: number;
  hits: number;
  /** The `x-nextjs-cache` values seen on the re-requests, counted. */
  signals: Record<string, number>;
};

export type Run = {
  date: Date;
  command: string;
  database: string;
  items: number;
  connections: number;
  duration: number;
  seedSeconds: number;
  bare: Measurement;
  /** The bare app's page as large as ours: the comparison at equal bytes. */
  bareLarge: Measurement;
  urls: Measurement[];
  skipped: { name: string; reason: string }[];
  cache?: CacheCheck;
  importFigure?: ImportFigure;
  newsletterFigure?: NewsletterFigure;
  /** The beacon, and beside it a bare Next POST route that only parses its JSON: the framework's floor. */
  ingestionFigure?: { app: IngestionFigure; bare: IngestionFigure };
  /** Resident memory of each server's process tree once every URL has been loaded, in MB. */
  rssMb: { app: number; bare: number };
  /** `--wordpress`: the same library in WordPress, loaded in the same run. */
  wordpress?: { children: number; posts: number; urls: Measurement[] };
};

export function machine(): string {
  let cpu = 'unknown CPU';
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // Not Linux: the model stays unknown.
  }
  return `${os.availableParallelism()} CPUs (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, ${os.type()} ${os.release()}`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

function row(m: Measurement, bare: Measurement): string {
  const failures = m.load.non2xx + m.load.errors + m.load.timeouts;
  const isHtml = m.weight.jsFiles > 0 || m.weight.encoding !== 'identity';
  return [
    `\`${m.name}\``,
    String(m.weight.status),
    fixed(m.warmupMs, 0),
    fixed(m.probeMs, 0),
    fixed(m.load.rps, 1),
    fixed(m.load.p50, 0),
    fixed(m.load.p99, 0),
    fixed(m.cpuMsPerRequest, 2),
    m.dbCpuMsPerRequest === undefined ? '–' : fixed(m.dbCpuMsPerRequest, 2),
    `${fixed(ratio(m.load.rps, bare.load.rps) * 100, 1)} %`,
    `${fixed(ratio(m.cpuMsPerRequest, bare.cpuMsPerRequest), 1)}×`,
    kb(m.weight.rawBytes),
    isHtml ? `${kb(m.weight.compressedBytes)} (${m.weight.encoding})` : kb(m.weight.compressedBytes),
    m.weight.jsFiles > 0 ? `${kb(m.weight.jsCompressedBytes)} in ${m.weight.jsFiles}` : '–',
    failures > 0 ? `${m.load.non2xx} / ${m.load.errors} / ${m.load.timeouts}` : '0',
  ].join(' | ');
}

/** Each of our URLs beside the WordPress page that does the same job. */
export const wordpressCounterparts: readonly [ours: string, theirs: string][] = [
  ['search-en', 'wp-search-en'],
  ['search-fa', 'wp-search-fa'],
  ['search-page-en', 'wp-search-en'],
  ['search-page-fa', 'wp-search-fa'],
  ['home-en', 'wp-home'],
  ['home-fa', 'wp-home'],
  ['detail-fa', 'wp-post'],
];

/** What the WordPress rows are, and our URLs' throughput and CPU per request as multiples of theirs. */
export function wordpressLines(ours: readonly Measurement[], wordpress: NonNullable<Run['wordpress']>): string[] {
  const byName = new Map([...ours, ...wordpress.urls].map((m) => [m.name, m]));
  const pairs = wordpressCounterparts.flatMap(([a, b]) => {
    const [mine, theirs] = [byName.get(a), byName.get(b)];
    return mine && theirs ? [{ mine, theirs }] : [];
  });
  const lines = [
    `\`wp-*\`: the same library exported by \`npm run export -- --format wxr\` and imported by the WordPress Importer into Debian's WordPress (${wordpress.posts.toLocaleString('en-US')} posts, both languages, the types other than articles as post types the export's own plugin registers; default theme, no other plugin, plain \`?p=\` links), served by nginx and PHP-FPM (opcache on, \`pm = static\`, ${wordpress.children} children) on MariaDB, loaded after our URLs with the same timed run (none with one request per connection); its CPU is PHP-FPM's and MariaDB's process trees (nginx left out, as nothing stands in front of the app), its \`of it DB\` MariaDB's.`,
  ];
  if (pairs.length > 0) {
    lines.push(
      '',
      'Beside WordPress, in this run: ' +
        pairs
          .map(
            ({ mine, theirs }) =>
              `\`${mine.name}\` **${fixed(ratio(mine.load.rps, theirs.load.rps), 1)}×** \`${theirs.name}\`'s req/s at ${fixed(ratio(mine.cpuMsPerRequest, theirs.cpuMsPerRequest) * 100, 0)} % of its CPU per request (${fixed(mine.cpuMsPerRequest, 2)} ms to ${fixed(theirs.cpuMsPerRequest, 2)} ms)`,
          )
          .join('; ') +
        '.',
    );
  }
  return lines;
}

export function formatRun(run: Run): string {
  const lines = [
    `### ${run.items.toLocaleString('en-US')} items on ${run.database}`,
    '',
    `- Date: ${run.date.toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Machine: ${machine()}`,
    `- Command: \`${run.command}\``,
    `- Load: ${run.connections} connections × ${run.duration} s per URL, after one warm-up request; library seeded in ${run.seedSeconds.toFixed(0)} s`,
    '',
    '| URL | status | first ms | warm ms | req/s | p50 ms | p99 ms | CPU ms/req | of it DB | req/s vs bare | CPU vs bare | body KB raw | KB compressed | JS KB compressed | non-2xx / errors / timeouts |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${row(run.bare, run.bare)} |`,
    `| ${row(run.bareLarge, run.bare)} |`,
    ...run.urls.map((m) => `| ${row(m, run.bare)} |`),
    ...(run.wordpress?.urls ?? []).map((m) => `| ${row(m, run.bare)} |`),
  ];
  if (run.urls.some((m) => m.dbCpuMsPerRequest !== undefined))
    lines.push('', `CPU ms/req counts the database where it runs apart: for the app, the ${run.database} backends serving its connections (read from /proc, so a local server), shown again in \`of it DB\`.`);
  if (run.wordpress) lines.push('', ...wordpressLines(run.urls, run.wordpress));
  const htmlPages = run.urls.filter((m) => m.weight.jsFiles > 0);
  if (htmlPages.length > 0) {
    lines.push(
      '',
      `At equal bytes, beside \`bare-next-large\` (${kb(run.bareLarge.weight.rawBytes)} KB raw, ${fixed(run.bareLarge.load.rps, 1)} req/s): ` +
        htmlPages.map((m) => `\`${m.name}\` ${fixed(ratio(m.load.rps, run.bareLarge.load.rps) * 100, 1)} %`).join(', ') +
        '.',
    );
  }
  lines.push(
    '',
    'Paths: ' + [run.bare, run.bareLarge, ...run.urls, ...(run.wordpress?.urls ?? [])].map((m) => `\`${m.name}\` = \`${decodeURIComponent(m.path)}\``).join(', ') + '.',
  );
  for (const m of [...run.urls, ...(run.wordpress?.urls ?? [])].filter((candidate) => candidate.amount)) {
    lines.push(
      '',
      `\`${m.name}\` took ${(m.probeMs / 1000).toFixed(1)} s for one warm request, too slow for ${run.connections} connections to finish within the timed run: it was loaded with ${m.amount} requests (one per connection) instead, so its req/s is what ${m.amount} concurrent readers get.`,
    );
  }
  for (const skipped of run.skipped) lines.push('', `Not loaded: \`${skipped.name}\`: ${skipped.reason}`);
  const pages = [run.bare, ...run.urls].filter((m) => m.weight.tree);
  if (pages.length > 0) {
    lines.push(
      '',
      'What each page hands React to hydrate (the flight data inlined in its HTML; client component elements in it and the bytes of their props, children aside):',
      '',
      '| URL | flight data KB | client elements | their props KB |',
      '|---|---|---|---|',
      ...pages.map(({ name, weight: { tree } }) => `| \`${name}\` | ${kb(tree!.payloadBytes)} | ${tree!.clientElements} | ${kb(tree!.clientPropsBytes)} |`),
    );
  }
  if (run.cache) {
    const c = run.cache;
    const signals =
      Object.entries(c.signals)
        .map(([value, n]) => `${value} ${n}`)
        .join(', ') || 'no cache header';
    lines.push(
      '',
      `Page cache: ${c.requested} distinct detail pages requested (${c.ok} answered 200; first render p50 ${fixed(c.missP50, 0)} ms, p99 ${fixed(c.missP99, 0)} ms), then the first ${c.rechecked} again: **${c.hits}/${c.rechecked} served from cache** (\`x-nextjs-cache\`: ${signals}).`,
    );
  }
  lines.push('', `Memory after the load (resident, the server's process tree): **${run.rssMb.app} MB**, the bare Next page's ${run.rssMb.bare} MB.`);
  if (run.importFigure) {
    const f = run.importFigure;
    lines.push(
      '',
      `WordPress import (PGlite, a process of its own): ${f.posts.toLocaleString('en-US')} generated bilingual posts of ~1,500 words with a comment each (a ${f.megabytes} MB WXR) in ${f.seconds} s, ${f.postsPerSecond} posts/s; RSS ${f.rssBeforeMb} MB before, ${f.rssPeakMb} MB at its peak (+${f.rssPeakMb - f.rssBeforeMb} MB); ${f.written} written, ${f.errors} errors.`,
    );
  }
  if (run.newsletterFigure) {
    const f = run.newsletterFigure;
    lines.push(
      '',
      `Newsletter (${run.database}, a process of its own, to an SMTP sink on loopback): one Persian issue of ${f.items} items to ${f.subscribers.toLocaleString('en-US')} confirmed subscribers, ${f.sent.toLocaleString('en-US')} sent and ${f.failed} failed in ${f.seconds} s: **${f.perHour.toLocaleString('en-US')} e-mails per hour** (${f.connections} SMTP connections, batches of ${f.batchSize}, rate limit lifted to ${f.ratePerMinute.toLocaleString('en-US')}/min); RSS ${f.rssBeforeMb} MB before, ${f.rssPeakMb} MB at its peak (+${f.rssPeakMb - f.rssBeforeMb} MB).`,
    );
  }
  if (run.ingestionFigure) {
    const { app: f, bare } = run.ingestionFigure;
    lines.push(
      '',
      `Analytics beacons (${run.database}, after the URLs above): ${f.connections} connections for ${f.seconds} s, **${f.perSecond.toLocaleString('en-US')} events/s** answered 202 (${f.events.toLocaleString('en-US')} in all; ${f.non2xx} other answers, ${f.errors} errors), p50 ${f.p50} ms, p99 ${f.p99} ms; RSS ${f.rssBeforeMb} MB before, ${f.rssPeakMb} MB at its peak (+${f.rssPeakMb - f.rssBeforeMb} MB). A bare Next POST route that only parses the same JSON, in the same run: ${bare.perSecond.toLocaleString('en-US')}/s, p99 ${bare.p99} ms (the beacon at ${fixed(ratio(f.perSecond, bare.perSecond) * 100, 1)} % of it).`,
    );
  }
  return lines.join('\n') + '\n';
}
