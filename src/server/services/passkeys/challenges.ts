import { and, eq, gt, lt } from 'drizzle-orm';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { sha256 } from '@/server/auth/secrets';
import type { Db } from '@/server/db/client';
import { webauthnChallenges } from '@/server/db/schema';

/** Long enough to find the phone or the security key, short enough that a stale prompt is refused. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type Purpose = 'registration' | 'authentication';

/**
 * Keeps a challenge the browser was just given, so whichever instance receives the answer can
 * check it. Only its hash is stored; expired ones are swept here, where new ones are made.
 */
export async function storeChallenge(db: Db, challenge: string, purpose: Purpose, userId: string | null): Promise<void> {
  const now = new Date();
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challengeHash: sha256(challenge),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/** The challenge an authenticator signed, as its client data names it; null when unreadable. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends the challenge an answer was signed for, if this site issued it for `purpose` and it has
 * not expired. The delete is the check, so of two answers racing with one challenge only one gets
 * it, and a failed answer spends it too. Returns the challenge and the account it was issued for
 * (null for a password-less sign-in), or undefined when there is no such challenge.
 */
export async function spendChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: Purpose,
): Promise<{ challenge: string; userId: string | null } | undefined> {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge) return undefined;
  const [spent] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challengeHash, sha256(challenge)),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ userId: webauthnChallenges.userId });
  return spent ? { challenge, userId: spent.userId } : undefined;
}
