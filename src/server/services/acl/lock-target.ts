import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { users, type User } from '@/server/db/schema';
import { ForbiddenError, NotFoundError } from '@/server/errors';
import type { WriteContext } from '@/server/services/context';

/**
 * Loads the account to change and refuses what would let a manager raise their own standing:
 * a super manager is changed only by a super manager.
 */
export async function lockTarget(tx: Transaction, actor: WriteContext['actor'], id: string): Promise<User> {
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target) throw new NotFoundError();
  if (target.isSuperManager && !actor.isSuperManager) throw new ForbiddenError();
  return target;
}
