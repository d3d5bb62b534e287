import { verifyDecoy, verifyPassword } from '@/server/auth/passwords';
import { issueToken, type IssuedToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import type { User } from '@/server/db/schema';
import { ForbiddenError, ValidationError } from '@/server/errors';
import { consumeLimit } from '@/server/rate-limit';
import { loginFieldOf, type LoginInput } from '@/shared/schemas/accounts';
import type { SecondFactorMethod } from '@/shared/schemas/two-factor';
import { recordActivity } from '../activity/record-activity';
import type { VisitorContext } from '../context';
import { issueSignInChallenge } from '../two-factor/challenge';
import { secondFactorMethods } from '../two-factor/second-factor-methods';
import { findUserByLogin } from './identity';
import { loginAttemptKeys, settleSignedIn, takeAccountAttempt } from './login-throttle';
import { transaction } from '@/server/db/unit-of-work';

/** A signed-in account, or, for one with a second factor, the challenge its second step answers. */
export type LoginResult =
  | { status: 'signed-in'; user: User; token: IssuedToken }
  | { status: 'second-factor'; challenge: string; methods: SecondFactorMethod[] };

/**
 * Signs in with e-mail or username and password. An unknown account and a wrong password give
 * the same 422 (under the field the client named the account in) and take the same time, so
 * neither tells which accounts exist. Limited per address, per account-and-address and by a
 * slower account-wide ceiling that never holds back an address the owner has signed in from
 * (docs/adr/0009-login-throttling.md); a success clears that address's count for the account.
 * An account with a second factor gets a challenge instead of a token, and its counts stay
 * until the second step succeeds, so re-entering the password never buys more code guesses.
 */
export async function login({ input, by: { ctx } }: { input: LoginInput; by: VisitorContext }): Promise<LoginResult> {
  const field = loginFieldOf(input);
  const identifier = input[field] ?? '';
  const address = ctx.ip ?? 'unknown';
  await consumeLimit('loginIp', address);
  const db = getDb();
  const user = await findUserByLogin(db, identifier);
  // Counted per account, so trying the e-mail and then the username does not double the budget.
  const keys = loginAttemptKeys(user ? `user:${user.id}` : `login:${identifier}`, ctx);
  await takeAccountAttempt(db, keys, user?.id ?? null, ctx.ip);

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

  const methods = await secondFactorMethods(db, user.id);
  if (methods.length > 0) return { status: 'second-factor', challenge: await issueSignInChallenge(db, user.id), methods };

  await settleSignedIn(keys, 1);
  return { status: 'signed-in', user, token: await signIn(user, ctx) };
}

/** Issues the token of a completed sign-in and records it (the `auth.login` row the throttling reads). */
export async function signIn(user: User, ctx: VisitorContext['ctx'], summary: Record<string, string> = {}): Promise<IssuedToken> {
  return transaction(getDb(), async (tx) => {
    const issued = await issueToken(tx, user, ctx);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'auth.login',
      resource: 'users',
      resourceId: user.id,
      summary: { token_id: issued.id, ...summary },
      client: ctx,
    });
    return issued;
  });
}
