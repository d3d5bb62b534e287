import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { workingCopies } from '@/server/db/schema';
import { assertMayKeep, type WorkingCopyAddress, type WorkingCopyOwner } from './access';

/**
 * Keeps the caller's latest unsaved form for one item, replacing the one before. Only this row
 * is written: no activity entry (an autosave every few seconds is not an event worth a line in
 * the log, and the real save that follows has its own), no cache tag, no revision.
 */
export async function saveWorkingCopy(
  owner: WorkingCopyOwner,
  address: WorkingCopyAddress,
  payload: Record<string, unknown>,
): Promise<{ updated_at: string }> {
  await assertMayKeep(owner, address);
  const [row] = await getDb()
    .insert(workingCopies)
    .values({ userId: owner.id, kind: address.kind, itemKey: address.key, payload })
    .onConflictDoUpdate({
      target: [workingCopies.userId, workingCopies.kind, workingCopies.itemKey],
      set: { payload, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: workingCopies.updatedAt });
  return { updated_at: row!.updatedAt.toISOString() };
}
