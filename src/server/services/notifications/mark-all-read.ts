import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { notificationDeliveries } from '@/server/db/schema';
import type { UserActor, WriteContext } from '../context';
import { announceUnreadChange } from './events';

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead({ by }: { by: WriteContext<UserActor> }): Promise<number> {
  const userId = by.actor.id;
  const rows = await getDb()
    .update(notificationDeliveries)
    .set({ readAt: new Date() })
    .where(and(eq(notificationDeliveries.userId, userId), isNull(notificationDeliveries.readAt)))
    .returning({ id: notificationDeliveries.notificationId });
  announceUnreadChange([userId]);
  return rows.length;
}
