// GET /api/manager/users — accounts, searchable and filterable by flags and role, paginated
import { contracts } from '@/shared/api/contracts';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listUsers } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listUsers, async ({ query }) => {
  const { data, meta } = await listUsers(query);
  return paginated(data, meta);
});
