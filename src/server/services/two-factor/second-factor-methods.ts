import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { passkeys, recoveryCodes, totpCredentials } from '@/server/db/schema';
import type { SecondFactorMethod } from '@/shared/schemas/two-factor';

/** The ways this account can finish a two-step sign-in; empty when it has no second factor. */
export async function secondFactorMethods(db: Db, userId: string): Promise<SecondFactorMethod[]> {
  const [[totp], [recovery], [passkey]] = await Promise.all([
    db
      .select({ userId: totpCredentials.userId })
      .from(totpCredentials)
      .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)))
      .limit(1),
    db
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .limit(1),
    db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push('totp');
  // Recovery codes stand in for the authenticator app; they are no second factor on their own.
  if (totp && recovery) methods.push('recovery');
  if (passkey) methods.push('passkey');
  return methods;
}
