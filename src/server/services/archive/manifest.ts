import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '@/server/db/migrate';
import { isSafeKey } from '@/server/storage';
import { ArchiveError } from './errors';
import { archiveTable, tablesAt, travelsAt } from './tables';

export const ARCHIVE_FORMAT = 'darvazeh-archive';
export const ARCHIVE_VERSION = 1;
/** The first entry of every archive. */
export const MANIFEST_NAME = 'manifest.json';
/** A manifest lists every file of the site; past this it is not one of ours. */
export const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

const fileSchema = z.object({
  path: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
});

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  created_at: z.string(),
  /** The newest database migration of the app that wrote the archive. */
  migration: z.string().min(1),
  /**
   * Whether users' password hashes and their accounts' security rows are in it (else the hashes
   * are null, restored users reset their passwords and enrol their second factor again).
   */
  with_accounts: z.boolean(),
  /**
   * Whether the key that seals secrets (`app_secrets`) is in it: only with accounts. Archives
   * written before it was recorded always held the key; parseManifest reads their tables.
   */
  with_secrets: z.boolean().optional(),
  /** The archived tables in insert order, with their row counts. */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  /** Every other file of the archive, in archive order: the data files, then the media. */
  files: z.array(fileSchema),
  /** Storage keys that media rows named but the storage did not have when the archive was made. */
  missing_media: z.array(z.string()),
});

export type ArchiveManifest = z.infer<typeof manifestSchema> & { with_secrets: boolean };
export type ArchiveFile = z.infer<typeof fileSchema>;

/** Where a table's rows are in the archive. */
export const dataPath = (table: string): string => `data/${table}.jsonl`;
/** Where a stored file is in the archive: its storage key under `media/`. */
export const mediaPath = (key: string): string => `media/${key}`;

let tags: string[] | undefined;

/** The migration tags this app knows, oldest first (the journal drizzle-kit keeps). */
export function migrationTags(): string[] {
  tags ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  ).entries.map((entry) => entry.tag);
  return tags;
}

/** The schema an archive written now has: the newest migration. */
export function currentMigration(): string {
  return migrationTags().at(-1)!;
}

/**
 * Reads and checks a manifest before anything is written: ours, not newer than this app, its
 * tables known and in an order whose parents come first, every file named where the restore
 * expects it (the data files in table order, then the media under safe storage keys).
 */
export function parseManifest(text: string): ArchiveManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ArchiveError('format', 'The archive manifest is not JSON: this is not a Darvazeh archive, or it is damaged.');
  }
  const format = (parsed as { format?: unknown } | null)?.format;
  if (format !== ARCHIVE_FORMAT)
    throw new ArchiveError('format', 'This is not a Darvazeh archive (its manifest names another format).');
  const version = (parsed as { version?: unknown }).version;
  if (typeof version === 'number' && version > ARCHIVE_VERSION) {
    throw new ArchiveError(
      'version',
      `The archive has format version ${version}; this install reads version ${ARCHIVE_VERSION}. Update it first.`,
    );
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success)
    throw new ArchiveError(
      'format',
      `The archive manifest is malformed: ${result.error.issues[0]?.path.join('.')} ${result.error.issues[0]?.message}`,
    );
  const manifest = result.data;
  if (!migrationTags().includes(manifest.migration)) {
    throw new ArchiveError(
      'version',
      `The archive was made by a newer version of Darvazeh (migration ${manifest.migration}); update this install first.`,
    );
  }
  checkTables(manifest);
  checkFiles(manifest);
  return { ...manifest, with_secrets: manifest.with_secrets ?? manifest.tables.some((table) => table.name === 'app_secrets') };
}

function checkTables(manifest: z.infer<typeof manifestSchema>): void {
  const recorded = manifest.with_secrets !== undefined;
  const level = { withAccounts: manifest.with_accounts, withSecrets: manifest.with_secrets ?? false };
  if (level.withSecrets && !level.withAccounts)
    throw new ArchiveError('format', 'The archive manifest says it holds the sealing key without the accounts it seals.');
  const seen = new Set<string>();
  for (const { name } of manifest.tables) {
    const table = archiveTable(name);
    if (!table)
      throw new ArchiveError(
        'version',
        `The archive holds a table this install does not know (${name}); update this install first.`,
      );
    if (seen.has(name)) throw new ArchiveError('format', `The archive manifest lists ${name} twice.`);
    // A restore decides what to keep by what the manifest says the archive holds: it must not hold more.
    if (recorded && !travelsAt(table.travel, level))
      throw new ArchiveError('format', `The archive holds ${name}, which its manifest says it leaves out.`);
    const late = table.parents.find((parent) => !seen.has(parent) && manifest.tables.some((t) => t.name === parent));
    if (late) throw new ArchiveError('format', `The archive lists ${name} before ${late}, which it depends on.`);
    seen.add(name);
  }
  // Every table the archive knows of at its version must be there: a missing one is a cut archive.
  if (manifest.migration === currentMigration()) {
    const absent = tablesAt(level).find((table) => !seen.has(table.name));
    if (absent) throw new ArchiveError('missing', `The archive has no ${absent.name} table.`);
  }
}

function checkFiles(manifest: z.infer<typeof manifestSchema>): void {
  const expectedData = manifest.tables.map((table) => dataPath(table.name));
  const data = manifest.files.slice(0, expectedData.length).map((file) => file.path);
  const mismatch = expectedData.findIndex((name, index) => data[index] !== name);
  if (mismatch >= 0)
    throw new ArchiveError(
      'format',
      `The archive manifest does not list ${expectedData[mismatch]} where its table order puts it.`,
    );
  const paths = new Set<string>(data);
  for (const file of manifest.files.slice(expectedData.length)) {
    const key = file.path.startsWith('media/') ? file.path.slice('media/'.length) : '';
    if (!isSafeKey(key)) throw new ArchiveError('format', `The archive names a file outside its media folder: ${file.path}`);
    if (paths.has(file.path)) throw new ArchiveError('format', `The archive manifest lists ${file.path} twice.`);
    paths.add(file.path);
  }
}
