// GET|PATCH /api/user/notification-preferences — whether support answers to tickets are also e-mailed
import { requireUser } from '@/server/auth/session';
import { translate } from '@/i18n/messages';
import { handle, parseBody } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { serviceContext } from '@/server/services/context';
import { getNotificationPreferences, updateNotificationPreferences } from '@/server/services/notifications';
import { notificationPreferencesSchema } from '@/shared/schemas/notifications';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  const { user } = await requireUser(request);
  return ok(await getNotificationPreferences(user.id), { headers: { 'Cache-Control': 'private, no-store' } });
});

export const PATCH = handle(async ({ request, locale }) => {
  const { user } = await requireUser(request);
  const input = await parseBody(request, notificationPreferencesSchema);
  const saved = await updateNotificationPreferences({ ctx: serviceContext(request, locale), userId: user.id }, input);
  return ok(saved, { message: translate(locale, 'notifications.preferencesSaved') });
});
