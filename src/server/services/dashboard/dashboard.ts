import { count, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { interactions, type User } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { listRegisteredUpcoming } from '@/server/services/events';
import { countUnread } from '@/server/services/notifications';
import { countTickets } from '@/server/services/tickets';
import { listUserGuides } from '@/server/services/where-to-start';
import type { UserDashboard } from '@/shared/schemas/dashboard';
import { continueItems } from './continue-items';

const UPCOMING_LIMIT = 3;

/** The user's saves, likes and checks counted on the ledger: one grouped query. */
async function ledgerCounts(userId: string): Promise<Pick<UserDashboard['counts'], 'saves' | 'likes' | 'checks'>> {
  const rows = await getDb()
    .select({ kind: interactions.kind, n: count() })
    .from(interactions)
    .where(eq(interactions.userId, userId))
    .groupBy(interactions.kind);
  const of = (kind: 'save' | 'like' | 'check') => rows.find((row) => row.kind === kind)?.n ?? 0;
  return { saves: of('save'), likes: of('like'), checks: of('check') };
}

/** Everything the user dashboard shows, in one answer. */
export async function getUserDashboard({ user, locale }: { user: User; locale: Locale }): Promise<UserDashboard> {
  const [ledger, unread, openTickets, upcoming, resume, guides] = await Promise.all([
    ledgerCounts(user.id),
    countUnread(user.id),
    countTickets({ userId: user.id, statuses: ['open', 'answered'] }),
    listRegisteredUpcoming({ userId: user.id, locale, limit: UPCOMING_LIMIT }),
    continueItems({ userId: user.id, locale }),
    listUserGuides({ userId: user.id, locale }),
  ]);
  return {
    user: { name: user.firstname?.trim() || user.username, username: user.username },
    counts: { ...ledger, notifications: unread, tickets: openTickets },
    upcoming_events: upcoming,
    continue: resume,
    guides,
  };
}
