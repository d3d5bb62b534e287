/**
 * A portable copy of the whole site as ONE `.tar.gz`, for `restoreSite` on an empty install:
 *
 *   manifest.json          format, version, when, the schema's newest migration, row counts per
 *                          table, and the SHA-256 and size of every file after it
 *   data/<table>.jsonl     one JSON object per row, columns under their SQL names, in insert order
 *   media/<storage key>    every file of every media row (original and renditions) and avatars
 *
 * What is left out (tokens, outbox, seed and import bookkeeping, derived counts), and which
 * secrets go in only when asked for (`withAccounts`, `withSecrets`), is listed at the top of
 * tables.ts; the manifest records which of them the archive holds. The manifest comes first so a restore can check the whole archive's
 * shape, version and totals before it writes anything; to know every checksum that early, the
 * tables are spooled to a temporary folder from one snapshot and the media are read through once
 * for their checksums before being copied in (and checked again as they are copied).
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDb, type Database } from '@/server/db/client';
import { getStorage, type Storage } from '@/server/storage';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  currentMigration,
  MANIFEST_NAME,
  mediaPath,
  type ArchiveFile,
  type ArchiveManifest,
} from './manifest';
import { checksumOf, mediaKeys, storedFile } from './media-files';
import { spoolTables } from './spool-tables';
import { tablesAt } from './tables';
import { archiveWriter } from './tar-pack';

export type ExportOptions = {
  /**
   * Also export users' password hashes and their accounts' security rows (second factors,
   * recovery codes, integration tokens, passkeys) and the webhooks' sealed secrets, so they keep
   * signing in as they did; without `withSecrets` the sealed ones open only on this install.
   */
  withAccounts: boolean;
  /**
   * Also export the key those secrets are sealed with (`app_secrets`): only with `withAccounts`.
   * Whoever holds the archive can then open every sealed secret in it.
   */
  withSecrets?: boolean;
  /**
   * Called as the export moves: `kind` is a table's name while rows are read, `checksums` while
   * the media are read for their checksums, `media` while they are copied into the archive.
   * `total` grows once the media are counted.
   */
  onProgress?: (done: number, total: number, kind: string) => void;
};

/**
 * Writes the whole site to `out` as one `.tar.gz` archive and resolves with its manifest once
 * `out` has taken all of it. Holds a page of rows or one chunk of a file at a time, never the
 * site; needs temporary disk space for the tables' data (not the media).
 */
export async function exportSite(
  out: NodeJS.WritableStream,
  options: ExportOptions,
  { db = getDb(), storage = getStorage() }: { db?: Database; storage?: Storage } = {},
): Promise<ArchiveManifest> {
  const level = { withAccounts: options.withAccounts, withSecrets: options.withSecrets ?? false };
  if (level.withSecrets && !level.withAccounts)
    throw new Error('An archive holds the sealing key only with the accounts it seals.');
  const createdAt = new Date();
  const folder = await mkdtemp(path.join(tmpdir(), 'darvazeh-export-'));
  let done = 0;
  let total = 0;
  const step = (kind: string, count = 1) => {
    done += count;
    options.onProgress?.(done, total, kind);
  };
  try {
    const spooled = await spoolTables(db, tablesAt(level), folder, {
      level,
      onCounts: (rows) => (total = rows),
      onRows: (table, rows) => step(table, rows),
    });

    const keys = await mediaKeys(spooled);
    total += keys.length * 2;
    const media: ArchiveFile[] = [];
    const missing: string[] = [];
    for (const key of keys) {
      const checksum = await checksumOf(storage, key);
      if (checksum) media.push({ path: mediaPath(key), ...checksum });
      // A row whose file is gone exports as it is (the site shows it broken today too): listed,
      // so whoever restores knows, instead of the whole export failing on it.
      else missing.push(key);
      step('checksums');
    }

    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      created_at: createdAt.toISOString(),
      migration: currentMigration(),
      with_accounts: level.withAccounts,
      with_secrets: level.withSecrets,
      tables: spooled.map(({ name, rows }) => ({ name, rows })),
      files: [...spooled.map(({ path: file, sha256, size }) => ({ path: file, sha256, size })), ...media],
      missing_media: missing,
    };
    await writeArchive(out, manifest, { spooledFiles: spooled.map((table) => table.file), storage, createdAt, step });
    return manifest;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

type WriteContext = { spooledFiles: string[]; storage: Storage; createdAt: Date; step: (kind: string) => void };

async function writeArchive(
  out: NodeJS.WritableStream,
  manifest: ArchiveManifest,
  { spooledFiles, storage, createdAt, step }: WriteContext,
): Promise<void> {
  const writer = archiveWriter(out, createdAt);
  try {
    await writer.add(MANIFEST_NAME, Buffer.byteLength(JSON.stringify(manifest)), Buffer.from(JSON.stringify(manifest)));
    const data = manifest.files.slice(0, spooledFiles.length);
    for (const [index, file] of data.entries()) {
      await writer.add(file.path, file.size, createReadStream(spooledFiles[index]!));
    }
    for (const file of manifest.files.slice(spooledFiles.length)) {
      const key = file.path.slice('media/'.length);
      const source = await storedFile(storage, key);
      if (!source) throw new Error(`Media file ${key} disappeared during the export; run it again.`);
      const sha256 = await writer.add(file.path, file.size, source).catch((error: unknown) => {
        // tar-stream's word for a file that grew or shrank since its checksum was taken.
        if (error instanceof Error && error.message === 'Size mismatch')
          throw new Error(`Media file ${key} changed during the export; run it again.`);
        throw error;
      });
      if (sha256 !== file.sha256) throw new Error(`Media file ${key} changed during the export; run it again.`);
      step('media');
    }
    await writer.close();
  } catch (error) {
    await writer.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
