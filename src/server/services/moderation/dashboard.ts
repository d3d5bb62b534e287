import { count, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { contents, users } from '@/server/db/schema';
import { listActivities } from '@/server/services/activity/list-activities';
import { countTickets } from '@/server/services/tickets';
import type { Locale } from '@/i18n/locales';
import { contentTypeNames } from '@/shared/content-types';
import type { ManagerDashboardView } from '@/shared/schemas/community';
import { countPendingComments, listManagerComments } from './comments';
import { countUnhandledContacts } from './contacts';

/**
 * The manager dashboard: key counts (tickets waiting for staff among them), the last ten
 * activity entries and the five newest comments waiting for moderation.
 */
export async function getManagerDashboard(locale: Locale): Promise<ManagerDashboardView> {
  const db = getDb();
  const [[userCount], publishedRows, pendingComments, unhandledContacts, openTickets, activity, pending] = await Promise.all([
    db.select({ total: count() }).from(users),
    db.select({ type: contents.type, total: count() }).from(contents).where(eq(contents.status, 'published')).groupBy(contents.type),
    countPendingComments(),
    countUnhandledContacts(),
    countTickets({ statuses: ['open'] }),
    listActivities({ page: 1, per_page: 10 }, locale),
    listManagerComments({ page: 1, per_page: 5, status: 'pending' }, locale),
  ]);
  const published = Object.fromEntries(contentTypeNames.map((type) => [type, 0]));
  for (const row of publishedRows) published[row.type] = row.total;
  return {
    counts: { users: userCount?.total ?? 0, published, pending_comments: pendingComments, unhandled_contacts: unhandledContacts, open_tickets: openTickets },
    recent_activity: activity.data,
    pending_comments: pending.data,
  };
}
