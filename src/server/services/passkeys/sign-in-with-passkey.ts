import { eq } from 'drizzle-orm';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { sha256 } from '@/server/auth/secrets';
import type { IssuedToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import { passkeys, users, type Passkey, type User } from '@/server/db/schema';
import { ForbiddenError, ValidationError } from '@/server/errors';
import { consumeLimit } from '@/server/rate-limit';
import type { PasskeySignInInput } from '@/shared/schemas/passkeys';
import { signIn } from '../accounts/login';
import { loginAttemptKeys, settleSignedIn, takeAccountAttempt } from '../accounts/login-throttle';
import { recordActivity } from '../activity/record-activity';
import type { VisitorContext } from '../context';
import { consumeSignInChallenge, findSignInChallenge } from '../two-factor/challenge';
import { spendChallenge } from './challenges';
import { relyingParty } from './relying-party';

/** True when the authenticator's signature over this challenge checks out with the stored key. */
async function assertionHolds(
  input: PasskeySignInInput,
  passkey: Passkey,
  challenge: string,
  requireUserVerification: boolean,
): Promise<{ newCounter: number } | null> {
  const { id, origin } = relyingParty();
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification,
    });
    return verified ? { newCounter: authenticationInfo.newCounter } : null;
  } catch {
    // Malformed data, another origin, a counter that went backwards (a cloned key): all one failure.
    return null;
  }
}

/** A discoverable passkey names its account by the user handle it was given; it must be the owner's. */
function userHandleMatches(input: PasskeySignInInput, passkey: Passkey): boolean {
  const handle = input.response.response.userHandle;
  if (!handle) return true;
  try {
    return isoBase64URL.toUTF8String(handle) === passkey.userId;
  } catch {
    return false;
  }
}

/**
 * Signs in with a passkey's answer to a challenge of `startPasskeySignIn`, alone (password-less,
 * the passkey must have verified its user) or, with the password step's `challenge`, as that
 * account's second factor. A failed answer is throttled and logged exactly like a wrong password
 * (docs/adr/0009-login-throttling.md): per address, and per account and address plus the
 * account-wide ceiling for the account the passkey (or the password step) names. A success spends
 * both challenges, advances the passkey's signature counter and signs in as login does.
 */
export async function signInWithPasskey({ input, by: { ctx } }: { input: PasskeySignInInput; by: VisitorContext }): Promise<{
  user: User;
  token: IssuedToken;
}> {
  await consumeLimit('loginIp', ctx.ip ?? 'unknown');
  const db = getDb();
  const pending = input.challenge === undefined ? null : await findSignInChallenge(db, input.challenge);
  if (input.challenge !== undefined && !pending) throw ValidationError.field('challenge', 'validation.signInChallenge');

  const spent = await spendChallenge(db, input.response.response.clientDataJSON, 'authentication');
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.credentialId, input.response.id)).limit(1);
  // The account this attempt is against: the password step's, else the one the passkey belongs to.
  const accountId = pending?.id ?? passkey?.userId ?? null;
  const keys = loginAttemptKeys(accountId ? `user:${accountId}` : `passkey:${sha256(input.response.id)}`, ctx);
  await takeAccountAttempt(db, keys, accountId, ctx.ip);

  const summary: Record<string, string> = pending ? { second_factor: 'passkey' } : {};
  if (passkey) summary.passkey_id = passkey.id;
  // The challenge tells which sign-in this is: one kept for an account is that account's second
  // step, and only that account's passkey may answer it; an unbound one is password-less.
  const challengeFits =
    spent !== undefined &&
    passkey !== undefined &&
    (pending ? spent.userId === pending.id && passkey.userId === pending.id : spent.userId === null);
  const proof =
    challengeFits && userHandleMatches(input, passkey)
      ? await assertionHolds(input, passkey, spent.challenge, pending === null)
      : null;
  if (!passkey || !proof) {
    await recordActivity(db, {
      actorId: accountId,
      action: 'auth.login_failed',
      resource: 'users',
      resourceId: accountId,
      summary,
      client: ctx,
    });
    throw ValidationError.field('response', 'passkeys.validation.notVerified');
  }

  const [user] = await db.select().from(users).where(eq(users.id, passkey.userId)).limit(1);
  if (!user) throw ValidationError.field('response', 'passkeys.validation.notVerified');
  // Only someone who holds the passkey learns that the account is blocked.
  if (user.isBlocked) {
    await recordActivity(db, {
      actorId: user.id,
      action: 'auth.login_blocked',
      resource: 'users',
      resourceId: user.id,
      client: ctx,
    });
    throw new ForbiddenError('accounts.blocked');
  }
  // Of two requests racing with one password step, only one signs in.
  if (input.challenge !== undefined && !(await consumeSignInChallenge(db, input.challenge))) {
    throw ValidationError.field('challenge', 'validation.signInChallenge');
  }
  await db.update(passkeys).set({ counter: proof.newCounter, lastUsedAt: new Date() }).where(eq(passkeys.id, passkey.id));
  // A second step settles the password step's attempt too: both were the owner's.
  await settleSignedIn(keys, pending ? 2 : 1);
  return { user, token: await signIn(user, ctx, summary) };
}
