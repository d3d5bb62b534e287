/**
 * Puts a site archive (written by export.ts) back into an install, all or nothing: every row goes
 * in inside ONE transaction and every file is checked against the manifest as it is read, so a
 * damaged, cut or tampered archive leaves the database as it was and takes back the media files
 * it had already put into storage.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '@/server/auth/passwords';
import { forgetSealingKey } from '@/server/auth/secret-box';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { contentListCounts, contents, importKeys, seedRuns, users } from '@/server/db/schema';
import { getStorage, type Storage } from '@/server/storage';
import { openArchive, type ArchiveEntry, type ArchiveReader } from './archive-reader';
import { ArchiveError } from './errors';
import { MANIFEST_MAX_BYTES, MANIFEST_NAME, parseManifest, type ArchiveManifest } from './manifest';
import { RestoredMedia } from './restore-media';
import { restoreTableRows } from './restore-rows';
import { SealedRows } from './restore-sealed';
import { archiveTable, archiveTables, sqlNameOf, type ArchiveTable } from './tables';
import { transaction } from '@/server/db/unit-of-work';

export type RestoreOptions = {
  db?: Database;
  storage?: Storage;
  /** Replace an install that already has content (everything the archive carries is replaced). */
  force?: boolean;
  /** `kind` is the table being inserted, or `media`; `total` is rows plus files, from the manifest. */
  onProgress?: (done: number, total: number, kind: string) => void;
};

export type RestoreReport = {
  manifest: ArchiveManifest;
  /** Rows inserted per table. */
  rows: Record<string, number>;
  /** Media files put into storage. */
  files: number;
  /** Media files the storage already held with the same bytes, left as they were. */
  filesKept: number;
  bytes: number;
  /** Users restored without a password hash (an archive made without accounts): they must reset. */
  usersWithoutPassword: number;
  /**
   * Users whose authenticator travelled sealed under a key the archive does not hold: left out,
   * they enrol a second factor again (and were told so in their panel).
   */
  secondFactorsReset: number;
  /** Webhook endpoints whose signing secret could not be opened: restored turned off, with a new secret. */
  webhooksWithoutSecret: number;
};

/**
 * The one-time seed steps of src/server/seed/index.ts that would write demo data: marked done,
 * so the next start never seeds demo accounts (with their public password) or demo items into
 * a restored site.
 */
const DEMO_SEED_STEPS = ['accounts.demo', 'acl.demo', 'content.demo'];
const PASSWORD_COLUMN = sqlNameOf(users.passwordHash);

async function readManifest(reader: ArchiveReader): Promise<ArchiveManifest> {
  const entry = await reader.next();
  if (!entry || entry.name !== MANIFEST_NAME)
    throw new ArchiveError('format', `This is not a Darvazeh archive: it does not start with ${MANIFEST_NAME}.`);
  if (entry.size > MANIFEST_MAX_BYTES) throw new ArchiveError('format', 'The archive manifest is too large to be one of ours.');
  const chunks: Uint8Array[] = [];
  for (let chunk = await entry.next(); chunk; chunk = await entry.next()) chunks.push(chunk);
  return parseManifest(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Restore replaces the site: what the install holds of the archived tables goes first (children
 * before parents, with their triggers, so the derived counts stay true), and with it what pointed
 * at those rows (sign-in tokens cascade with their users, import keys name rows that are gone).
 * The install's own sealing key stays unless the archive brings one: sealed rows of an archive
 * made here without its key still open then.
 */
async function clearSite(tx: Transaction, force: boolean, manifest: ArchiveManifest): Promise<void> {
  const [hasContent] = await tx.select({ id: contents.id }).from(contents).limit(1);
  if (hasContent && !force) {
    throw new ArchiveError(
      'not_empty',
      'This install already has content: restore into an empty install, or force the restore to replace everything.',
    );
  }
  for (const table of [...archiveTables()].reverse()) {
    if (table.travel === 'secrets' && !manifest.with_secrets) continue;
    await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
  }
  await tx.delete(contentListCounts);
  await tx.delete(importKeys);
}

/** One hash of a random secret nobody keeps, for every user restored without a password. */
function unusablePassword(): () => Promise<string> {
  let hash: Promise<string> | undefined;
  return () => (hash ??= hashPassword(randomBytes(32).toString('base64url')));
}

/**
 * Restores the archive read from `input` into an install with no content (or any install when
 * `force`): rows with their original ids in the manifest's table order, media into `storage`.
 * Throws ArchiveError when the archive is not ours, newer than this app, damaged, incomplete or
 * the install is not empty; the database and storage are then as they were.
 */
export async function restoreSite(
  input: NodeJS.ReadableStream,
  { db = getDb(), storage = getStorage(), force = false, onProgress }: RestoreOptions = {},
): Promise<RestoreReport> {
  const reader = openArchive(input);
  const media = new RestoredMedia(storage);
  try {
    const manifest = await readManifest(reader);
    const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0) + manifest.files.length - manifest.tables.length;
    let done = 0;
    const step = (kind: string, count: number) => onProgress?.((done += count), total, kind);
    const rows: Record<string, number> = {};
    let usersWithoutPassword = 0;
    const password = unusablePassword();
    // The archive's key opens its own sealed rows as they are; without it each is tried here.
    const sealed = manifest.with_secrets ? undefined : new SealedRows();

    await transaction(db, async (tx) => {
      const prepare = async (table: ArchiveTable, row: Record<string, unknown>) => {
        if (sealed && !(await sealed.prepare(tx, table, row))) return false;
        if (table.table !== users || row[PASSWORD_COLUMN] !== null) return true;
        row[PASSWORD_COLUMN] = await password();
        usersWithoutPassword += 1;
        return true;
      };
      await clearSite(tx, force, manifest);
      for (const [index, file] of manifest.files.entries()) {
        const entry = await reader.next();
        if (!entry) throw new ArchiveError('missing', `The archive ends before ${file.path}: it is incomplete.`);
        if (entry.name !== file.path) {
          const listed = manifest.files.some((other) => other.path === entry.name);
          throw listed || entry.name === MANIFEST_NAME
            ? new ArchiveError('missing', `The archive has no ${file.path} where its manifest lists it.`)
            : new ArchiveError('format', `The archive holds a file its manifest does not list: ${entry.name}`);
        }
        if (entry.type !== 'file') throw new ArchiveError('format', `${entry.name} in the archive is not a file.`);
        entry.expectSize(file);
        if (index < manifest.tables.length) {
          const table = archiveTable(manifest.tables[index]!.name)!;
          const { lines, inserted } = await restoreData(entry, file, () =>
            restoreTableRows(table, entry, { tx, prepare, onRows: step }),
          );
          rows[table.name] = inserted;
          if (lines !== manifest.tables[index]!.rows)
            throw new ArchiveError(
              'format',
              `${entry.name} does not hold the ${manifest.tables[index]!.rows} rows its manifest counts.`,
            );
        } else {
          await media.restore(entry, file);
          step('media', 1);
        }
      }
      if (await reader.next()) throw new ArchiveError('format', 'The archive holds more files than its manifest lists.');
      await sealed?.finish(tx);
      await tx
        .insert(seedRuns)
        .values(DEMO_SEED_STEPS.map((name) => ({ name })))
        .onConflictDoNothing();
    });
    // This process may have read the install's old key; the restored one replaces it.
    if (manifest.with_secrets) forgetSealingKey(db);
    return {
      manifest,
      rows,
      files: media.written.length,
      filesKept: media.kept,
      bytes: media.bytes,
      usersWithoutPassword,
      secondFactorsReset: sealed?.secondFactorsReset.size ?? 0,
      webhooksWithoutSecret: sealed?.webhooksWithoutSecret ?? 0,
    };
  } catch (error) {
    await media.removeAll();
    throw error;
  } finally {
    reader.close();
    await media.close();
  }
}

/**
 * Runs one table's insert and checks its file. When the insert fails part-way (a line that does
 * not parse, a key that does not fit), the rest of the file is still read: if its bytes are not
 * the archived ones, the checksum error is the true reason and is the one reported.
 */
async function restoreData<T>(entry: ArchiveEntry, file: { sha256: string; size: number }, insert: () => Promise<T>): Promise<T> {
  let count: T;
  try {
    count = await insert();
  } catch (error) {
    await entry.drain().catch(() => undefined);
    entry.verify(file);
    // A line that is not JSON although its bytes are the archived ones: written wrong, not damaged.
    if (error instanceof SyntaxError)
      throw new ArchiveError('format', `${entry.name} holds a line that is not JSON (${error.message}).`);
    throw error;
  }
  entry.verify(file);
  return count;
}
