// POST /api/user/progress/{type}/{id} — where the caller is in a podcast or video, or that they opened an article
import { requireUser } from '@/server/auth/session';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { recordProgress } from '@/server/services/dashboard';
import { progressBodySchema, progressParams } from '@/shared/schemas/dashboard';

export const dynamic = 'force-dynamic';

type Params = { type: string; id: string };

export const POST = handle<Params>(async ({ request, params }) => {
  const { type, id } = parseParams(params, progressParams);
  const { user } = await requireUser(request);
  const body = await parseBody(request, progressBodySchema);
  return ok(await recordProgress({ userId: user.id, type, id, body }), { headers: { 'Cache-Control': 'private, no-store' } });
});
