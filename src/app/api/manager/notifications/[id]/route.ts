// GET /api/manager/notifications/{id} — one composed notification with delivery and read counts; PATCH — correct its text and link; DELETE — remove it
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { noContent, ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { deleteNotification, getManagerNotification, updateNotification } from '@/server/services/notifications';
import { notificationUpdateSchema } from '@/shared/schemas/notifications';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  await requireManagerPermission(request, 'notifications.view');
  const { id } = parseParams(params, idParams);
  return ok(await getManagerNotification(id));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'notifications.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, notificationUpdateSchema);
  const notification = await updateNotification({ ctx: serviceContext(request, locale), actor: user }, id, input);
  return ok(notification, { message: translate(locale, 'notifications.corrected') });
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'notifications.delete');
  const { id } = parseParams(params, idParams);
  await deleteNotification({ ctx: serviceContext(request, locale), actor: user }, id);
  return noContent();
});
