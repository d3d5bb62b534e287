import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { workingCopies } from '@/server/db/schema';
import type { UserActor, WriteContext } from '@/server/services/context';
import type { WorkingCopyBody } from '@/shared/schemas/working-copies';
import { assertMayKeep, type WorkingCopyAddress } from './access';

/**
 * Keeps the writer's latest unsaved form for one item, replacing the one before. Only this row
 * is written: no activity entry (an autosave every few seconds is not an event worth a line in
 * the log, and the real save that follows has its own), no cache tag, no revision.
 */
export async function saveWorkingCopy({
  kind,
  key,
  input: { payload },
  by: { actor },
}: WorkingCopyAddress & {
  input: WorkingCopyBody;
  by: WriteContext<UserActor>;
}): Promise<{ updated_at: string }> {
  await assertMayKeep(actor, { kind, key });
  const [row] = await getDb()
    .insert(workingCopies)
    .values({ userId: actor.id, kind, itemKey: key, payload })
    .onConflictDoUpdate({
      target: [workingCopies.userId, workingCopies.kind, workingCopies.itemKey],
      set: { payload, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: workingCopies.updatedAt });
  return { updated_at: row!.updatedAt.toISOString() };
}
