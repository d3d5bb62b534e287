// GET /api/user/events — published events, upcoming and past, with the caller's registration and the seats left
import { requireUser } from '@/server/auth/session';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { listUserEvents } from '@/server/services/events';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request, locale }) => {
  const { user } = await requireUser(request);
  return ok(await listUserEvents({ userId: user.id, locale }), { headers: { 'Cache-Control': 'private, no-store' } });
});
