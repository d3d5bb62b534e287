import { and, eq, gt, isNull } from 'drizzle-orm';
import { sha256 } from '@/server/auth/secrets';
import { getDb } from '@/server/db/client';
import { emailVerificationTokens, users, type User } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import type { VerifyEmailInput } from '@/shared/schemas/accounts';
import { recordActivity } from '../activity/record-activity';
import type { VisitorContext } from '../context';
import { transaction } from '@/server/db/unit-of-work';

function invalidLink(): ValidationError {
  return ValidationError.field('token', 'validation.verifyToken');
}

/**
 * Follows a verification link: sets `email_verified_at`. The link works once, before it expires,
 * and only while the account still has the address it was sent to.
 */
export async function verifyEmail({ input, by: { ctx } }: { input: VerifyEmailInput; by: VisitorContext }): Promise<User> {
  const db = getDb();
  const [row] = await db
    .select({ tokenId: emailVerificationTokens.id, email: emailVerificationTokens.email, user: users })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, sha256(input.token)),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row || row.email !== row.user.email) throw invalidLink();
  const { tokenId, user } = row;

  return transaction(db, async (tx) => {
    const spent = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerificationTokens.id, tokenId), isNull(emailVerificationTokens.usedAt)))
      .returning({ id: emailVerificationTokens.id });
    if (spent.length === 0) throw invalidLink();
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await recordActivity(tx, {
      actorId: user.id,
      action: 'auth.email_verified',
      resource: 'users',
      resourceId: user.id,
      summary: { email: row.email },
      client: ctx,
    });
    return verified ?? user;
  });
}
