// GET /api/user/where-to-start/{id} — a published guide's items in order, checked marks and the next step
import { requireUser } from '@/server/auth/session';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { getUserGuide } from '@/server/services/where-to-start';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params, locale }) => {
  const { id } = parseParams(params, idParams);
  const { user } = await requireUser(request);
  return ok(await getUserGuide({ userId: user.id, locale, id }), { headers: { 'Cache-Control': 'private, no-store' } });
});
