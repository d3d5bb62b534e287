// GET /api/user/where-to-start/{id} — a published guide's items in order, checked marks and the next step
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getUserGuide } from '@/server/services/where-to-start';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getUserGuide, async ({ params, user, locale }) =>
  ok(await getUserGuide({ userId: user.id, locale, id: params.id }), { headers: { 'Cache-Control': 'private, no-store' } }),
);
