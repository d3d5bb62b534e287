import { and, eq } from 'drizzle-orm';
import { verifyDecoy, verifyPassword } from '@/server/auth/passwords';
import { issueToken, type IssuedToken } from '@/server/auth/tokens';
import { getDb, type Database } from '@/server/db/client';
import { activityLogs, type User } from '@/server/db/schema';
import { ForbiddenError, ValidationError } from '@/server/errors';
import { consumeLimit, refundLimit, resetLimit } from '@/server/rate-limit';
import { loginFieldOf, type LoginInput } from '@/shared/schemas/accounts';
import { recordActivity } from '../activity/record-activity';
import type { VisitorContext } from '../context';
import { findUserByLogin } from './identity';
import { tokenName } from './token-name';

/**
 * Signs in with e-mail or username and password. An unknown account and a wrong password give
 * the same 422 (under the field the client named the account in) and take the same time, so
 * neither tells which accounts exist. Limited per address, per account-and-address and by a
 * slower account-wide ceiling that never holds back an address the owner has signed in from
 * (docs/adr/0009-login-throttling.md); a success clears that address's count for the account.
 */
export async function login({ input, by: { ctx } }: { input: LoginInput; by: VisitorContext }): Promise<{
  user: User;
  token: IssuedToken;
}> {
  const field = loginFieldOf(input);
  const identifier = input[field] ?? '';
  const address = ctx.ip ?? 'unknown';
  await consumeLimit('loginIp', address);
  const db = getDb();
  const user = await findUserByLogin(db, identifier);
  // Counted per account, so trying the e-mail and then the username does not double the budget.
  const accountKey = user ? `user:${user.id}` : `login:${identifier}`;
  const accountAddressKey = `${accountKey}|${address}`;
  await consumeLimit('loginAccountAddress', accountAddressKey);
  await consumeLimit('loginAccount', accountKey).catch(async (error: unknown) => {
    if (user && (await hasSignedInFrom(db, user.id, ctx.ip))) return;
    throw error;
  });

  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password);
  if (!user || !valid) {
    await recordActivity(db, {
      actorId: user?.id ?? null,
      action: 'auth.login_failed',
      resource: 'users',
      resourceId: user?.id ?? null,
      summary: { login: identifier },
      client: ctx,
    });
    throw ValidationError.field(field, 'validation.credentials');
  }
  // Only someone who knows the password learns that the account is blocked.
  if (user.isBlocked) {
    await recordActivity(db, { actorId: user.id, action: 'auth.login_blocked', resource: 'users', resourceId: user.id, client: ctx });
    throw new ForbiddenError('accounts.blocked');
  }

  await resetLimit('loginAccountAddress', accountAddressKey);
  // The owner's own sign-in gives back only its own attempt: it must not reset a ceiling that
  // strangers elsewhere are running into.
  await refundLimit('loginAccount', accountKey);
  // Many people may sign in from one office or carrier address: only failures count against it.
  await refundLimit('loginIp', address);
  const token = await db.transaction(async (tx) => {
    const issued = await issueToken(tx, user.id, tokenName(ctx));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'auth.login',
      resource: 'users',
      resourceId: user.id,
      summary: { token_id: issued.id },
      client: ctx,
    });
    return issued;
  });
  return { user, token };
}

/**
 * True when the account has signed in from this address before: the owner at home or at the
 * office keeps getting in while strangers elsewhere run into the account-wide ceiling.
 */
async function hasSignedInFrom(db: Database, userId: string, ip: string | null): Promise<boolean> {
  if (!ip) return false;
  const [row] = await db
    .select({ id: activityLogs.id })
    .from(activityLogs)
    .where(and(eq(activityLogs.actorId, userId), eq(activityLogs.action, 'auth.login'), eq(activityLogs.ip, ip)))
    .limit(1);
  return row !== undefined;
}
