import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { interactions } from '@/server/db/schema';
import type { UserActor, WriteContext } from '@/server/services/context';
import type { EngagementState } from '@/shared/schemas/engagement';
import type { EngagementTarget } from './add';
import { currentCount, ledgerKind, moveCounter } from './counters';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Removes a save, like or check. The counter moves only when a row was really deleted, so a
 * repeated or concurrent remove cannot drive it below the ledger. An item that was hidden since
 * may still be removed; an id that names no item of `type` is a 404.
 */
export async function removeEngagement(
  { kind, type, id, by }: EngagementTarget & { by: WriteContext<UserActor> },
  db: Database = getDb(),
): Promise<EngagementState> {
  const userId = by.actor.id;
  return transaction(db, async (tx) => {
    const before = await currentCount(tx, { kind, type, id, visibleOnly: false });
    const deleted = await tx
      .delete(interactions)
      .where(and(eq(interactions.userId, userId), eq(interactions.contentId, id), eq(interactions.kind, ledgerKind(kind))))
      .returning({ id: interactions.id });
    const count = deleted.length === 0 ? before : await moveCounter(tx, kind, id, -1);
    return { kind, type, id, active: false, count };
  });
}
