/**
 * Which tables a site archive carries, with their columns under their SQL names, in an order a
 * restore can insert them in (parents before the tables whose foreign keys point at them).
 *
 * Every table of `src/server/db/schema` travels except derived, per-install or secret state:
 * - `content_list_counts`: derived. The triggers of migration 0012 rebuild it row by row as the
 *   translations and tag links go back in, exactly as a normal write keeps it.
 * - `access_tokens`: sign-in sessions of this install's browsers and apps, hashes of secrets; a
 *   restored user signs in again.
 * - `password_reset_tokens`, `email_verification_tokens`: one-time secrets mailed by this install;
 *   a link mailed here must not work on another install.
 * - `mail_outbox`: this install's delivery record; without SMTP it holds those very links.
 * - `seed_runs`: which one-time start-up steps ran on this install (restore.ts marks the demo
 *   steps done itself, so a start after a restore never seeds the demo into the restored site).
 * - `import_runs`: this install's import and export jobs, pointing at files in its own storage.
 * - `webauthn_challenges`: passkey prompts of this install's last five minutes, single use.
 * `import_keys` travel: ids are kept, so importing the same WordPress export again after a restore
 * updates the items it made instead of duplicating them.
 * Rate limits live in memory or Redis, not in the database, so there is nothing of them to leave.
 * `search_vector` is written by application code (services/content/search-index), not by a
 * trigger, so it travels as an ordinary column and search works at once after a restore.
 */
import { is } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '@/server/db/schema';

/** The schema's tables an archive leaves out (why: the comment at the top of this file). */
export const EXCLUDED_TABLES: ReadonlySet<string> = new Set([
  'content_list_counts',
  'access_tokens',
  'password_reset_tokens',
  'email_verification_tokens',
  'mail_outbox',
  'seed_runs',
  'import_runs',
  'webauthn_challenges',
  'sign_in_challenges',
]);

export type ArchiveColumn = {
  /** The SQL name, as the archive's JSON lines key it. */
  name: string;
  /** The SQL type, used to cast each value back on restore (`timestamp with time zone`, `jsonb`, …). */
  sqlType: string;
  notNull: boolean;
};

export type ArchiveTable = {
  name: string;
  table: PgTable;
  columns: ArchiveColumn[];
  /** The primary key's columns: the order of the archive's rows and of the export's keyset pages. */
  primaryKey: ArchiveColumn[];
  /**
   * Columns that point at the same table (a sub-category's parent, a reply's comment). Rows are
   * exported in key order, so a parent may come after its child: a restore inserts these columns
   * empty and fills them in once the whole table is in.
   */
  selfReferences: ArchiveColumn[];
  /** The archived tables this one's foreign keys point at. */
  parents: string[];
};

const casing = new CasingCache('snake_case');

/** A column's SQL name under the app's snake_case casing (keys without an explicit name). */
export function sqlNameOf(column: PgColumn): string {
  return casing.getColumnCasing(column);
}

function describeTable(table: PgTable): Omit<ArchiveTable, 'parents'> & { references: string[] } {
  const config = getTableConfig(table);
  // Keys and foreign keys declared in a table's extra config name stand-ins of its columns, so
  // every column is looked up among the table's own by name.
  const column = (c: PgColumn): ArchiveColumn => {
    const own = config.columns.find((candidate) => candidate.name === c.name);
    if (!own) throw new Error(`archive: ${config.name} has no column ${c.name}`);
    return { name: sqlNameOf(own), sqlType: own.getSQLType(), notNull: own.notNull };
  };
  const columns = config.columns.map(column);
  const composite = config.primaryKeys[0]?.columns;
  const primaryKey = composite ? composite.map(column) : config.columns.filter((c) => c.primary).map(column);
  if (primaryKey.length === 0) throw new Error(`archive: table ${config.name} has no primary key to page through`);
  const selfReferences: ArchiveColumn[] = [];
  const references: string[] = [];
  for (const foreignKey of config.foreignKeys) {
    const reference = foreignKey.reference();
    const target = getTableConfig(reference.foreignTable).name;
    if (target !== config.name) {
      references.push(target);
      continue;
    }
    for (const own of reference.columns.map(column)) {
      if (own.notNull || primaryKey.length !== 1)
        throw new Error(`archive: ${config.name}.${own.name} cannot be filled in after its rows`);
      selfReferences.push(own);
    }
  }
  return { name: config.name, table, columns, primaryKey, selfReferences, references };
}

/** Kahn's order, stable: among the tables whose parents are all placed, the first in schema order. */
function parentsFirst(tables: ReturnType<typeof describeTable>[]): ArchiveTable[] {
  const names = new Set(tables.map((t) => t.name));
  const pending = tables.map((t) => {
    const outside = t.references.filter((name) => !names.has(name) && !EXCLUDED_TABLES.has(name));
    if (outside.length) throw new Error(`archive: ${t.name} references unknown tables ${outside.join(', ')}`);
    const leftOut = t.references.filter((name) => EXCLUDED_TABLES.has(name));
    if (leftOut.length) throw new Error(`archive: ${t.name} references ${leftOut.join(', ')}, which archives leave out`);
    return {
      name: t.name,
      table: t.table,
      columns: t.columns,
      primaryKey: t.primaryKey,
      selfReferences: t.selfReferences,
      parents: [...new Set(t.references)],
    };
  });
  const placed = new Set<string>();
  const ordered: ArchiveTable[] = [];
  while (pending.length) {
    const next = pending.findIndex((t) => t.parents.every((parent) => placed.has(parent)));
    if (next < 0) throw new Error(`archive: foreign keys form a cycle among ${pending.map((t) => t.name).join(', ')}`);
    const [table] = pending.splice(next, 1);
    placed.add(table!.name);
    ordered.push(table!);
  }
  return ordered;
}

let cached: ArchiveTable[] | undefined;

/** The archived tables in insert order, computed once from the schema's foreign keys. */
export function archiveTables(): ArchiveTable[] {
  cached ??= parentsFirst(
    (Object.values(schema).filter((value) => is(value, PgTable)) as unknown as PgTable[])
      .filter((table) => !EXCLUDED_TABLES.has(getTableConfig(table).name))
      .map(describeTable),
  );
  return cached;
}

/** One archived table by its SQL name. */
export function archiveTable(name: string): ArchiveTable | undefined {
  return archiveTables().find((table) => table.name === name);
}
