// GET /api/manager/notifications — composed notifications with counts; POST — compose and send one
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseQuery } from '@/server/http/handler';
import { ok, paginated } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { composeNotification, listManagerNotifications } from '@/server/services/notifications';
import { managerNotificationsQuery, notificationComposeSchema } from '@/shared/schemas/notifications';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'notifications.view');
  const { data, meta } = await listManagerNotifications(parseQuery(request, managerNotificationsQuery));
  return paginated(data, meta);
});

export const POST = handle(async ({ request, locale }) => {
  const { user } = await requireManagerPermission(request, 'notifications.create');
  const input = await parseBody(request, notificationComposeSchema);
  const notification = await composeNotification({ ctx: serviceContext(request, locale), actor: user }, input);
  return ok(notification, { status: 201, message: translate(locale, 'notifications.sent', { count: notification.deliveries_count }) });
});
