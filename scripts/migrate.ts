/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to PGlite under DATA_DIR. */
import { closeDatabase, databaseHandle } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';

async function main(): Promise<void> {
  await runMigrations(databaseHandle());
  console.log('[darvazeh] migrations applied');
}

main()
  .catch((error: unknown) => {
    console.error('[darvazeh] migration failed', error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
