import { eq, or } from 'drizzle-orm';
import { env } from '@/env';
import { hashPassword } from '@/server/auth/passwords';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { seedRuns, users, type User } from '@/server/db/schema';
import { emailField, passwordField } from '@/shared/schemas/accounts';
import { recordActivity } from '../activity/record-activity';
import { welcomeNewAccounts } from '../notifications/welcome';
import { findUserByEmail } from './identity';

const SYSTEM = { ip: null, userAgent: 'system' };

/** Documented demo accounts (README), created only when demo seeding is on. */
export const DEMO_PASSWORD = 'Darvazeh-demo-2026';
export const demoAccounts = [
  { email: 'user@darvazeh.local', username: 'demo_user', firstname: 'Sara', lastname: 'Ahmadi', isManager: false, isSuperManager: false },
  { email: 'manager@darvazeh.local', username: 'demo_manager', firstname: 'Reza', lastname: 'Karimi', isManager: true, isSuperManager: false },
  { email: 'admin@darvazeh.local', username: 'demo_admin', firstname: 'Maryam', lastname: 'Rahimi', isManager: true, isSuperManager: true },
] as const;

/** A free username derived from the e-mail's local part (`ali.rezaei` → `ali.rezaei`, or `ali.rezaei_2`). */
async function freeUsername(db: Database, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, '')
      .slice(0, 28) || 'manager';
  const stem = base.length >= 3 ? base : `${base}_mgr`;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? stem : `${stem}_${suffix}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

function assertStrongPassword(password: string): void {
  const result = passwordField.safeParse(password);
  if (!result.success) throw new Error('The password must be 8 to 128 characters long.');
}

/**
 * `npm run manager:create`: creates a manager account, or promotes an existing one. An existing
 * account keeps its password; a new one needs `password`.
 */
export async function createOrPromoteManager(input: {
  email: string;
  password?: string;
  isSuperManager: boolean;
}): Promise<{ user: User; created: boolean }> {
  const db = getDb();
  const parsed = emailField.safeParse(input.email);
  if (!parsed.success) throw new Error(`Not an e-mail address: ${input.email}`);
  const email = parsed.data;
  const existing = await findUserByEmail(db, email);
  const flags = { isManager: true, ...(input.isSuperManager ? { isSuperManager: true } : {}) };

  if (existing) {
    const [promoted] = await db.update(users).set(flags).where(eq(users.id, existing.id)).returning();
    await recordActivity(db, {
      actorId: null,
      action: 'users.promote',
      resource: 'users',
      resourceId: existing.id,
      summary: { email, super_manager: input.isSuperManager },
      client: SYSTEM,
    });
    return { user: promoted ?? existing, created: false };
  }

  if (!input.password) throw new Error('A new account needs --password.');
  assertStrongPassword(input.password);
  const username = await freeUsername(db, email);
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email, username, passwordHash, emailVerifiedAt: new Date(), ...flags })
      .returning();
    if (!row) throw new Error('users insert returned no row');
    await welcomeNewAccounts(tx, [row.id]);
    await recordActivity(tx, {
      actorId: null,
      action: 'users.create_manager',
      resource: 'users',
      resourceId: row.id,
      summary: { email, super_manager: input.isSuperManager },
      client: SYSTEM,
    });
    return row;
  });
  return { user: created, created: true };
}

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
  await createOrPromoteManager({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, isSuperManager: true });
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
  await db.transaction(async (tx) => {
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
