import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { interactions } from '@/server/db/schema';
import type { EngagementState } from '@/shared/schemas/engagement';
import type { EngagementInput } from './add';
import { currentCount, ledgerKind } from './counters';

/** Whether the user has saved / liked / checked a visible item, with the item's counter. 404 when hidden. */
export async function getEngagement(
  { userId, kind, type, id }: EngagementInput,
  db: Database = getDb(),
): Promise<EngagementState> {
  const count = await currentCount(db, { kind, type, id, visibleOnly: true });
  const [row] = await db
    .select({ id: interactions.id })
    .from(interactions)
    .where(and(eq(interactions.userId, userId), eq(interactions.contentId, id), eq(interactions.kind, ledgerKind(kind))));
  return { kind, type, id, active: row !== undefined, count };
}
