// GET|PATCH /api/user/notification-preferences — whether support answers to tickets are also e-mailed
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getNotificationPreferences, updateNotificationPreferences } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getNotificationPreferences, async ({ user }) =>
  ok(await getNotificationPreferences(user.id), { headers: { 'Cache-Control': 'private, no-store' } }),
);

export const PATCH = route(contracts.updateNotificationPreferences, async ({ body, by, locale }) => {
  const saved = await updateNotificationPreferences({ input: body, by });
  return ok(saved, { message: translate(locale, 'notifications.preferencesSaved') });
});
