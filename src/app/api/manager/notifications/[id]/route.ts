// GET /api/manager/notifications/{id} — one composed notification with delivery and read counts; DELETE — remove it
import { handle, parseParams } from '@/server/http/handler';
import { noContent, ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { deleteNotification, getManagerNotification } from '@/server/services/notifications';
import { notificationParams } from '@/shared/schemas/notifications';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  await requireManagerPermission(request, 'notifications.view');
  const { id } = parseParams(params, notificationParams);
  return ok(await getManagerNotification(id));
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'notifications.delete');
  const { id } = parseParams(params, notificationParams);
  await deleteNotification({ ctx: serviceContext(request, locale), actor: user }, id);
  return noContent();
});
