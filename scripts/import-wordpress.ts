// npm run import:wordpress -- <export.xml> [--uploads <dir|zip>] [--language fa|en] [--dry-run] [--fetch-media]
//   [--pages <type>|skip] [--map-type <post type>=<type>|skip] [--map-category <slug>=<type>] [--create-accounts]
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { translate } from '@/i18n/messages';
import { flushBackground } from '@/server/background';
import { closeDatabase, databaseHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { systemWriter } from '@/server/services/context';
import { importWordPress } from '@/server/services/wordpress/import/run';
import { withUploadsDir } from '@/server/services/wordpress/import/uploads';
import { wordpressImportOptions } from '@/shared/schemas/portability';

const USAGE =
  'Usage: npm run import:wordpress -- <export.xml> [--uploads <dir|zip>] [--language fa|en] [--dry-run] [--fetch-media] [--pages <type>|skip] [--map-type <post type>=<type>|skip] [--map-category <slug>=<type>] [--create-accounts]';

function pairs(values: string[] | undefined): Record<string, string> {
  return Object.fromEntries((values ?? []).map((value) => value.split('=', 2).map((part) => part.trim())).filter((pair) => pair.length === 2 && pair[0] && pair[1]));
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      uploads: { type: 'string' },
      language: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'fetch-media': { type: 'boolean', default: false },
      pages: { type: 'string' },
      'map-type': { type: 'string', multiple: true },
      'map-category': { type: 'string', multiple: true },
      'create-accounts': { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  if (!file || !(await stat(file).catch(() => null))?.isFile()) throw new Error(file ? `No such file: ${file}\n${USAGE}` : USAGE);
  const parsed = wordpressImportOptions.safeParse({
    language: values.language,
    pages: values.pages,
    post_types: pairs(values['map-type']),
    categories: pairs(values['map-category']),
    dry_run: values['dry-run'],
    fetch_media: values['fetch-media'],
    create_accounts: values['create-accounts'],
  });
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${USAGE}`);

  await runMigrations(databaseHandle());
  const started = Date.now();
  const report = await withUploadsDir(values.uploads ?? null, (uploadsDir) => importWordPress({ file, uploadsDir, options: parsed.data, by: systemWriter() }));
  for (const line of report.lines) {
    const what = [line.kind, line.key && `#${line.key}`, line.title && `«${line.title}»`].filter(Boolean).join(' ');
    console.info(`${line.level.padEnd(8)} ${what}: ${translate('en', `portability.report.${line.message}`)}`);
  }
  for (const [level, count] of Object.entries(report.dropped)) console.info(`… and ${count} more ${level} lines`);
  const progress = Object.entries(report.progress).map(([kind, { done, total }]) => `${kind} ${done}/${total}`).join(', ');
  console.info(`\n${parsed.data.dry_run ? 'Dry run (nothing written)' : 'Imported'}: ${report.written} items written; ${progress}; ${report.count('skipped')} skipped, ${report.count('warning')} warnings, ${report.count('error')} errors; ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (report.lines.some((line) => line.kind === 'file' && line.level === 'error')) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  // Work queued after the import's commits (webhook deliveries without the job engine) runs before
  // the database closes; what cannot run here is left pending for the server's sweep.
  .finally(async () => {
    await flushBackground();
    await closeDatabase();
  });
