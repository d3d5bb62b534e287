import { eq, or } from 'drizzle-orm';
import { env } from '@/env';
import { hashPassword } from '@/server/auth/passwords';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { seedRuns, users } from '@/server/db/schema';
import { systemWriter } from '../context';
import { welcomeNewAccounts } from '../notifications/welcome';
import { createOrPromoteManager } from './create-or-promote-manager';
import { findUserByEmail } from './identity';
import { transaction } from '@/server/db/unit-of-work';

/** Documented demo accounts (README), created only when demo seeding is on. */
export const DEMO_PASSWORD = 'Darvazeh-demo-2026';
export const demoAccounts = [
  { email: 'user@darvazeh.local', username: 'demo_user', firstname: 'Sara', lastname: 'Ahmadi', isManager: false, isSuperManager: false },
  { email: 'manager@darvazeh.local', username: 'demo_manager', firstname: 'Reza', lastname: 'Karimi', isManager: true, isSuperManager: false },
  { email: 'admin@darvazeh.local', username: 'demo_admin', firstname: 'Maryam', lastname: 'Rahimi', isManager: true, isSuperManager: true },
] as const;

/**
 * On start: when ADMIN_EMAIL and ADMIN_PASSWORD are set and no super manager exists yet, creates
 * one. Never changes an existing account: if the address already belongs to someone (who may
 * have registered it themselves), it is left alone and a warning is logged.
 */
export async function ensureFirstSuperManager(): Promise<'created' | 'exists' | 'skipped'> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return 'skipped';
  const db = getDb();
  const [superManager] = await db.select({ id: users.id }).from(users).where(eq(users.isSuperManager, true)).limit(1);
  if (superManager) return 'exists';
  if (await findUserByEmail(db, ADMIN_EMAIL)) {
    console.warn(`[accounts] ADMIN_EMAIL ${ADMIN_EMAIL} belongs to an existing account; promote it with npm run manager:create -- --super`);
    return 'skipped';
  }
  await createOrPromoteManager({ input: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, isSuperManager: true }, by: systemWriter() });
  return 'created';
}

const DEMO_SEED = 'accounts.demo';

/**
 * Creates the demo accounts once (recorded in `seed_runs`, so accounts a manager deletes do not
 * come back on restart), each with the welcome every new account gets. Addresses or usernames
 * already in use are skipped.
 */
export async function seedDemoAccounts(db: Database | Transaction = getDb()): Promise<void> {
  const [ran] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED)).limit(1);
  if (ran) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await transaction(db, async (tx) => {
    for (const account of demoAccounts) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.email, account.email), eq(users.username, account.username)))
        .limit(1);
      if (taken) continue;
      const [created] = await tx
        .insert(users)
        .values({
          ...account,
          passwordHash,
          mobile: '+989120000000',
          locale: 'fa',
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      await welcomeNewAccounts(tx, [created!.id]);
    }
    await tx.insert(seedRuns).values({ name: DEMO_SEED }).onConflictDoNothing();
  });
}
