import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { notifications, roles, users, type User } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/http/errors';
import type { ManagerNotificationView, NotificationComposeInput, NotificationUpdateInput } from '@/shared/schemas/notifications';
import { offsetOf, paginationMetaOf, type PaginationMeta, type PaginationQuery } from '@/shared/schemas/pagination';
import { recordWrite } from '../activity/record-activity';
import type { ServiceContext } from '../context';
import { announceUnreadChange } from './events';
import { displayName, personOrNull } from './names';
import { sendNotification } from './notify';

export type NotificationWriteContext = { ctx: ServiceContext; actor: Pick<User, 'id'> };

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

/** Checks that the chosen audience exists before anything is written. */
async function assertAudience(input: NotificationComposeInput): Promise<void> {
  const db = getDb();
  if (input.audience === 'role') {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, input.role_id!));
    if (!role) throw ValidationError.field('role_id', 'validation.invalid');
  }
  if (input.audience === 'users') {
    const ids = [...new Set(input.user_ids ?? [])];
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    if (found.length !== ids.length) throw ValidationError.field('user_ids', 'validation.invalid');
  }
}

/** Composes and sends a notification to everyone, a role's holders or chosen users; logged. */
export async function composeNotification({ ctx, actor }: NotificationWriteContext, input: NotificationComposeInput): Promise<ManagerNotificationView> {
  await assertAudience(input);
  const audience =
    input.audience === 'role'
      ? ({ kind: 'role', roleId: input.role_id! } as const)
      : input.audience === 'users'
        ? ({ kind: 'users', userIds: [...new Set(input.user_ids ?? [])] } as const)
        : ({ kind: 'everyone' } as const);
  const id = await getDb().transaction(async (tx) => {
    const sent = await sendNotification(tx, audience, {
      title: { fa: input.title_fa, en: input.title_en },
      text: { fa: input.text_fa, en: input.text_en },
      link: input.link ?? null,
      createdBy: actor.id,
    });
    await recordWrite(tx, { ctx, actor }, 'notifications.create', sent.id, { title: input.title_en, audience: input.audience, role_id: input.role_id ?? null, delivered: sent.delivered });
    return sent.id;
  });
  return getManagerNotification(id);
}

/**
 * Corrects what readers see of a composed notification (titles, texts, link); every reader's list
 * reads the notification row, so the correction reaches them without touching the deliveries.
 */
export async function updateNotification({ ctx, actor }: NotificationWriteContext, id: string, input: NotificationUpdateInput): Promise<ManagerNotificationView> {
  const changes = {
    titleFa: input.title_fa,
    titleEn: input.title_en,
    textFa: input.text_fa,
    textEn: input.text_en,
    link: input.link,
  };
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set(changes)
      .where(and(eq(notifications.id, id), eq(notifications.source, 'manager')))
      .returning({ id: notifications.id, title: notifications.titleEn });
    if (!row) throw new NotFoundError();
    await recordWrite(tx, { ctx, actor }, 'notifications.update', id, { title: row.title, fields: Object.keys(input).filter((key) => input[key as keyof NotificationUpdateInput] !== undefined) });
  });
  return getManagerNotification(id);
}

/** Deletes a composed notification; it leaves every reader's list and badge. */
export async function deleteNotification({ ctx, actor }: NotificationWriteContext, id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.source, 'manager')))
      .returning({ id: notifications.id, title: notifications.titleEn });
    if (!row) throw new NotFoundError();
    await recordWrite(tx, { ctx, actor }, 'notifications.delete', id, { title: row.title });
  });
  announceUnreadChange('*');
}

