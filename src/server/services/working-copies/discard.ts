import { getDb } from '@/server/db/client';
import { workingCopies } from '@/server/db/schema';
import type { UserActor, WriteContext } from '@/server/services/context';
import { assertMayKeep, type WorkingCopyAddress } from './access';
import { ownCopy } from './read';

/** Drops the writer's working copy of one item (discarded, or made obsolete by a real save); none is fine. */
export async function discardWorkingCopy({ kind, key, by: { actor } }: WorkingCopyAddress & { by: WriteContext<UserActor> }): Promise<void> {
  await assertMayKeep(actor, { kind, key });
  await getDb().delete(workingCopies).where(ownCopy(actor, { kind, key }));
}
