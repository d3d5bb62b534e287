// POST /api/user/progress/{type}/{id} — where the caller is in a podcast or video, or that they opened an article
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { recordProgress } from '@/server/services/dashboard';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.recordProgress, async ({ params, body, by }) =>
  ok(await recordProgress({ type: params.type, id: params.id, input: body, by }), {
    headers: { 'Cache-Control': 'private, no-store' },
  }),
);
