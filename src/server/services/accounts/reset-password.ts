import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '@/server/auth/passwords';
import { safeEqual, sha256 } from '@/server/auth/secrets';
import { revokeAllTokens } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import { passwordResetTokens, users } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import type { PasswordResetInput } from '@/shared/schemas/accounts';
import { recordActivity } from '../activity/record-activity';
import type { VisitorContext } from '../context';
import { assertPasswordNotIdentity } from './identity';
import { transaction } from '@/server/db/unit-of-work';

function invalidLink(): ValidationError {
  return ValidationError.field('token', 'validation.resetToken');
}

/**
 * Sets a new password from a reset link. The link must be unused, unexpired and issued for this
 * e-mail; it is spent atomically, and every token of the account is revoked (all devices signed out).
 */
export async function resetPassword({ input, by: { ctx } }: { input: PasswordResetInput; by: VisitorContext }): Promise<void> {
  const db = getDb();
  const [row] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row || !safeEqual(row.user.email, input.email) || row.user.isBlocked) throw invalidLink();
  const { user, tokenId } = row;
  assertPasswordNotIdentity(input.password, user);
  const passwordHash = await hashPassword(input.password);

  await transaction(db, async (tx) => {
    // Spending the link is the guard: of two concurrent resets only one finds it unused.
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) throw invalidLink();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id);
    await recordActivity(tx, { actorId: user.id, action: 'auth.password_reset', resource: 'users', resourceId: user.id, client: ctx });
  });
}
