/** `npm run db:seed`: migrates, then runs the seed steps (the demo content too when SEED_DEMO=true), as a start does. */
import { closeDatabase, databaseHandle } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { runSeeds } from '../src/server/seed';
import { env } from '../src/env';

async function main(): Promise<void> {
  const handle = databaseHandle();
  await runMigrations(handle);
  const ran = await runSeeds(handle, { demo: env().SEED_DEMO });
  console.log(`[darvazeh] seeded${ran.length ? `: ${ran.join(', ')}` : ', nothing left to do'}`);
}

main()
  .catch((error: unknown) => {
    console.error('[darvazeh] seeding failed', error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
