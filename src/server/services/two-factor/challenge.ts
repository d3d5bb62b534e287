import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { signInChallenges, users, type User } from '@/server/db/schema';
import { randomSecret, sha256 } from '@/server/auth/secrets';

/** Long enough to open an authenticator app and type a code, short enough that a leaked challenge is stale. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * Starts the second step of a sign-in after the password was right: a random challenge the client
 * sends back with a code. It is not a token: it opens nothing by itself.
 */
export async function issueSignInChallenge(db: Db, userId: string): Promise<string> {
  const token = randomSecret(48);
  // Challenges are only good for minutes: each new one sweeps away the stale ones, on the expiry index.
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date()));
  await db.insert(signInChallenges).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return token;
}

/**
 * The account a live challenge was issued for, without spending it, so a mistyped code can be
 * tried again within the challenge's lifetime. Null when unknown, expired or already used.
 */
export async function findSignInChallenge(db: Db, token: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.tokenHash, sha256(token)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

/**
 * Spends a challenge once the second factor is proven and returns its account. The update is
 * conditional, so of two requests racing with one challenge only one gets the account; null when
 * unknown, expired or already used.
 */
export async function consumeSignInChallenge(db: Db, token: string): Promise<User | null> {
  const [spent] = await db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInChallenges.tokenHash, sha256(token)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ userId: signInChallenges.userId });
  if (!spent) return null;
  const [user] = await db.select().from(users).where(eq(users.id, spent.userId)).limit(1);
  return user ?? null;
}
