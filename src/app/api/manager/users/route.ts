// GET /api/manager/users — accounts, searchable and filterable by flags and role, paginated
import { handle, parseQuery } from '@/server/http/handler';
import { paginated } from '@/server/http/respond';
import { listUsers, requireManagerPermission } from '@/server/services/acl';
import { usersListQuery } from '@/shared/schemas/acl';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'users.view');
  const { data, meta } = await listUsers(parseQuery(request, usersListQuery));
  return paginated(data, meta);
});
