import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import type { ArchiveEntry } from './archive-reader';
import { ArchiveError } from './errors';
import { PAGE_ROWS } from './spool-tables';
import { RETIRED_COLUMNS, type ArchiveColumn, type ArchiveTable } from './tables';

type Row = Record<string, unknown>;

export type RowContext = {
  tx: Transaction;
  /**
   * Fills in what the archive leaves out of a row (a user's password hash without accounts), or
   * answers false to leave the row out (a second factor sealed under a key the archive lacks).
   */
  prepare?: (table: ArchiveTable, row: Row) => Promise<boolean>;
  onRows: (table: string, rows: number) => void;
};

/** Text held per insert besides the row limit: a page of long bodies stays a few megabytes. */
const BATCH_CHARS = 4 * 1024 * 1024;
const DEFERRED = 'archive_self_references';
/** Bound parameters per INSERT, well under PostgreSQL's 65,535. */
const BATCH_PARAMETERS = 30_000;

/** The archive's lines as they arrive; a line never holds a raw newline (JSON escapes it). */
async function* lines(entry: ArchiveEntry): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
  for (let chunk = await entry.next(); chunk; chunk = await entry.next()) {
    const parts = (rest + decoder.decode(chunk, { stream: true })).split('\n');
    rest = parts.pop()!;
    yield* parts.filter((line) => line.length > 0);
  }
  rest += decoder.decode();
  if (rest.length > 0) yield rest;
}

/** An array as PostgreSQL's array literal, each element quoted and escaped. */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * A value as the driver should send it: JSON columns as their text, arrays as one array literal
 * (the query builder would spread a JS array into a list of values), the rest as they are.
 */
function parameter(value: unknown, column: ArchiveColumn): unknown {
  if (value === null || value === undefined) return null;
  if (column.sqlType === 'jsonb' || column.sqlType === 'json') return JSON.stringify(value);
  return Array.isArray(value) ? arrayLiteral(value) : value;
}

/** Each value cast to its column's type, so ISO text becomes a timestamp and JSON text jsonb. */
function insertRows(table: ArchiveTable, columns: ArchiveColumn[], rows: Row[]): SQL {
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        columns.map((column) => sql`${parameter(row[column.name], column)}::${sql.raw(column.sqlType)}`),
        sql`, `,
      )})`,
  );
  return sql`insert into ${sql.identifier(table.name)} (${names}) values ${sql.join(values, sql`, `)}`;
}

/** The columns of the table's first line; every other line must have the same ones. */
function columnsOf(table: ArchiveTable, row: Row): ArchiveColumn[] {
  if (Object.keys(row).length === 0) throw new ArchiveError('format', `The archive's ${table.name} rows have no columns.`);
  return Object.keys(row).map((name) => {
    const column = table.columns.find((c) => c.name === name);
    if (!column)
      throw new ArchiveError(
        'version',
        `The archive's ${table.name} rows have a column this install does not know (${name}); update this install first.`,
      );
    return column;
  });
}

/**
 * Self-references are inserted empty and kept aside in a temporary table (not in memory), then
 * filled in with one UPDATE once every row of the table is in, whatever order parents came in.
 */
async function deferSelfReferences(tx: Transaction, table: ArchiveTable, rows: Row[]): Promise<void> {
  const key = table.primaryKey[0]!.name;
  const pairs: SQL[] = [];
  for (const row of rows) {
    for (const column of table.selfReferences) {
      if (row[column.name] === null || row[column.name] === undefined) continue;
      pairs.push(sql`(${column.name}, ${String(row[key])}, ${String(row[column.name])})`);
      row[column.name] = null;
    }
  }
  if (pairs.length)
    await tx.execute(sql`insert into ${sql.identifier(DEFERRED)} (column_name, id, ref) values ${sql.join(pairs, sql`, `)}`);
}

async function fillSelfReferences(tx: Transaction, table: ArchiveTable): Promise<void> {
  const key = table.primaryKey[0]!;
  for (const column of table.selfReferences) {
    await tx.execute(sql`
      update ${sql.identifier(table.name)} as t set ${sql.identifier(column.name)} = d.ref::${sql.raw(column.sqlType)}
      from ${sql.identifier(DEFERRED)} as d
      where d.column_name = ${column.name} and t.${sql.identifier(key.name)} = d.id::${sql.raw(key.sqlType)}`);
  }
  await tx.execute(sql`delete from ${sql.identifier(DEFERRED)}`);
}

/**
 * Inserts one table's rows from its archive file, with their original keys, in batches. The
 * database's own triggers run as for any insert (list copies and counts follow the rows).
 * Resolves with the number of rows the file holds, and of those inserted.
 */
export async function restoreTableRows(
  table: ArchiveTable,
  entry: ArchiveEntry,
  { tx, prepare, onRows }: RowContext,
): Promise<{ lines: number; inserted: number }> {
  if (table.selfReferences.length) {
    await tx.execute(
      sql`create temporary table if not exists ${sql.identifier(DEFERRED)} (column_name text not null, id text not null, ref text not null) on commit drop`,
    );
  }
  let columns: ArchiveColumn[] | null = null;
  const retired = Object.keys(RETIRED_COLUMNS[table.name] ?? {});
  let batch: Row[] = [];
  let chars = 0;
  let total = 0;
  let read = 0;
  const flush = async () => {
    if (!batch.length || !columns) return;
    if (table.selfReferences.length) await deferSelfReferences(tx, table, batch);
    await tx.execute(insertRows(table, columns, batch));
    total += batch.length;
    onRows(table.name, batch.length);
    batch = [];
    chars = 0;
  };
  for await (const line of lines(entry)) {
    const row = JSON.parse(line) as Row;
    if (row === null || typeof row !== 'object' || Array.isArray(row))
      throw new ArchiveError('format', `${entry.name} holds a line that is not a row.`);
    for (const name of retired) delete row[name];
    columns ??= columnsOf(table, row);
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((name, index) => columns![index]!.name !== name)) {
      throw new ArchiveError('format', `${entry.name} has rows with different columns.`);
    }
    read += 1;
    if (prepare && !(await prepare(table, row))) continue;
    batch.push(row);
    chars += line.length;
    if (batch.length >= Math.min(PAGE_ROWS, BATCH_PARAMETERS / columns.length) || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  if (table.selfReferences.length) await fillSelfReferences(tx, table);
  return { lines: read, inserted: total };
}
