// GET /api/user/{saves|likes|checks}/{type} — the signed-in user's saved / liked / checked items, newest first
import { requireUser } from '@/server/auth/session';
import { handle, parseParams, parseQuery } from '@/server/http/handler';
import { paginated } from '@/server/http/respond';
import { listEngagements } from '@/server/services/engagement';
import { engagementListParams } from '@/shared/schemas/engagement';
import { paginationQuery } from '@/shared/schemas/pagination';

export const dynamic = 'force-dynamic';

export const GET = handle<{ kind: string; type: string }>(async ({ request, params, locale }) => {
  const { kind, type } = parseParams(params, engagementListParams);
  const { user } = await requireUser(request);
  const page = parseQuery(request, paginationQuery);
  const { items, meta } = await listEngagements({ userId: user.id, kind, type, locale, page });
  return paginated(items, meta, { headers: { 'Cache-Control': 'private, no-store' } });
});
