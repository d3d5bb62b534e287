// GET /api/manager/comments — the moderation queue: filter by status, content type and text, paginated
import { handle, parseQuery } from '@/server/http/handler';
import { paginated } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { listManagerComments } from '@/server/services/community';
import { managerCommentsQuery } from '@/shared/schemas/community';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request, locale }) => {
  await requireManagerPermission(request, 'comments.view');
  const { data, meta } = await listManagerComments(parseQuery(request, managerCommentsQuery), locale);
  return paginated(data, meta);
});
