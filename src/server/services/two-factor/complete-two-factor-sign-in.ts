import type { IssuedToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import type { User } from '@/server/db/schema';
import { ForbiddenError, ValidationError } from '@/server/errors';
import { consumeLimit } from '@/server/rate-limit';
import type { TwoFactorSignInInput } from '@/shared/schemas/two-factor';
import { signIn } from '../accounts/login';
import { loginAttemptKeys, settleSignedIn, takeAccountAttempt } from '../accounts/login-throttle';
import { recordActivity } from '../activity/record-activity';
import type { VisitorContext } from '../context';
import { consumeSignInChallenge, findSignInChallenge } from './challenge';
import { spendRecoveryCode } from './recovery-codes';
import { acceptTotpCode } from './totp';

/**
 * The second step of a sign-in: the challenge from the password step and a code from the
 * authenticator app or a recovery code. A wrong code is throttled and logged exactly like a wrong
 * password (docs/adr/0009-login-throttling.md) and leaves the challenge alive for another try
 * within its five minutes; a right one spends the challenge and signs in as the password step
 * would have.
 */
export async function completeTwoFactorSignIn({ input, by: { ctx } }: { input: TwoFactorSignInInput; by: VisitorContext }): Promise<{
  user: User;
  token: IssuedToken;
}> {
  await consumeLimit('loginIp', ctx.ip ?? 'unknown');
  const db = getDb();
  const user = await findSignInChallenge(db, input.challenge);
  if (!user) throw ValidationError.field('challenge', 'validation.signInChallenge');
  const keys = loginAttemptKeys(`user:${user.id}`, ctx);
  await takeAccountAttempt(db, keys, user.id, ctx.ip);

  const method = input.code !== undefined ? 'totp' : 'recovery';
  const accepted =
    input.code !== undefined ? await acceptTotpCode(db, user.id, input.code) : await spendRecoveryCode(db, user.id, input.recovery_code ?? '');
  if (!accepted) {
    await recordActivity(db, {
      actorId: user.id,
      action: 'auth.login_failed',
      resource: 'users',
      resourceId: user.id,
      summary: { second_factor: method },
      client: ctx,
    });
    throw ValidationError.field(method === 'totp' ? 'code' : 'recovery_code', 'validation.twoFactorCode');
  }
  // Blocked between the two steps: the password step would refuse now, so this one does too.
  if (user.isBlocked) throw new ForbiddenError('accounts.blocked');
  // Of two requests racing with one challenge, only one signs in.
  if (!(await consumeSignInChallenge(db, input.challenge))) throw ValidationError.field('challenge', 'validation.signInChallenge');

  // The password step's attempt and this one were both the owner's.
  await settleSignedIn(keys, 2);
  if (method === 'recovery') {
    await recordActivity(db, { actorId: user.id, action: 'auth.recovery_code_used', resource: 'users', resourceId: user.id, client: ctx });
  }
  return { user, token: await signIn(user, ctx, { second_factor: method }) };
}
