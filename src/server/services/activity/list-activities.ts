import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { containsPattern } from '@/server/db/like';
import { activityLogs, users } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { addDays } from '@/shared/statistics';
import { parseModelDate } from '@/shared/dates';
import type { ActivitiesQuery, ActivityView } from '@/shared/schemas/community';
import { offsetOf, paginationMetaOf, type PaginationMeta } from '@/shared/schemas/pagination';
import { activityRecords } from './activity-records';

type ListQuery = Omit<ActivitiesQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/**
 * The activity log, newest first: by person (an account id, or part of an e-mail or username),
 * by resource, and by a range of whole days in Tehran time. Each entry says whether the record it
 * names still exists, with its title in `locale`, so the log can link to it.
 */
export async function listActivities(query: ListQuery, locale: Locale = 'fa'): Promise<{ data: ActivityView[]; meta: PaginationMeta }> {
  const db = getDb();
  const conditions: (SQL | undefined)[] = [
    query.actor_id ? eq(activityLogs.actorId, query.actor_id) : undefined,
    query.resource ? eq(activityLogs.resource, query.resource) : undefined,
    query.from ? gte(activityLogs.createdAt, parseModelDate(query.from)!) : undefined,
    query.to ? lt(activityLogs.createdAt, parseModelDate(addDays(query.to, 1))!) : undefined,
  ];
  if (query.person) {
    const pattern = containsPattern(query.person);
    conditions.push(or(ilike(users.email, pattern), ilike(users.username, pattern)));
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.actorId))
    .where(where);
  const rows = await db
    .select({ log: activityLogs, actor: { id: users.id, username: users.username, email: users.email } })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.actorId))
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  const records = await activityRecords(db, rows.map(({ log }) => log), locale);
  return {
    data: rows.map(({ log, actor }) => ({
      id: log.id,
      action: log.action,
      resource: log.resource,
      resource_id: log.resourceId,
      summary: log.summary,
      ip: log.ip,
      user_agent: log.userAgent,
      created_at: log.createdAt.toISOString(),
      actor: actor?.id ? { id: actor.id, username: actor.username, email: actor.email } : null,
      by_system: log.bySystem,
      record: log.resourceId ? (records.get(`${log.resource}:${log.resourceId}`) ?? null) : null,
    })),
    meta: paginationMetaOf(query, total),
  };
}
