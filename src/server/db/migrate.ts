import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import path from 'node:path';
import type { DatabaseHandle } from './client';

export const migrationsFolder = path.resolve(process.cwd(), 'src/server/db/migrations');

/**
 * Instances started together on an empty database take turns for migrations and seeds: two
 * concurrent `CREATE EXTENSION` or seed inserts would otherwise fail one of them.
 */
export const STARTUP_LOCK = 'darvazeh:startup';

/** Applies the committed SQL migrations that have not run yet (forward only), one instance at a time. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.exclusive(STARTUP_LOCK, async () => {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migrateNodePg(handle.db, { migrationsFolder });
    }
  });
}
