import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { recoveryCodes, totpCredentials, type User } from '@/server/db/schema';
import type { TwoFactorStatus } from '@/shared/schemas/two-factor';
import { holdsManagerPermission, managerSecondFactorRequired } from './manager-second-factor';

/** Whether the account's authenticator app is on, how many recovery codes are left, and whether the site requires it. */
export async function twoFactorStatus({ user }: { user: User }): Promise<TwoFactorStatus> {
  const db = getDb();
  const [totp] = await db
    .select({ userId: totpCredentials.userId })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, user.id), isNotNull(totpCredentials.confirmedAt)))
    .limit(1);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    totp_enabled: totp !== undefined,
    recovery_codes_left: left?.n ?? 0,
    required: managerSecondFactorRequired() && (await holdsManagerPermission(user, db)),
  };
}
