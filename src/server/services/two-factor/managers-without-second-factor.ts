import { and, count, eq, exists, isNotNull, not, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { passkeys, rolePermissions, totpCredentials, userRoles, users } from '@/server/db/schema';

/**
 * How many accounts hold a manager permission (super managers, and managers with a role that
 * grants something) but have neither a confirmed authenticator app nor a passkey: the manager
 * dashboard warns super managers about them. Blocked accounts cannot sign in and are left out.
 */
export async function countManagersWithoutSecondFactor(db: Db = getDb()): Promise<number> {
  const holdsPermission = exists(
    db
      .select({ one: userRoles.roleId })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .where(eq(userRoles.userId, users.id)),
  );
  const hasTotp = exists(
    db
      .select({ one: totpCredentials.userId })
      .from(totpCredentials)
      .where(and(eq(totpCredentials.userId, users.id), isNotNull(totpCredentials.confirmedAt))),
  );
  const hasPasskey = exists(db.select({ one: passkeys.id }).from(passkeys).where(eq(passkeys.userId, users.id)));
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.isBlocked, false),
        or(eq(users.isSuperManager, true), and(eq(users.isManager, true), holdsPermission)),
        not(hasTotp),
        not(hasPasskey),
      ),
    );
  return row?.n ?? 0;
}
