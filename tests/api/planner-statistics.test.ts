import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseHandle, getDb } from '@/server/db/client';
import { analyzeStaleTables, keepPlannerStatistics } from '@/server/db/planner-statistics';
import { makeItem } from '../support/content-fixtures';

async function estimatedRows(table: string): Promise<number> {
  const result = await getDb().execute(sql`explain (format json) select * from ${sql.identifier(table)}`);
  const [row] = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
  const plan = typeof row!['QUERY PLAN'] === 'string' ? JSON.parse(row!['QUERY PLAN']) : row!['QUERY PLAN'];
  return (plan as { Plan: { 'Plan Rows': number } }[])[0]!.Plan['Plan Rows'];
}

async function rowCount(table: string): Promise<number> {
  const result = await getDb().execute(sql`select count(*)::int as total from ${sql.identifier(table)}`);
  return (result as unknown as { rows: { total: number }[] }).rows[0]!.total;
}

describe('planner statistics', () => {
  it('gives the planner the real size of tables never analyzed, and leaves fresh ones alone', async () => {
    for (let n = 0; n < 3; n++) await makeItem({ en: { title: `Counted ${n}` }, fa: { title: `شمرده ${n}` } });
    await analyzeStaleTables(getDb());
    expect(await estimatedRows('content_translations')).toBe(await rowCount('content_translations'));
    expect(await estimatedRows('contents')).toBe(await rowCount('contents'));
    expect(await analyzeStaleTables(getDb())).toEqual([]);
  });

  it('analyzes a table again once it has grown by more than a tenth', async () => {
    await analyzeStaleTables(getDb());
    await getDb().execute(sql`insert into tags (id) select gen_random_uuid() from generate_series(1, 5000)`);
    expect(await analyzeStaleTables(getDb())).toContain('tags');
    expect(await estimatedRows('tags')).toBe(await rowCount('tags'));
  });

  it('keeps an embedded database analyzed from the start; PostgreSQL is left to autovacuum', async () => {
    await getDb().execute(sql`insert into categories (id) select gen_random_uuid() from generate_series(1, 5000)`);
    const stop = await keepPlannerStatistics(databaseHandle());
    stop();
    // On PostgreSQL autovacuum may or may not have run by now: only the embedded case is ours to promise.
    if (databaseHandle().kind === 'pglite') expect(await estimatedRows('categories')).toBe(await rowCount('categories'));
    else expect(await keepPlannerStatistics(databaseHandle())).toBeTypeOf('function');
  });
});
