import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db/client';
import { passkeys } from '@/server/db/schema';
import type { PasskeyItem } from '@/shared/schemas/passkeys';
import type { UserActor } from '../context';
import { serializePasskey } from './serialize';

/** The account's own passkeys, oldest first. */
export async function listPasskeys({ by }: { by: { actor: UserActor } }, db: Db = getDb()): Promise<PasskeyItem[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, by.actor.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(serializePasskey);
}
