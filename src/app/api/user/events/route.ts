// GET /api/user/events — published events, upcoming and past, with the caller's registration and the seats left
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listUserEvents } from '@/server/services/events';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listUserEvents, async ({ user, locale }) =>
  ok(await listUserEvents({ userId: user.id, locale }), { headers: { 'Cache-Control': 'private, no-store' } }),
);
