// PUT /api/manager/roles/{id}/permissions — replace a role's permissions at once (the role matrix)
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { setRolePermissions } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const PUT = route(contracts.setRolePermissions, async ({ params, body, by }) =>
  ok(await setRolePermissions({ id: params.id, input: body, by })),
);
