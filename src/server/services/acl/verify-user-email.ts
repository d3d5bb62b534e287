import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { ManagedUser } from '@/shared/schemas/acl';
import { lockTarget } from './lock-target';
import { getManagedUser } from './users-read';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Marks an account's e-mail verified by hand (support cases); an already verified date is kept. */
export async function verifyUserEmail({ id, by }: { id: string; by: WriteContext }): Promise<ManagedUser> {
  return transaction(getDb(), async (tx) => {
    const target = await lockTarget(tx, by.actor, id);
    if (!target.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
    await recordWrite(tx, by, 'users.verify_email', id, { email: target.email });
    return getManagedUser(id, tx);
  });
}
