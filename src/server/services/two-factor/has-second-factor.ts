import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { passkeys, totpCredentials } from '@/server/db/schema';

/** True when the account can prove a second factor: a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [totp] = await db
    .select({ userId: totpCredentials.userId })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)))
    .limit(1);
  if (totp) return true;
  const [passkey] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return passkey !== undefined;
}
