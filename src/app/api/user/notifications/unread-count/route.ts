// GET /api/user/notifications/unread-count — the badge number, for clients that cannot hold an event stream
import { requireUser } from '@/server/auth/session';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { countUnread } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  const { user } = await requireUser(request);
  return ok({ unread: await countUnread(user.id) }, { headers: { 'Cache-Control': 'private, no-store' } });
});
