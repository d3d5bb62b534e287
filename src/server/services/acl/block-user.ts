import { eq } from 'drizzle-orm';
import { revokeAllTokens } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { ManagedUser } from '@/shared/schemas/acl';
import { lockTarget } from './lock-target';
import { getManagedUser } from './users-read';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Blocks or unblocks an account. Blocking revokes every token in the same transaction, so the
 * user is signed out everywhere at once; nobody can block themselves out of the panel.
 */
export async function setUserBlocked({
  id,
  input: { is_blocked: isBlocked },
  by,
}: {
  id: string;
  input: { is_blocked: boolean };
  by: WriteContext;
}): Promise<ManagedUser> {
  if (isBlocked && id === by.actor.id) throw ValidationError.field('id', 'validation.invalid');
  return transaction(getDb(), async (tx) => {
    await lockTarget(tx, by.actor, id);
    await tx.update(users).set({ isBlocked }).where(eq(users.id, id));
    if (isBlocked) await revokeAllTokens(tx, id);
    await recordWrite(tx, by, isBlocked ? 'users.block' : 'users.unblock', id);
    return getManagedUser(id, tx);
  });
}
