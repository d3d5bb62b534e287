import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { seedRuns } from '../db/schema';
import { ensureFirstSuperManager, seedDemoAccounts } from '../services/accounts/bootstrap';
import { seedDemoEditorRole } from '../services/acl/seed-demo-role';
import { syncPermissionRegistry } from '../services/acl/sync-registry';
import { seedDemoContent } from './demo-content';

type SeedStep = {
  name: string;
  /** Demo steps run only when SEED_DEMO is on; the others always. */
  isDemo: boolean;
  /** Steps that must not repeat (demo content) run once per database; the rest on every start. */
  once: boolean;
  /** Resolves true when it changed something worth reporting. */
  run: (handle: DatabaseHandle) => Promise<boolean>;
};

const steps: SeedStep[] = [
  { name: 'acl.permissions', isDemo: false, once: false, run: (handle) => syncPermissionRegistry(handle.db) },
  { name: 'accounts.first-super-manager', isDemo: false, once: false, run: async () => (await ensureFirstSuperManager()) === 'created' },
  { name: 'accounts.demo', isDemo: true, once: true, run: async () => (await seedDemoAccounts(), true) },
  { name: 'acl.demo', isDemo: true, once: true, run: (handle) => seedDemoEditorRole(handle.db) },
  { name: 'content.demo', isDemo: true, once: true, run: async (handle) => (await seedDemoContent(handle.db), true) },
];

/** Runs the seed steps: once-only steps are recorded in seed_runs so a restart never repeats them. */
export async function runSeeds(handle: DatabaseHandle, { demo }: { demo: boolean }): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    if (step.isDemo && !demo) continue;
    if (step.once) {
      const [done] = await handle.db.select().from(seedRuns).where(eq(seedRuns.name, step.name));
      if (done) continue;
    }
    const changed = await step.run(handle);
    if (step.once) await handle.db.insert(seedRuns).values({ name: step.name }).onConflictDoNothing();
    if (changed) ran.push(step.name);
  }
  return ran;
}
