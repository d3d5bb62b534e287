/**
 * `npm run subscribers:import -- <file.csv> [--languages=fa|en|both] [--frequency=each|daily|weekly]`:
 * imports newsletter subscribers from a Ghost, MailPoet or Substack export, as the manager's
 * import screen does: only rows the file marks subscribed become confirmed, and nobody is mailed.
 * Opens the database as `npm start` does (stop the server first when it runs on PGlite).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeDatabase, databaseHandle } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { systemWriter } from '../src/server/services/context';
import { importSubscribers } from '../src/server/services/newsletter/import-subscribers';
import { subscriberImportQuery } from '../src/shared/schemas/newsletter';

const USAGE = 'usage: npm run subscribers:import -- <file.csv> [--languages=fa|en|both] [--frequency=each|daily|weekly]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { languages: { type: 'string' }, frequency: { type: 'string' } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new Error(USAGE);
  const options = subscriberImportQuery.parse(values);
  const handle = databaseHandle();
  await runMigrations(handle);
  const report = await importSubscribers(
    {
      csv: readFileSync(file, 'utf8'),
      options: { languages: options.languages === 'both' ? ['fa', 'en'] : [options.languages], frequency: options.frequency },
      by: systemWriter(),
    },
    handle.db,
  );
  console.log(`[darvazeh] ${file}: a ${report.format} export`);
  console.log(`  created ${report.created}, updated ${report.updated}, skipped ${report.skipped}; ${report.confirmed} confirmed`);
  for (const line of report.lines.filter((entry) => entry.outcome === 'skipped'))
    console.log(`  line ${line.line} (${line.email || 'no address'}): ${line.reason}`);
}

main()
  .catch((error: unknown) => {
    console.error(`[darvazeh] subscriber import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
