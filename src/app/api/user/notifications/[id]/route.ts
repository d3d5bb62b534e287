// PATCH /api/user/notifications/{id} — mark one of the user's notifications read (another user's is a 404)
import { requireUser } from '@/server/auth/session';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { countUnread, markNotificationRead } from '@/server/services/notifications';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

export const PATCH = handle<{ id: string }>(async ({ request, params }) => {
  const { user } = await requireUser(request);
  const { id } = parseParams(params, idParams);
  await markNotificationRead(user.id, id);
  return ok({ unread: await countUnread(user.id) });
});
