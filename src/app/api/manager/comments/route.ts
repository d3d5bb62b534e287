// GET /api/manager/comments — the moderation queue: filter by status, content type and text, paginated
import { contracts } from '@/shared/api/contracts';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listManagerComments } from '@/server/services/moderation';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listManagerComments, async ({ query, locale }) => {
  const { data, meta } = await listManagerComments(query, locale);
  return paginated(data, meta);
});
