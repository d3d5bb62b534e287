/**
 * `--wordpress`: the bench's own library in a real WordPress, served beside the app in the same
 * run, so "N× WordPress" is measured rather than quoted. The library leaves through the project's
 * own exporter (`npm run export -- FILE --format wxr`) and enters WordPress through its importer;
 * scripts/bench/wordpress.sh builds and serves the WordPress and removes it when we let go.
 */
import { execFile, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { get, COMPRESSED } from './http';
import { commonWords, type Language } from './corpus';
import { processTreeTicks, type CpuReading } from './proc';
import type { Server } from './servers';
import type { BenchUrl } from './urls';

// A 2,000-item library is 4,000 long posts for WordPress's importer, one at a time.
const READY_TIMEOUT_MS = 60 * 60_000;

export type WordPressPost = { id: number; title: string; bodyChars: number };

export type WordPress = {
  server: Server;
  /** php-fpm's master and MariaDB: with their children, what serves a request (nginx aside). */
  pids: { fpm: number; mariadb: number; nginx: number };
  /** PHP-FPM's static children. */
  children: number;
  posts: WordPressPost[];
};

/** The library as WXR, by the project's exporter, reading the database as the app does. */
export async function exportLibrary(root: string, file: string, database: { url?: string; dataDir: string }): Promise<void> {
  await promisify(execFile)('npm', ['run', '--silent', 'export', '--', file, '--format', 'wxr'], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, DATABASE_URL: database.url ?? '', DATA_DIR: database.dataDir },
  });
}

/**
 * Starts scripts/bench/wordpress.sh on the export; `ready` resolves once WordPress answers on
 * `port`. The script serves until its standard input closes, so even a bench killed outright
 * leaves nothing running; `stop` closes it and waits, and may be called at any point (during the
 * import too, which then ends with the script).
 */
export function startWordPress(root: string, { wxr, port, logFile }: { wxr: string; port: number; logFile: string }): { ready: Promise<WordPress>; stop: () => Promise<void> } {
  const child = spawn('bash', [path.join(root, 'scripts/bench/wordpress.sh'), wxr, String(port)], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
    // A process group of its own, MariaDB, PHP (the import too) and nginx in it, to signal at once.
    detached: true,
  });
  const log = createWriteStream(logFile);
  child.stderr.pipe(log);
  const stop = async (graceMs = 60_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin.end();
    // While it imports it reads nothing, and bash runs its trap only once PHP is done: the group
    // is signalled, and the trap then removes what it made.
    const group = (signal: NodeJS.Signals) => () => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    const timers = [setTimeout(group('SIGTERM'), 10_000), setTimeout(group('SIGKILL'), graceMs)];
    await exited;
    for (const timer of timers) clearTimeout(timer);
  };
  const ready = new Promise<WordPress>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`WordPress not ready after ${READY_TIMEOUT_MS / 60_000} min; see ${logFile}`)), READY_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the WordPress script exited with ${code}; see ${logFile}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      log.write(`${line}\n`);
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      const started = JSON.parse(line.slice('READY '.length)) as { mariadb: number; fpm: number; nginx: number; posts: string; children: number };
      const posts = readFileSync(started.posts, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((row) => {
          const [id, title, bodyChars] = row.split('\t');
          return { id: Number(id), title: title ?? '', bodyChars: Number(bodyChars) };
        });
      const server: Server = { name: 'WordPress', child, pid: child.pid!, baseUrl: `http://127.0.0.1:${port}`, logFile };
      resolve({ server, pids: { fpm: started.fpm, mariadb: started.mariadb, nginx: started.nginx }, children: started.children, posts });
    });
  });
  return { ready, stop };
}

export function wordpressCpu(wordpress: WordPress): () => CpuReading {
  return () => ({ server: processTreeTicks(wordpress.pids.fpm), database: new Map([[wordpress.pids.mariadb, processTreeTicks(wordpress.pids.mariadb)]]) });
}

const PERSIAN = /[\u0600-\u06ff]/;

/** A Persian post as long as most: the counterpart of the app's `detail-fa` article. */
export function typicalPersianPost(posts: readonly WordPressPost[]): WordPressPost | undefined {
  const persian = posts.filter((post) => PERSIAN.test(post.title)).sort((a, b) => a.bodyChars - b.bodyChars);
  return persian[Math.floor(persian.length / 2)];
}

const wpSearch = (locale: Language) => `/?s=${encodeURIComponent(commonWords[locale])}`;

/** What WordPress is asked in the same run: its search for the bench's common words, its home and one post. */
export function wordpressUrls(post: WordPressPost | undefined): BenchUrl[] {
  return [
    { name: 'wp-search-en', path: wpSearch('en') },
    { name: 'wp-search-fa', path: wpSearch('fa') },
    { name: 'wp-home', path: '/' },
    ...(post ? [{ name: 'wp-post', path: `/?p=${post.id}` }] : []),
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&#038;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fails unless `url` answers 200 with a page that shows a post's title: a search that found
 * nothing, an error page or a redirect would otherwise be measured as WordPress's speed. A title's
 * first three words are looked for, as WordPress curls the quotes in titles it shows.
 */
export async function checkWordPressPage(wordpress: WordPress, url: BenchUrl, expected?: WordPressPost): Promise<void> {
  const response = await get(wordpress.server.baseUrl + url.path, COMPRESSED);
  if (response.status !== 200) throw new Error(`WordPress answered ${url.path} with ${response.status}`);
  const shows = (post: WordPressPost) => response.body.includes(escapeHtml(post.title.split(/\s+/).slice(0, 3).join(' ')));
  const shown = expected ? shows(expected) : wordpress.posts.some(shows);
  if (!shown) throw new Error(`WordPress's ${url.path} shows ${expected ? `no title «${expected.title}»` : 'no post title'}: not a result page`);
}
