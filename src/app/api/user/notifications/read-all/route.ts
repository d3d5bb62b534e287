// POST /api/user/notifications/read-all — mark every notification of the user read
import { translate } from '@/i18n/messages';
import { requireUser } from '@/server/auth/session';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { markAllNotificationsRead } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';

export const POST = handle(async ({ request, locale }) => {
  const { user } = await requireUser(request);
  await markAllNotificationsRead(user.id);
  return ok({ unread: 0 }, { message: translate(locale, 'notifications.allRead') });
});
