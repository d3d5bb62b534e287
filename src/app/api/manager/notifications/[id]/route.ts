// GET /api/manager/notifications/{id} — one composed notification with delivery and read counts; PATCH — correct its text and link; DELETE — remove it
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deleteNotification, getManagerNotification, updateNotification } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getNotification, async ({ params }) => ok(await getManagerNotification(params.id)));

export const PATCH = route(contracts.updateNotification, async ({ params, body, by, locale }) => {
  const notification = await updateNotification({ id: params.id, input: body, by });
  return ok(notification, { message: translate(locale, 'notifications.corrected') });
});

export const DELETE = route(contracts.deleteNotification, async ({ params, by }) => {
  await deleteNotification({ id: params.id, by });
  return noContent();
});
