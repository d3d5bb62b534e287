import { getDb } from '@/server/db/client';
import { workingCopies } from '@/server/db/schema';
import { assertMayKeep, type WorkingCopyAddress, type WorkingCopyOwner } from './access';
import { ownCopy } from './read';

/** Drops the caller's working copy of one item (discarded, or made obsolete by a real save); none is fine. */
export async function discardWorkingCopy(owner: WorkingCopyOwner, address: WorkingCopyAddress): Promise<void> {
  await assertMayKeep(owner, address);
  await getDb().delete(workingCopies).where(ownCopy(owner, address));
}
