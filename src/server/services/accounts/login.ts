import { verifyDecoy, verifyPassword } from '@/server/auth/passwords';
import { issueToken, type IssuedToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import type { User } from '@/server/db/schema';
import { ForbiddenError, ValidationError } from '@/server/http/errors';
import { consumeLimit, refundLimit, resetLimit } from '@/server/rate-limit';
import type { LoginInput } from '@/shared/schemas/accounts';
import { recordActivity } from '../activity/record-activity';
import type { ServiceContext } from '../context';
import { findUserByLogin } from './identity';
import { tokenName } from './token-name';

/**
 * Signs in with e-mail or username and password. An unknown account and a wrong password give
 * the same 422 on `login` and take the same time, so neither tells which accounts exist.
 * Limited per IP and per account; a success clears the account's count and is not held against
 * the address.
 */
export async function login({ ctx, input }: { ctx: ServiceContext; input: LoginInput }): Promise<{
  user: User;
  token: IssuedToken;
}> {
  await consumeLimit('loginIp', ctx.ip ?? 'unknown');
  const db = getDb();
  const user = await findUserByLogin(db, input.login);
  // Counted per account, so trying the e-mail and then the username does not double the budget.
  const accountKey = user ? `user:${user.id}` : `login:${input.login}`;
  await consumeLimit('loginAccount', accountKey);

  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password);
  if (!user || !valid) {
    await recordActivity(db, {
      actorId: user?.id ?? null,
      action: 'auth.login_failed',
      resource: 'users',
      resourceId: user?.id ?? null,
      summary: { login: input.login },
      client: ctx,
    });
    throw ValidationError.field('login', 'validation.credentials');
  }
  // Only someone who knows the password learns that the account is blocked.
  if (user.isBlocked) {
    await recordActivity(db, { actorId: user.id, action: 'auth.login_blocked', resource: 'users', resourceId: user.id, client: ctx });
    throw new ForbiddenError('accounts.blocked');
  }

  await resetLimit('loginAccount', accountKey);
  // Many people may sign in from one office or carrier address: only failures count against it.
  await refundLimit('loginIp', ctx.ip ?? 'unknown');
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
