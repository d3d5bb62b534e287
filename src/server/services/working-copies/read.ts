import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { workingCopies } from '@/server/db/schema';
import type { WorkingCopyView } from '@/shared/schemas/working-copies';
import { assertMayKeep, type WorkingCopyAddress, type WorkingCopyOwner } from './access';

export function ownCopy(owner: WorkingCopyOwner, { kind, key }: WorkingCopyAddress) {
  return and(eq(workingCopies.userId, owner.id), eq(workingCopies.kind, kind), eq(workingCopies.itemKey, key));
}

/** The caller's own working copy of one item, or null: nobody reads another editor's copy. */
export async function getWorkingCopy(owner: WorkingCopyOwner, address: WorkingCopyAddress): Promise<WorkingCopyView | null> {
  await assertMayKeep(owner, address);
  const [row] = await getDb().select().from(workingCopies).where(ownCopy(owner, address));
  if (!row) return null;
  return { kind: address.kind, item_key: row.itemKey, payload: row.payload, updated_at: row.updatedAt.toISOString() };
}
