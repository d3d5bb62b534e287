// GET /api/manager/notifications — composed notifications with counts; POST — compose and send one
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok, paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { composeNotification, listManagerNotifications } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listNotifications, async ({ query }) => {
  const { data, meta } = await listManagerNotifications(query);
  return paginated(data, meta);
});

export const POST = route(contracts.sendNotification, async ({ body, by, locale }) => {
  const notification = await composeNotification({ input: body, by });
  return ok(notification, {
    status: 201,
    message: translate(locale, 'notifications.sent', { count: notification.deliveries_count }),
  });
});
