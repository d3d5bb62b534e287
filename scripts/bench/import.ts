/**
 * The WordPress import's figure for `npm run bench`: a generated export of N bilingual posts
 * (1,500-word bodies, a comment each, Polylang pairs) imported into a fresh PGlite in this
 * process, which runs alone so that its memory is the import's. Prints one JSON line.
 *   node --import tsx scripts/bench/import.ts --posts 10000 --dir /tmp/x
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeDatabase, openDatabase, setDatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { setStorage } from '../../src/server/storage';
import { localDiskStorage } from '../../src/server/storage/local-disk';
import { systemWriter } from '../../src/server/services/context';
import { importWordPress } from '../../src/server/services/wordpress/import/run';
import { wordpressImportOptions } from '../../src/shared/schemas/portability';
import { writeWxrCorpus } from './wxr-corpus';

export type ImportFigure = { posts: number; megabytes: number; seconds: number; postsPerSecond: number; rssBeforeMb: number; rssPeakMb: number; written: number; errors: number };

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { posts: { type: 'string', default: '2000' }, dir: { type: 'string' } } });
  const posts = Number(values.posts);
  const dir = values.dir ?? path.join(process.cwd(), '.bench-import');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'export.xml');
  const { bytes } = await writeWxrCorpus(file, posts);
  const handle = openDatabase({ dataDir: path.join(dir, 'data') });
  setDatabaseHandle(handle);
  setStorage(localDiskStorage(path.join(dir, 'uploads')));
  await runMigrations(handle);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const report = await importWordPress({ file, options: wordpressImportOptions.parse({}), by: systemWriter() });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await closeDatabase();
  const mb = (value: number) => Math.round(value / 1024 / 1024);
  const figure: ImportFigure = {
    posts,
    megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    seconds: Math.round(seconds * 10) / 10,
    postsPerSecond: Math.round(posts / seconds),
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(rssPeak),
    written: report.written,
    errors: report.count('error'),
  };
  console.log(JSON.stringify(figure));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
