import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { getDb } from '@/server/db/client';
import { notificationDeliveries, notifications } from '@/server/db/schema';
import type { UserNotificationView } from '@/shared/schemas/notifications';
import { offsetOf, paginationMetaOf, type PaginationMeta, type PaginationQuery } from '@/shared/schemas/pagination';

/** How many notifications `userId` has not read yet (the header badge and the dashboard). */
export async function countUnread(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ unread: count() })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, userId), isNull(notificationDeliveries.readAt)));
  return row?.unread ?? 0;
}

/** The user's notifications in `locale`: unread first, then newest first. */
export async function listUserNotifications(
  { userId, locale, page }: { userId: string; locale: Locale; page: PaginationQuery },
): Promise<{ data: UserNotificationView[]; meta: PaginationMeta }> {
  const db = getDb();
  const mine = eq(notificationDeliveries.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        title: locale === 'fa' ? notifications.titleFa : notifications.titleEn,
        text: locale === 'fa' ? notifications.textFa : notifications.textEn,
        link: notifications.link,
        readAt: notificationDeliveries.readAt,
        createdAt: notificationDeliveries.createdAt,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(mine)
      .orderBy(sql`${notificationDeliveries.readAt} IS NULL DESC`, desc(notificationDeliveries.createdAt), desc(notifications.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(notificationDeliveries).where(mine),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      text: row.text,
      link: row.link,
      is_read: row.readAt !== null,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    meta: paginationMetaOf(page, total?.total ?? 0),
  };
}
