/**
 * `npm run export -- <file> [--with-accounts [--with-secrets]] [--format wxr]`: the whole site as
 * one portable `.tar.gz` archive (restore it on an empty install with `npm run import:archive`),
 * or with `--format wxr` as a WordPress export file and, beside it, the WordPress plugin that
 * registers its content types (`darvazeh-content-types.php`). Passwords and the accounts'
 * security rows stay out unless `--with-accounts`: restored users then reset their passwords and
 * enrol their second factor again. The key that seals second factors travels only with
 * `--with-secrets` too (ADR 0023). Opens the database as `npm start` does (DATABASE_URL, else
 * PGlite under DATA_DIR; a PGlite folder opens in one process at a time, so stop the server first).
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { appUrl, env } from '../src/env';
import { translate } from '../src/i18n/messages';
import { closeDatabase, databaseHandle } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { exportSite } from '../src/server/services/archive/export';
import { formatBytes, oneLine, progressLine, rowLines } from '../src/server/services/archive/summary';
import { exportWxr } from '../src/server/services/archive/wxr-export';
import { WORDPRESS_PLUGIN_FILE, wordpressPlugin } from '../src/server/services/archive/wxr-plugin';

const USAGE = 'usage: npm run export -- <file.tar.gz> [--with-accounts [--with-secrets]] [--format wxr]';

/** Printed before an export with the key, in both languages: the screen's own warning. */
const secretsWarning = (): string[] => [
  '[darvazeh] --with-secrets:',
  ...(['en', 'fa'] as const).map((locale) => `  ${translate(locale, 'portability.export.withSecretsWarning')}`),
];

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'with-accounts': { type: 'boolean', default: false },
      'with-secrets': { type: 'boolean', default: false },
      format: { type: 'string', default: 'archive' },
    },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length || !['archive', 'wxr'].includes(values.format)) throw new Error(USAGE);
  const withAccounts = values['with-accounts'] ?? false;
  const withSecrets = values['with-secrets'] ?? false;
  if (withSecrets && (!withAccounts || values.format !== 'archive'))
    throw new Error(`--with-secrets goes only with --with-accounts, in an archive. ${USAGE}`);
  if (withSecrets) for (const line of secretsWarning()) console.warn(line);
  const started = Date.now();
  const handle = databaseHandle();
  await runMigrations(handle);

  // Written beside the target and renamed at the end: a failed export never leaves a file that
  // looks like a whole archive.
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  const progress = progressLine();
  try {
    // A folder that does not exist fails here, before the export reads anything.
    await once(out, 'open');
    const lines: string[] = [];
    if (values.format === 'wxr') {
      const items = await exportWxr(out, { db: handle.db, siteUrl: appUrl(), siteName: env().APP_NAME });
      lines.push(`  ${items} items (files and translations) for WordPress's importer; links point at ${appUrl()}`);
    } else {
      const manifest = await exportSite(out, { withAccounts, withSecrets, onProgress: progress.update }, { db: handle.db });
      const media = manifest.files.slice(manifest.tables.length);
      lines.push(
        `  schema ${manifest.migration}; passwords and second factors ${manifest.with_accounts ? 'included' : 'left out (restored users reset their password and enrol again)'}`,
        `  sealing key ${manifest.with_secrets ? 'INCLUDED: keep this file private' : 'left out (second factors open only on this install; elsewhere users enrol again)'}`,
        '  rows:',
        ...rowLines(manifest.tables),
        `  media: ${media.length} files, ${formatBytes(media.reduce((sum, entry) => sum + entry.size, 0))}`,
        ...(manifest.missing_media.length
          ? [`  missing from storage (left out): ${manifest.missing_media.length}, e.g. ${manifest.missing_media[0]}`]
          : []),
      );
    }
    await finished(out);
    await rename(partial, file);
    if (values.format === 'wxr') {
      const plugin = path.join(path.dirname(file), WORDPRESS_PLUGIN_FILE);
      await writeFile(plugin, wordpressPlugin());
      lines.push(
        `  ${plugin}: the plugin that registers the content types other than articles as post types; activate it on the WordPress site before importing`,
      );
    }
    progress.clear();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`[darvazeh] exported ${file} (${formatBytes((await stat(file)).size)}) in ${seconds} s`);
    for (const line of lines) console.log(line);
  } catch (error) {
    progress.clear();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

main()
  .catch((error: unknown) => {
    console.error(`[darvazeh] export failed: ${oneLine(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
