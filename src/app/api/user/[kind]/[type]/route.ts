// GET /api/user/{saves|likes|checks}/{type} — the signed-in user's saved / liked / checked items, newest first
import { contracts } from '@/shared/api/contracts';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listEngagements } from '@/server/services/engagement';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listEngaged, async ({ params, query, user, locale }) => {
  const { items, meta } = await listEngagements({ userId: user.id, kind: params.kind, type: params.type, locale, page: query });
  return paginated(items, meta, { headers: { 'Cache-Control': 'private, no-store' } });
});
