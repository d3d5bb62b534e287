// GET /api/user/notifications — the signed-in user's notifications, unread first, then newest
import { contracts } from '@/shared/api/contracts';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listUserNotifications } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listUserNotifications, async ({ query, user, locale }) => {
  const { data, meta } = await listUserNotifications({ userId: user.id, locale, page: query });
  return paginated(data, meta, { headers: { 'Cache-Control': 'private, no-store' } });
});
