import { getDb, type Database } from '@/server/db/client';
import { interactions } from '@/server/db/schema';
import type { UserActor, WriteContext } from '@/server/services/context';
import type { EngagementKind, EngagementState, EngagementType } from '@/shared/schemas/engagement';
import { currentCount, ledgerKind, moveCounter } from './counters';
import { transaction } from '@/server/db/unit-of-work';

/** Which engagement of which item: `kind` (saves, likes, checks) of item `id` of `type`. */
export type EngagementTarget = { kind: EngagementKind; type: EngagementType; id: string };

/** The user's own engagement of an item, as the reads take it. */
export type EngagementInput = EngagementTarget & { userId: string };

/**
 * Adds a save, like or check of a visible item. Idempotent and safe under concurrency: the
 * unique key decides (INSERT … ON CONFLICT DO NOTHING), and the item's counter moves only when a
 * row was really inserted, in the same transaction. 404 for an item that is hidden or not of `type`.
 */
export async function addEngagement(
  { kind, type, id, by }: EngagementTarget & { by: WriteContext<UserActor> },
  db: Database = getDb(),
): Promise<EngagementState & { created: boolean }> {
  const userId = by.actor.id;
  return transaction(db, async (tx) => {
    const before = await currentCount(tx, { kind, type, id, visibleOnly: true });
    const inserted = await tx
      .insert(interactions)
      .values({ userId, contentId: id, kind: ledgerKind(kind), contentType: type })
      .onConflictDoNothing({ target: [interactions.userId, interactions.contentId, interactions.kind] })
      .returning({ id: interactions.id });
    if (inserted.length === 0) return { kind, type, id, active: true, count: before, created: false };
    const count = await moveCounter(tx, kind, id, 1);
    return { kind, type, id, active: true, count, created: true };
  });
}
