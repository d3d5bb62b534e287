// POST /api/user/notifications/read-all — mark every notification of the user read
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { markAllNotificationsRead } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.markAllNotificationsRead, async ({ by, locale }) => {
  await markAllNotificationsRead({ by });
  return ok({ unread: 0 }, { message: translate(locale, 'notifications.allRead') });
});
