/**
 * `npm run import:archive -- <file.tar.gz> [--force]`: restores a site archive made by
 * `npm run export` into this install, all or nothing: every file is checked against the
 * archive's checksums, rows keep their ids, media go to the configured storage. An install that
 * already has content is refused unless `--force`, which replaces everything the archive carries.
 * Opens the database as `npm start` does (stop the server first when it runs on PGlite).
 */
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeDatabase, databaseHandle } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { restoreSite } from '../src/server/services/archive/restore';
import { formatBytes, oneLine, progressLine, rowLines } from '../src/server/services/archive/summary';

const USAGE = 'usage: npm run import:archive -- <file.tar.gz> [--force]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new Error(USAGE);
  const started = Date.now();
  const handle = databaseHandle();
  await runMigrations(handle);
  const progress = progressLine();
  try {
    const report = await restoreSite(createReadStream(file), {
      db: handle.db,
      force: values.force ?? false,
      onProgress: progress.update,
    });
    progress.clear();
    const { manifest } = report;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`[darvazeh] restored ${file} in ${seconds} s (made ${manifest.created_at}, schema ${manifest.migration})`);
    console.log('  rows:');
    for (const line of rowLines(manifest.tables.map(({ name }) => ({ name, rows: report.rows[name] ?? 0 })))) console.log(line);
    console.log(
      `  media: ${report.files} files stored, ${formatBytes(report.bytes)}${report.filesKept ? `; ${report.filesKept} already there with the same bytes` : ''}`,
    );
    if (manifest.missing_media.length)
      console.log(
        `  missing when the archive was made: ${manifest.missing_media.length} files, e.g. ${manifest.missing_media[0]}`,
      );
    if (report.usersWithoutPassword)
      console.log(`  ${report.usersWithoutPassword} users have no password yet: they sign in after "Forgot password"`);
    if (!manifest.with_accounts)
      console.log(
        '  the archive holds no second factors, recovery codes, passkeys or integration tokens: users set theirs up again',
      );
    if (report.secondFactorsReset)
      console.log(
        `  ${report.secondFactorsReset} users' authenticator apps were sealed with a key the archive does not hold: they were told to set up their second factor again`,
      );
    if (report.webhooksWithoutSecret)
      console.log(
        `  ${report.webhooksWithoutSecret} webhook endpoints were restored turned off: their signing secret was sealed with a key the archive does not hold; make each again to get a new secret`,
      );
    console.log('  sign-in sessions and reset links stay behind; restart the server to serve the restored site');
  } catch (error) {
    progress.clear();
    throw error;
  }
}

main()
  .catch((error: unknown) => {
    console.error(`[darvazeh] restore failed: ${oneLine(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
