// GET /api/user/where-to-start — published guides with the caller's progress (checked items / items)
import { requireUser } from '@/server/auth/session';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { listUserGuides } from '@/server/services/where-to-start';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request, locale }) => {
  const { user } = await requireUser(request);
  return ok(await listUserGuides({ userId: user.id, locale }), { headers: { 'Cache-Control': 'private, no-store' } });
});
