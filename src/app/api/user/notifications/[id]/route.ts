// PATCH /api/user/notifications/{id} — mark one of the user's notifications read (another user's is a 404)
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { countUnread, markNotificationRead } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';

export const PATCH = route(contracts.markNotificationRead, async ({ params, user, by }) => {
  await markNotificationRead({ id: params.id, by });
  return ok({ unread: await countUnread(user.id) });
});
