/**
 * `npm run bench`: builds once, seeds a generated library into a fresh database, starts the app
 * on it and a bare Next app beside it, loads each URL of `urls.ts` with autocannon and prints
 * throughput, latency, server CPU per request and page weight, each beside the bare Next page
 * measured in the same run (on a shared, noisy machine the ratio is what compares across runs).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { buildIfNeeded } from '../lib/build';
import { parseArgs, usage, type BenchOptions } from './args';
import { get, load, weigh, COMPRESSED } from './http';
import { clockTicks, postgresBackendTicks, processTreeRssMb, processTreeTicks, ticksBetween, ticksWhenQuiet, type CpuReading } from './proc';
import type { ImportFigure } from './import';
import { measureIngestion } from './ingestion';
import type { NewsletterFigure } from './newsletter';
import { formatRun, type CacheCheck, type Measurement, type Run } from './report';
import { libraryItemCount, readTargets, seedLibrary, type BenchTargets, type DetailPage } from './seed';
import { startSmtpSink } from './smtp-sink';
import { buildBareNext, startApp, startBareNext, stopServer, waitUntilReady, type Server } from './servers';
import { cpuMsPerRequest, percentile } from './stats';
import { benchUrls, deepPageOf, detailPath, type BenchUrl } from './urls';
import { checkWordPressPage, exportLibrary, startWordPress, typicalPersianPost, wordpressCpu, wordpressUrls, type WordPress } from './wordpress';

const root = process.cwd();
const PER_PAGE = 15;
const CACHE_RECHECK = 20;
const CACHE_CONCURRENCY = 4;
// Migrations and the demo seed on a busy shared machine have taken over ten minutes.
const READY_TIMEOUT_MS = 20 * 60_000;
const cleanups: (() => Promise<void> | void)[] = [];
const serverLogs: string[] = [];

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

/** `name`: the PostgreSQL database's, whose backends' CPU is the app's too. */
type Database = { url?: string; name?: string; label: string };

/** PostgreSQL when DATABASE_URL is set (a named database, or a throw-away one), else PGlite. */
async function prepareDatabase(options: BenchOptions): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { label: 'PGlite' };
  const name = options.database ?? `darvazeh_bench_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  if (!options.database) {
    cleanups.push(async () => {
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
      log(`dropped database ${name}`);
    });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { rows } = await queryOnce(url.href, 'show server_version');
  return { url: url.href, name, label: `PostgreSQL ${String(rows[0]?.server_version ?? '').split(' ')[0]}` };
}

async function queryOnce(url: string, text: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Seeds the library unless the database already holds one, then reads what the load needs. */
async function seed(options: BenchOptions, database: Database, dataDir: string): Promise<{ targets: BenchTargets; seconds: number }> {
  const handle = openDatabase({ url: database.url, dataDir });
  try {
    await runMigrations(handle);
    const started = performance.now();
    const existing = await libraryItemCount(handle.db);
    if (existing === 0) {
      log(`seeding ${options.items} items`);
      let reported = 0;
      await seedLibrary(handle.db, { items: options.items, categories: 12, tags: 40, years: 8 }, (done) => {
        if (done - reported >= Math.max(1000, options.items / 10) || done === options.items) {
          reported = done;
          log(`  ${done} items, ${((performance.now() - started) / 1000).toFixed(0)} s`);
        }
      });
    } else {
      log(`reusing the ${existing} items already in the database`);
    }
    const seconds = (performance.now() - started) / 1000;
    return { targets: await readTargets(handle.db, { detailPages: options.cachePages }), seconds };
  } finally {
    await handle.close();
  }
}

/**
 * Times the WordPress import of a generated export in a process of its own (its memory is then
 * the import's alone), before the servers start so nothing else competes for the cores.
 */
async function measureImport(posts: number, workDir: string): Promise<ImportFigure> {
  log(`importing a generated WordPress export of ${posts} posts`);
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(root, 'scripts/bench/import.ts'), '--posts', String(posts), '--dir', path.join(workDir, 'import')], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, DATABASE_URL: '' },
  });
  const figure = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ImportFigure;
  log(`  ${figure.posts} posts (${figure.megabytes} MB) in ${figure.seconds} s, peak RSS ${figure.rssPeakMb} MB`);
  return figure;
}

/**
 * Times one newsletter issue sent to N confirmed subscribers of the bench's database, in a process
 * of its own, to an SMTP sink in this one; the rate limit is lifted so the figure is what the
 * sender can do (NEWSLETTER_RATE_PER_MINUTE caps it in production). Runs before the servers start:
 * PGlite has one process at a time, and nothing else competes for the cores.
 */
async function measureNewsletter(subscribers: number, database: Database, dataDir: string): Promise<NewsletterFigure> {
  log(`sending a newsletter issue to ${subscribers} confirmed subscribers`);
  const sink = await startSmtpSink();
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(root, 'scripts/bench/newsletter.ts'), '--subscribers', String(subscribers), '--data-dir', dataDir], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, DATABASE_URL: database.url ?? '', SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NEWSLETTER_RATE_PER_MINUTE: '10000000' },
    });
    const figure = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as NewsletterFigure;
    const received = sink.received();
    // The sink also got the editor's test send that comes first.
    if (received.recipients !== figure.sent + 1) throw new Error(`the sender counted ${figure.sent} sent, the SMTP sink received ${received.recipients}`);
    log(`  ${figure.sent} e-mails in ${figure.seconds} s (${figure.perHour} per hour), RSS ${figure.rssBeforeMb} MB before, ${figure.rssPeakMb} MB at its peak`);
    return figure;
  } finally {
    await sink.close();
  }
}

async function signIn(app: Server, articleIds: string[]): Promise<string> {
  const suffix = `${process.pid}${Date.now().toString(36)}`;
  const password = `Bench-${suffix}-passphrase`;
  const response = await fetch(`${app.baseUrl}/api/user/authentication/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'fa-IR' },
    body: JSON.stringify({ username: `bench_${suffix}`, email: `bench-${suffix}@example.com`, password, password_confirmation: password, terms_and_conditions: true }),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  const token = body.data?.token;
  if (!response.ok || !token) throw new Error(`registering the benchmark user failed: ${response.status} ${body.message ?? ''}`);
  for (const id of articleIds) {
    const saved = await fetch(`${app.baseUrl}/api/user/saves/articles/${id}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    await saved.arrayBuffer();
    if (!saved.ok) throw new Error(`saving article ${id} failed: ${saved.status}`);
  }
  return token;
}

/** The cursor `/api/articles?page=N` hands out for the page after it. */
async function nextCursorOf(app: Server, page: number, headers: Record<string, string>): Promise<string | undefined> {
  const response = await get(`${app.baseUrl}/api/articles?page=${page}`, headers);
  return (JSON.parse(response.body) as { meta?: { next_cursor?: string } }).meta?.next_cursor;
}

/**
 * One URL: a warm-up request (for a cached page often its first render), a timed second request
 * that also gives the compressed weight, then the load. A URL that C connections could not get
 * through within half the timed run (second answer × C), or that completed nothing in it, is
 * loaded with one request per connection instead, and says so.
 */
async function measure(server: Server, name: string, urlPath: string, options: BenchOptions, headers: Record<string, string>, cpu: () => CpuReading): Promise<Measurement> {
  const url = server.baseUrl + urlPath;
  const warmStarted = performance.now();
  await get(url, { ...headers, ...COMPRESSED });
  const warmupMs = performance.now() - warmStarted;
  const probeStarted = performance.now();
  const probe = await get(url, { ...headers, ...COMPRESSED });
  const probeMs = performance.now() - probeStarted;
  const weight = await weigh(url, headers, probe);
  // Beside WordPress every URL gets the timed run: a run of one request per connection starts them
  // all at once and waits for the last, which reads as about half the throughput a timed run of a
  // URL of a few hundred ms shows (wp-search-en: 5.5 req/s so, at 189 ms of CPU each on two
  // cores), and the ratios would compare two different measures.
  let amount = !options.wordpress && probeMs * options.connections > (options.duration * 1000) / 2 ? options.connections : undefined;
  let before = await ticksWhenQuiet(cpu);
  let result = await load(url, { connections: options.connections, duration: options.duration, amount, headers });
  let after = await ticksWhenQuiet(cpu);
  if (result.requests === 0 && !amount) {
    amount = options.connections;
    before = after;
    result = await load(url, { connections: options.connections, duration: options.duration, amount, headers });
    after = await ticksWhenQuiet(cpu);
  }
  const used = ticksBetween(before, after);
  const dbCpuMsPerRequest = used.database === undefined ? undefined : cpuMsPerRequest(0, used.database, clockTicks(), result.requests);
  const measurement = { name, path: urlPath, warmupMs, probeMs, amount, load: result, cpuMsPerRequest: cpuMsPerRequest(0, used.total, clockTicks(), result.requests), dbCpuMsPerRequest, weight };
  log(`  ${name}: ${result.rps.toFixed(1)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${measurement.cpuMsPerRequest.toFixed(2)} CPU ms/req${amount ? ` (${amount} requests: one took ${(probeMs / 1000).toFixed(1)} s)` : ''}`);
  return measurement;
}

/** Requests every detail page once (each a first render), then the first ones again. */
async function checkPageCache(app: Server, pages: DetailPage[], headers: Record<string, string>): Promise<CacheCheck> {
  const latencies: number[] = [];
  let ok = 0;
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++]!;
      const started = performance.now();
      const status = await get(app.baseUrl + detailPath(page), { ...headers, ...COMPRESSED }).then(
        (response) => response.status,
        () => 0,
      );
      latencies.push(performance.now() - started);
      if (status === 200) ok++;
      if (ok > 0 && ok % 1000 === 0) log(`  ${ok} detail pages`);
    }
  };
  await Promise.all(Array.from({ length: CACHE_CONCURRENCY }, worker));
  const rechecked = pages.slice(0, CACHE_RECHECK);
  const signals: Record<string, number> = {};
  let hits = 0;
  for (const page of rechecked) {
    const response = await get(app.baseUrl + detailPath(page), { ...headers, ...COMPRESSED });
    const signal = String(response.headers['x-nextjs-cache'] ?? 'none');
    signals[signal] = (signals[signal] ?? 0) + 1;
    if (signal === 'HIT' || signal === 'STALE') hits++;
  }
  return { requested: pages.length, ok, missP50: percentile(latencies, 50), missP99: percentile(latencies, 99), rechecked: rechecked.length, hits, signals };
}

/** The WordPress URLs `--only` selects (all of them without it). */
function selectedWordPressUrls(options: BenchOptions, post: Parameters<typeof wordpressUrls>[0]): BenchUrl[] {
  return wordpressUrls(post).filter((url) => !options.only || options.only.includes(url.name));
}

/** The library, exported by the project's exporter, in a WordPress of its own on the port after the bare app's. */
async function prepareWordPress(options: BenchOptions, database: Database, dataDir: string, workDir: string): Promise<WordPress> {
  if (selectedWordPressUrls(options, { id: 0, title: '', bodyChars: 0 }).length === 0) throw new Error('--wordpress, but --only names none of wp-search-en, wp-search-fa, wp-home, wp-post');
  const wxr = path.join(workDir, 'library.xml');
  log('exporting the library as WXR for WordPress');
  await exportLibrary(root, wxr, { url: database.url, dataDir });
  log('importing it into a throw-away WordPress (nginx, PHP-FPM, MariaDB); a 2,000-item library takes minutes');
  const started = performance.now();
  const logFile = path.join(workDir, 'wordpress.log');
  serverLogs.push(logFile);
  const wordpressStart = startWordPress(root, { wxr, port: options.port + 2, logFile });
  cleanups.push(() => wordpressStart.stop());
  const wordpress = await wordpressStart.ready;
  log(`WordPress ready at ${wordpress.server.baseUrl} with ${wordpress.posts.length} posts in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return wordpress;
}

/** WordPress's URLs, each first checked to be a real result page, loaded as the app's are. */
async function measureWordPress(wordpress: WordPress, options: BenchOptions, headers: Record<string, string>, skipped: Run['skipped']): Promise<Measurement[]> {
  const post = typicalPersianPost(wordpress.posts);
  const measurements: Measurement[] = [];
  for (const url of selectedWordPressUrls(options, post)) {
    try {
      await checkWordPressPage(wordpress, url, url.name === 'wp-post' ? post : undefined);
      measurements.push(await measure(wordpress.server, url.name, url.path, options, headers, wordpressCpu(wordpress)));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`  ${url.name}: failed (${reason})`);
      skipped.push({ name: url.name, reason });
    }
  }
  return measurements;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log(usage);
    return;
  }
  const options = parseArgs(argv);
  log(buildIfNeeded(root) ? 'built the app' : 'reusing the app build');
  log(buildBareNext(root) ? 'built the bare Next reference' : 'reusing the bare Next build');

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'darvazeh-bench-'));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const dataDir = path.join(workDir, 'data');
  const database = await prepareDatabase(options);
  log(`database: ${database.label}${database.url ? '' : ` in ${dataDir}`}`);
  const { targets, seconds: seedSeconds } = await seed(options, database, dataDir);
  log(`library ready in ${seedSeconds.toFixed(1)} s`);
  const importFigure = options.only ? undefined : await measureImport(options.importPosts, workDir);
  const newsletterFigure = options.only ? undefined : await measureNewsletter(options.newsletterSubscribers, database, dataDir);
  // Built before the app starts: a PGlite folder opens in one process at a time, and the import
  // has the cores to itself.
  const wordpress = options.wordpress ? await prepareWordPress(options, database, dataDir, workDir) : undefined;

  const bare = startBareNext(root, { port: options.port + 1, logFile: path.join(workDir, 'bare-next.log') });
  cleanups.push(() => stopServer(bare));
  const app = startApp(root, {
    port: options.port,
    logFile: path.join(workDir, 'app.log'),
    env: { DATA_DIR: dataDir, SEED_DEMO: 'true', ...(database.url ? { DATABASE_URL: database.url } : {}) },
  });
  cleanups.push(() => stopServer(app));
  serverLogs.push(bare.logFile, app.logFile);
  await Promise.all([waitUntilReady(bare, '/', READY_TIMEOUT_MS), waitUntilReady(app, '/api/health', READY_TIMEOUT_MS)]);
  log('both servers ready');

  // The app's CPU with PostgreSQL is also its database's: the backends serving its connections.
  const appCpu = (): CpuReading => ({ server: processTreeTicks(app.pid), database: database.name === undefined ? undefined : postgresBackendTicks(database.name) });
  const bareCpu = (): CpuReading => ({ server: processTreeTicks(bare.pid) });
  if (database.name !== undefined && postgresBackendTicks(database.name).size === 0) log(`no PostgreSQL backend of ${database.name} visible in /proc: the database's CPU is not counted`);
  const token = await signIn(app, targets.articleIds);
  const headers = { 'accept-language': 'fa-IR', accept: 'text/html,application/json' };
  log(`bare Next ${bare.baseUrl}/ and ${targets.detailPages.length} detail pages; ${options.connections} connections × ${options.duration} s`);
  const bareMeasurement = await measure(bare, 'bare-next', '/', options, headers, bareCpu);
  const bareLarge = await measure(bare, 'bare-next-large', '/as-large', options, headers, bareCpu);
  const deepApiPage = deepPageOf(targets.faArticles, PER_PAGE);
  const urls = benchUrls({
    faDetail: targets.detailPages.find((page) => page.locale === 'fa' && page.type === 'articles'),
    deepApiPage,
    deepApiCursor: deepApiPage > 1 ? await nextCursorOf(app, deepApiPage - 1, headers) : undefined,
  }).filter((url) => !options.only || options.only.includes(url.name));
  const measurements: Measurement[] = [];
  const skipped: Run['skipped'] = [];
  for (const url of urls) {
    const auth: Record<string, string> = url.isSignedIn ? { authorization: `Bearer ${token}` } : {};
    try {
      measurements.push(await measure(app, url.name, url.path, options, { ...headers, ...auth }, appCpu));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`  ${url.name}: failed (${reason})`);
      skipped.push({ name: url.name, reason });
      if (app.child.exitCode !== null) throw new Error(`the app exited (${app.child.exitCode}) while loading ${url.name}`);
    }
  }
  const wordpressMeasurements = wordpress ? await measureWordPress(wordpress, options, headers, skipped) : undefined;
  const cache = options.only ? undefined : await checkPageCache(app, targets.detailPages, headers);
  const rssMb = { app: processTreeRssMb(app.pid), bare: processTreeRssMb(bare.pid) };
  const ingestionFigure =
    !options.only || options.only.includes('ingestion') ? { app: await measureIngestion(app, options), bare: await measureIngestion(bare, options) } : undefined;
  if (ingestionFigure) log(`analytics beacons: ${ingestionFigure.app.perSecond} events/s (a bare Next POST route ${ingestionFigure.bare.perSecond}/s)`);

  const run: Run = {
    date: new Date(),
    command: ['npm run bench', ...(argv.length ? ['--', ...argv] : [])].join(' ') + (database.url ? ' (DATABASE_URL set)' : ''),
    database: database.label,
    items: options.items,
    connections: options.connections,
    duration: options.duration,
    seedSeconds,
    bare: bareMeasurement,
    bareLarge,
    urls: measurements,
    skipped,
    cache,
    importFigure,
    newsletterFigure,
    ingestionFigure,
    rssMb,
    wordpress: wordpress && wordpressMeasurements ? { children: wordpress.children, posts: wordpress.posts.length, urls: wordpressMeasurements } : undefined,
  };
  const markdown = formatRun(run);
  console.log(`\n${markdown}`);
  if (options.out) writeFileSync(options.out, markdown);
}

async function cleanup(): Promise<void> {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('[bench] cleanup:', error instanceof Error ? error.message : error);
    }
  }
  cleanups.length = 0;
}

process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

main()
  .then(cleanup)
  .catch(async (error: unknown) => {
    console.error('[bench] failed:', error instanceof Error ? error.message : error);
    for (const logFile of serverLogs) {
      if (existsSync(logFile)) console.error(`[bench] last lines of ${logFile}:\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
    }
    await cleanup();
    process.exit(1);
  });
