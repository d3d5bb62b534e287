// GET /api/user/where-to-start — published guides with the caller's progress (checked items / items)
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listUserGuides } from '@/server/services/where-to-start';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listUserGuides, async ({ user, locale }) =>
  ok(await listUserGuides({ userId: user.id, locale }), { headers: { 'Cache-Control': 'private, no-store' } }),
);
