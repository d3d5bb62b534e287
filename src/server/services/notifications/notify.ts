import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { notifications, type NotificationAudience } from '@/server/db/schema';
import { announceUnreadChange } from './events';

type Bilingual = { fa: string; en: string };

export type NewNotification = {
  title: Bilingual;
  text: Bilingual;
  link?: string | null;
  createdBy?: string | null;
  source?: 'manager' | 'system';
};

type Audience = { kind: 'everyone' } | { kind: 'role'; roleId: string } | { kind: 'users'; userIds: readonly string[] };

/** The recipients of an audience, as a subquery of user ids (blocked accounts get nothing). */
function recipients(audience: Audience): SQL {
  switch (audience.kind) {
    case 'everyone':
      return sql`SELECT u.id FROM users u WHERE NOT u.is_blocked`;
    case 'role':
      return sql`SELECT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id WHERE ur.role_id = ${audience.roleId} AND NOT u.is_blocked`;
    case 'users': {
      const ids = sql.join(
        audience.userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      return sql`SELECT u.id FROM users u WHERE u.id IN (${ids}) AND NOT u.is_blocked`;
    }
  }
}

/**
 * Creates a notification and delivers it to its audience in one INSERT … SELECT (no loop, however
 * many readers). Pass the transaction of the change it announces. Returns the id and how many
 * users received it. Badge streams on this instance hear of it at once.
 */
export async function sendNotification(
  db: Database | Transaction,
  audience: Audience,
  notification: NewNotification,
): Promise<{ id: string; delivered: number }> {
  const audienceKind: NotificationAudience = audience.kind;
  const [row] = await db
    .insert(notifications)
    .values({
      titleFa: notification.title.fa,
      titleEn: notification.title.en,
      textFa: notification.text.fa,
      textEn: notification.text.en,
      link: notification.link ?? null,
      source: notification.source ?? 'manager',
      audience: audienceKind,
      audienceRoleId: audience.kind === 'role' ? audience.roleId : null,
      createdBy: notification.createdBy ?? null,
    })
    .returning({ id: notifications.id });
  const id = row!.id;
  if (audience.kind === 'users' && audience.userIds.length === 0) return { id, delivered: 0 };
  // Counted in the database: an audience of everyone never travels back to the app as a list.
  const inserted = await db.execute(
    sql`WITH delivered AS (INSERT INTO notification_deliveries (notification_id, user_id) SELECT ${id}::uuid, r.id FROM (${recipients(audience)}) r ON CONFLICT DO NOTHING RETURNING 1) SELECT count(*)::int AS delivered FROM delivered`,
  );
  const delivered = Number((inserted.rows as { delivered: number }[])[0]?.delivered ?? 0);
  announceUnreadChange(audience.kind === 'users' ? audience.userIds : '*');
  return { id, delivered };
}

/**
 * Notifies specific users (a staff reply to a ticket, and later other features): a system
 * notification in both languages, delivered to each of `userIds`.
 */
export async function notifyUsers(
  db: Database | Transaction,
  userIds: readonly string[],
  notification: Omit<NewNotification, 'source'>,
): Promise<{ id: string; delivered: number }> {
  return sendNotification(db, { kind: 'users', userIds: [...new Set(userIds)] }, { ...notification, source: 'system' });
}
