import { createReadStream } from 'node:fs';
import { invalidateAllContent } from '@/server/cache';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { getStorage, type Storage } from '@/server/storage';
import type { WriteContext } from '@/server/services/context';
import type { WordpressImportOptions } from '@/shared/schemas/portability';
import { parseWxr } from '../wxr/parse';
import { WxrFormatError } from '../wxr/types';
import { importAuthors } from './accounts';
import { MediaImporter } from './media';
import { ImportReport } from './report';
import { emptySurvey, localeOf, surveyRecord } from './survey';
import { linkParents } from './hierarchy';
import { importTerms } from './terms';
import { importItem, type ItemContext } from './write-item';
import { outsideUnitOfWork, transaction } from '@/server/db/unit-of-work';

export type WordpressImport = {
  /** The WXR file on this machine's disk. */
  file: string;
  /** A copy of the old site's `wp-content/uploads`, where media files are read from. */
  uploadsDir?: string | null;
  options: WordpressImportOptions;
  /** Called as the import moves on (at most once per `progressEveryMs`) and at its end. */
  onProgress?: (report: ImportReport) => Promise<void> | void;
  progressEveryMs?: number;
  /** Who writes: the system, from the CLI or the import job. */
  by: WriteContext;
};

/** Undoes a dry run's transaction once its report is complete. */
class DryRunFinished extends Error {}

/** A store that keeps nothing: a dry run reads and checks media files but writes none. */
const discardingStorage: Storage = {
  put: async () => undefined,
  putFile: async () => undefined,
  get: async () => null,
  stat: async () => null,
  stream: async () => null,
  delete: async () => undefined,
};

/**
 * Imports a WordPress export (WXR) in two streamed passes: the first learns the site, its terms,
 * Polylang pairs and attachments and counts what is to come; the second writes terms, then each
 * item whole in its own transaction, so an interrupted run leaves whole items and a re-run
 * finishes the job. A dry run does all of it inside one transaction that is rolled back, so its
 * report is the real one. Bad input is a line of the report, never a throw.
 */
export async function importWordPress(
  { file, uploadsDir = null, options, onProgress, progressEveryMs = 1000, by }: WordpressImport,
  { db = getDb(), storage = getStorage() }: { db?: Database; storage?: Storage } = {},
): Promise<ImportReport> {
  const report = new ImportReport();
  const survey = emptySurvey();
  try {
    for await (const record of parseWxr(createReadStream(file))) surveyRecord(survey, record, options);
  } catch (error) {
    report.add({
      level: 'error',
      kind: 'file',
      message: error instanceof WxrFormatError ? error.message : `unreadable: ${(error as Error).message}`,
    });
    await onProgress?.(report);
    return report;
  }
  for (const [kind, total] of Object.entries(survey.totals)) report.expect(kind, total);
  // WordPress's own machinery (menus, navigation, templates) is no reader's content, but a
  // migrator should see it was in the file and stayed behind: one line per post type.
  for (const [postType, total] of survey.machinery) report.add({ level: 'skipped', kind: postType, message: 'machinerySkipped', detail: String(total) });
  const fallback = options.language ?? localeOf(survey.channel?.language) ?? 'fa';
  const media = new MediaImporter(uploadsDir, options.dry_run ? discardingStorage : storage, report, survey.siteKey, options.fetch_media);

  const write = async (target: Database | Transaction) => {
    const termIds = await transaction(target, (tx) => importTerms(tx, { survey, fallback, report, listSection: 'articles' }));
    const accounts = options.create_accounts
      ? await transaction(target, (tx) => importAuthors(tx, survey.authorRecords, fallback))
      : new Map<string, string>();
    const context: ItemContext = { survey, options, fallback, report, media, termIds, accounts, by, parentLinks: [] };
    let reportedAt = Date.now();
    for await (const record of parseWxr(createReadStream(file))) {
      if (record.kind !== 'item') continue;
      await importItem(target, record, context);
      if (Date.now() - reportedAt >= progressEveryMs) {
        reportedAt = Date.now();
        await progressDuring(options.dry_run);
      }
    }
    await transaction(target, (tx) => linkParents(tx, context.parentLinks, survey.siteKey, report));
  };

  // A dry run holds its transaction open to the end, and on the embedded database that is its one
  // connection: a progress write awaited inside it would wait for it forever. The run's progress
  // is written as soon as the database lets it (at once on PostgreSQL), never inside the run.
  const progressDuring = async (isDryRun: boolean) => {
    if (!isDryRun) return onProgress?.(report);
    void outsideUnitOfWork(async () => onProgress?.(report)).catch((error: unknown) =>
      console.error('[import] progress not recorded', error),
    );
  };

  if (options.dry_run) {
    await transaction(db, async (tx) => {
      await write(tx);
      throw new DryRunFinished();
    }).catch((error: unknown) => {
      if (!(error instanceof DryRunFinished)) throw error;
    });
  } else {
    await write(db);
    await invalidateAllContent();
  }
  await onProgress?.(report);
  return report;
}
