import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { STARTUP_LOCK } from '../db/migrate';
import { seedRuns } from '../db/schema';
import { ensureFirstSuperManager, seedDemoAccounts } from '../services/accounts/bootstrap';
import { seedDemoEditorRole } from '../services/acl/seed-demo-role';
import { syncPermissionRegistry } from '../services/acl/sync-registry';
import { clearEnglishIndexForStems, clearPersianIndexForStems, clearSearchIndexForJoinedTitles, indexSearchBacklog } from '../services/content/search-index';
import type { Storage } from '../storage';
import { seedDemoContent } from './demo-content';
import { transaction } from '@/server/db/unit-of-work';

type SeedOptions = {
  demo: boolean;
  /** Where the demo media go; the configured storage when absent. */
  storage?: Storage;
};

type SeedStep = {
  name: string;
  /** Demo steps run only when SEED_DEMO is on; the others always. */
  isDemo: boolean;
  /** Steps that must not repeat (demo content) run once per database; the rest on every start. */
  once: boolean;
  /** Resolves true when it changed something worth reporting. */
  run: (db: Database | Transaction, options: SeedOptions) => Promise<boolean>;
};

// The once-only steps receive a transaction: the services they call accept either handle, and the
// query builders are the same; only the static types differ.
const asDatabase = (db: Database | Transaction) => db as Database;

/**
 * The once-only steps that upgrade stored search documents written by an older tokenizer. A
 * library written in bulk with today's (the bench's seeder) marks them done, or the next start
 * would clear and index again every document it just wrote.
 */
const searchIndexUpgrades = ['content.search-index.english-stems', 'content.search-index.joined-titles', 'content.search-index.persian-stems'] as const;

export async function markSearchIndexCurrent(db: Database): Promise<void> {
  await db
    .insert(seedRuns)
    .values(searchIndexUpgrades.map((name) => ({ name })))
    .onConflictDoNothing();
}

const steps: SeedStep[] = [
  { name: 'acl.permissions', isDemo: false, once: false, run: (db) => syncPermissionRegistry(asDatabase(db)) },
  // Once per database, before the backlog step re-indexes what it clears: English stems joined the index.
  { name: searchIndexUpgrades[0], isDemo: false, once: true, run: async (db) => (await clearEnglishIndexForStems(asDatabase(db))) > 0 },
  { name: searchIndexUpgrades[1], isDemo: false, once: true, run: async (db) => (await clearSearchIndexForJoinedTitles(asDatabase(db))) > 0 },
  { name: searchIndexUpgrades[2], isDemo: false, once: true, run: async (db) => (await clearPersianIndexForStems(asDatabase(db))) > 0 },
  { name: 'content.search-index', isDemo: false, once: false, run: async (db) => (await indexSearchBacklog(asDatabase(db))) > 0 },
  { name: 'accounts.first-super-manager', isDemo: false, once: false, run: async () => (await ensureFirstSuperManager()) === 'created' },
  { name: 'accounts.demo', isDemo: true, once: true, run: async (db) => (await seedDemoAccounts(db), true) },
  { name: 'acl.demo', isDemo: true, once: true, run: (db) => seedDemoEditorRole(asDatabase(db)) },
  { name: 'content.demo', isDemo: true, once: true, run: async (db, { storage }) => (await seedDemoContent(asDatabase(db), { storage }), true) },
];

/**
 * Runs the seed steps under the startup lock, so instances started together seed once. Each
 * once-only step commits together with its seed_runs row: a start killed half-way leaves the step
 * undone, not half done, and the next start runs it again from the beginning.
 */
export async function runSeeds(handle: DatabaseHandle, options: SeedOptions): Promise<string[]> {
  return handle.exclusive(STARTUP_LOCK, async () => {
    const ran: string[] = [];
    for (const step of steps) {
      if (step.isDemo && !options.demo) continue;
      const changed = step.once
        ? await transaction(handle.db, async (tx) => {
            const [done] = await tx.select().from(seedRuns).where(eq(seedRuns.name, step.name));
            if (done) return false;
            const result = await step.run(tx, options);
            await tx.insert(seedRuns).values({ name: step.name }).onConflictDoNothing();
            return result;
          })
        : await step.run(handle.db, options);
      if (changed) ran.push(step.name);
    }
    return ran;
  });
}
