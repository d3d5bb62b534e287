// GET /api/user/notifications/unread-count — the badge number, for clients that cannot hold an event stream
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { countUnread } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getUnreadCount, async ({ user }) =>
  ok({ unread: await countUnread(user.id) }, { headers: { 'Cache-Control': 'private, no-store' } }),
);
