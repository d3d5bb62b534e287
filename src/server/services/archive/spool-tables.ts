import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '@/server/db/client';
import { dataPath } from './manifest';
import { columnsLeftOut, type ArchiveLevel, type ArchiveTable } from './tables';

/** Rows read per query: a page of a table is all the export holds of it at once. */
export const PAGE_ROWS = 500;

export type SpooledTable = { name: string; rows: number; file: string; path: string; sha256: string; size: number };

type Options = { level: ArchiveLevel; onRows: (table: string, rows: number) => void };

/** The table's columns, each secret one the archive's level leaves out read as null. */
function selectList(table: ArchiveTable, level: ArchiveLevel): SQL {
  const leftOut = columnsLeftOut(table, level);
  const columns = table.columns.map((column) =>
    leftOut.has(column.name)
      ? sql`null::${sql.raw(column.sqlType)} as ${sql.identifier(column.name)}`
      : sql.identifier(column.name),
  );
  return sql.join(columns, sql`, `);
}

/**
 * One table's rows as JSON lines, a page at a time in primary-key order (keyset: each page starts
 * after the last key of the one before, so deep pages cost what the first does). PostgreSQL
 * writes each line itself (`row_to_json`): timestamps come out as ISO 8601 with their
 * microseconds, jsonb as JSON, whichever driver is in use.
 */
export async function* tableLines(db: Db, table: ArchiveTable, level: ArchiveLevel): AsyncGenerator<string[]> {
  const key = sql.join(
    table.primaryKey.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const keyText = sql.join(
    table.primaryKey.map((column, index) => sql`r.${sql.identifier(column.name)}::text as ${sql.identifier(`k${index}`)}`),
    sql`, `,
  );
  let after: string[] | null = null;
  for (;;) {
    const cursor: string[] | null = after;
    const where: SQL = cursor
      ? sql`where (${key}) > (${sql.join(
          table.primaryKey.map((column, index) => sql`${cursor[index]}::${sql.raw(column.sqlType)}`),
          sql`, `,
        )})`
      : sql``;
    const result: { rows: Record<string, string>[] } = await db.execute<Record<string, string>>(sql`
      select row_to_json(r)::text as line, ${keyText}
      from (select ${selectList(table, level)} from ${sql.identifier(table.name)} ${where} order by ${key} limit ${PAGE_ROWS}) as r
      order by ${key}`);
    const rows = result.rows;
    if (rows.length === 0) return;
    yield rows.map((row) => row.line!);
    if (rows.length < PAGE_ROWS) return;
    const last = rows.at(-1)!;
    after = table.primaryKey.map((_, index) => last[`k${index}`]!);
  }
}

async function spoolTable(db: Db, table: ArchiveTable, folder: string, { level, onRows }: Options): Promise<SpooledTable> {
  const file = path.join(folder, `${table.name}.jsonl`);
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  let size = 0;
  try {
    for await (const lines of tableLines(db, table, level)) {
      const chunk = Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');
      hash.update(chunk);
      size += chunk.byteLength;
      rows += lines.length;
      if (!out.write(chunk)) await once(out, 'drain');
      onRows(table.name, lines.length);
    }
  } finally {
    out.end();
    await finished(out);
  }
  return { name: table.name, rows, file, path: dataPath(table.name), sha256: hash.digest('hex'), size };
}

/**
 * Writes every archived table to a JSON lines file under `folder`, all from one snapshot (a
 * repeatable-read, read-only transaction), so a row never points at one another table lost
 * while the export ran. Spooling first is what gives the archive each file's size (a tar header
 * needs it before the bytes) and checksum (the manifest goes first) without holding a table in
 * memory; the snapshot lasts only as long as the database reads, not the media copy.
 */
export async function spoolTables(
  db: Database,
  tables: ArchiveTable[],
  folder: string,
  options: Options & { onCounts: (rows: number) => void },
): Promise<SpooledTable[]> {
  // A read-only snapshot: it writes nothing, so it has no effects to hold back for a commit.
  // eslint-disable-next-line no-restricted-syntax
  return db.transaction(
    async (tx) => {
      // ISO timestamps in UTC whatever the server's zone: archives from anywhere read the same.
      await tx.execute(sql`set local time zone 'UTC'`);
      let total = 0;
      for (const table of tables) {
        const result = await tx.execute<{ rows: number }>(sql`select count(*)::int as rows from ${sql.identifier(table.name)}`);
        total += Number(result.rows[0]?.rows ?? 0);
      }
      options.onCounts(total);
      const spooled: SpooledTable[] = [];
      for (const table of tables) spooled.push(await spoolTable(tx, table, folder, options));
      return spooled;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
