import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { notifications, roles, users } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { ManagerNotificationView } from '@/shared/schemas/notifications';
import { offsetOf, paginationMetaOf, type PaginationMeta, type PaginationQuery } from '@/shared/schemas/pagination';
import { displayName, personOrNull } from './names';

function columns() {
  return {
    id: notifications.id,
    titleFa: notifications.titleFa,
    titleEn: notifications.titleEn,
    textFa: notifications.textFa,
    textEn: notifications.textEn,
    link: notifications.link,
    audience: notifications.audience,
    roleId: roles.id,
    roleTitle: roles.title,
    creatorId: users.id,
    creatorName: displayName(users),
    createdAt: notifications.createdAt,
    deliveries: sql<number>`(SELECT count(*)::int FROM notification_deliveries d WHERE d.notification_id = ${notifications.id})`,
    reads: sql<number>`(SELECT count(*)::int FROM notification_deliveries d WHERE d.notification_id = ${notifications.id} AND d.read_at IS NOT NULL)`,
  };
}

function baseQuery() {
  return getDb()
    .select(columns())
    .from(notifications)
    .leftJoin(roles, eq(roles.id, notifications.audienceRoleId))
    .leftJoin(users, eq(users.id, notifications.createdBy));
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function toView(row: Row): ManagerNotificationView {
  return {
    id: row.id,
    title_fa: row.titleFa,
    title_en: row.titleEn,
    text_fa: row.textFa,
    text_en: row.textEn,
    link: row.link,
    audience: row.audience,
    role: row.roleId && row.roleTitle ? { id: row.roleId, title: row.roleTitle } : null,
    created_by: personOrNull(row.creatorId, row.creatorName),
    created_at: row.createdAt.toISOString(),
    deliveries_count: Number(row.deliveries),
    read_count: Number(row.reads),
  };
}

/** The notifications managers composed, newest first, with delivery and read counts. */
export async function listManagerNotifications(page: PaginationQuery): Promise<{ data: ManagerNotificationView[]; meta: PaginationMeta }> {
  const composed = eq(notifications.source, 'manager');
  const [rows, [total]] = await Promise.all([
    baseQuery().where(composed).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(page.per_page).offset(offsetOf(page)),
    getDb().select({ total: count() }).from(notifications).where(composed),
  ]);
  return { data: rows.map((row) => toView(row)), meta: paginationMetaOf(page, total?.total ?? 0) };
}

/** One composed notification with its counts; a system notification is not the manager's to see. */
export async function getManagerNotification(id: string): Promise<ManagerNotificationView> {
  const [row] = await baseQuery().where(and(eq(notifications.id, id), eq(notifications.source, 'manager')));
  if (!row) throw new NotFoundError();
  return toView(row);
}
