// GET /api/user/notifications — the signed-in user's notifications, unread first, then newest
import { requireUser } from '@/server/auth/session';
import { handle, parseQuery } from '@/server/http/handler';
import { paginated } from '@/server/http/respond';
import { listUserNotifications } from '@/server/services/notifications';
import { userNotificationsQuery } from '@/shared/schemas/notifications';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request, locale }) => {
  const { user } = await requireUser(request);
  const { data, meta } = await listUserNotifications({ userId: user.id, locale, page: parseQuery(request, userNotificationsQuery) });
  return paginated(data, meta, { headers: { 'Cache-Control': 'private, no-store' } });
});
