import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { activityLogs } from '@/server/db/schema';
import { consumeLimit, refundLimit, resetLimit } from '@/server/rate-limit';
import type { ServiceContext } from '../context';

/** The counters one sign-in attempt is charged to (docs/adr/0009-login-throttling.md). */
export type LoginAttemptKeys = { address: string; accountKey: string; accountAddressKey: string };

/** Keys for an attempt on `accountKey` (`user:<id>`, or the identifier typed for an unknown account). */
export function loginAttemptKeys(accountKey: string, ctx: ServiceContext): LoginAttemptKeys {
  const address = ctx.ip ?? 'unknown';
  return { address, accountKey, accountAddressKey: `${accountKey}|${address}` };
}

/**
 * Charges one attempt per account and address and to the account-wide ceiling, which an address
 * the account has signed in from before skips. The per-address count is taken by the caller first,
 * before it looks the account up. A password and a second-factor code are charged alike, so a
 * guesser who knows the password gets no more code guesses than password guesses.
 */
export async function takeAccountAttempt(db: Db, keys: LoginAttemptKeys, userId: string | null, ip: string | null): Promise<void> {
  await consumeLimit('loginAccountAddress', keys.accountAddressKey);
  await consumeLimit('loginAccount', keys.accountKey).catch(async (error: unknown) => {
    if (userId && (await hasSignedInFrom(db, userId, ip))) return;
    throw error;
  });
}

/**
 * After a completed sign-in: clears the account-and-address count and gives back the owner's own
 * `attempts` (the password, and the code of a two-step sign-in) to the account-wide ceiling, which
 * strangers elsewhere may be running into, and to the address, which many people may share.
 */
export async function settleSignedIn(keys: LoginAttemptKeys, attempts: number): Promise<void> {
  await resetLimit('loginAccountAddress', keys.accountAddressKey);
  for (let i = 0; i < attempts; i += 1) {
    await refundLimit('loginAccount', keys.accountKey);
    await refundLimit('loginIp', keys.address);
  }
}

/**
 * True when the account has signed in from this address before: the owner at home or at the
 * office keeps getting in while strangers elsewhere run into the account-wide ceiling.
 */
async function hasSignedInFrom(db: Db, userId: string, ip: string | null): Promise<boolean> {
  if (!ip) return false;
  const [row] = await db
    .select({ id: activityLogs.id })
    .from(activityLogs)
    .where(and(eq(activityLogs.actorId, userId), eq(activityLogs.action, 'auth.login'), eq(activityLogs.ip, ip)))
    .limit(1);
  return row !== undefined;
}
