import { eq } from 'drizzle-orm';
import { hashPassword } from '@/server/auth/passwords';
import { getDb, type Database } from '@/server/db/client';
import { users, type User } from '@/server/db/schema';
import { emailField, passwordField } from '@/shared/schemas/accounts';
import { recordWrite } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { welcomeNewAccounts } from '../notifications/welcome';
import { findUserByEmail } from './identity';
import { transaction } from '@/server/db/unit-of-work';

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
export async function createOrPromoteManager({
  input,
  by,
}: {
  input: { email: string; password?: string; isSuperManager: boolean };
  by: WriteContext;
}): Promise<{ user: User; created: boolean }> {
  const db = getDb();
  const parsed = emailField.safeParse(input.email);
  if (!parsed.success) throw new Error(`Not an e-mail address: ${input.email}`);
  const email = parsed.data;
  const existing = await findUserByEmail(db, email);
  const flags = { isManager: true, ...(input.isSuperManager ? { isSuperManager: true } : {}) };

  if (existing) {
    const promoted = await transaction(db, async (tx) => {
      const [row] = await tx.update(users).set(flags).where(eq(users.id, existing.id)).returning();
      await recordWrite(tx, by, 'users.promote', existing.id, { email, super_manager: input.isSuperManager });
      return row;
    });
    return { user: promoted ?? existing, created: false };
  }

  if (!input.password) throw new Error('A new account needs --password.');
  assertStrongPassword(input.password);
  const username = await freeUsername(db, email);
  const passwordHash = await hashPassword(input.password);
  const created = await transaction(db, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email, username, passwordHash, emailVerifiedAt: new Date(), ...flags })
      .returning();
    if (!row) throw new Error('users insert returned no row');
    await welcomeNewAccounts(tx, [row.id]);
    await recordWrite(tx, by, 'users.create_manager', row.id, { email, super_manager: input.isSuperManager });
    return row;
  });
  return { user: created, created: true };
}
