import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { notificationDeliveries } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { UserActor, WriteContext } from '../context';
import { announceUnreadChange } from './events';

/** Marks one of the user's notifications read (idempotent); another user's is a 404. */
export async function markNotificationRead({ id, by }: { id: string; by: WriteContext<UserActor> }): Promise<void> {
  const userId = by.actor.id;
  const db = getDb();
  const where = and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.notificationId, id));
  const [row] = await db
    .update(notificationDeliveries)
    .set({ readAt: sql`coalesce(${notificationDeliveries.readAt}, now())` })
    .where(where)
    .returning({ id: notificationDeliveries.notificationId });
  if (!row) throw new NotFoundError();
  announceUnreadChange([userId]);
}
