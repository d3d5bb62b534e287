// PUT /api/manager/roles/{id}/permissions — replace a role's permissions at once (the role matrix)
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission, setRolePermissions } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { rolePermissionsSchema } from '@/shared/schemas/acl';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

export const PUT = handle<{ id: string }>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'acl.manage');
  const { id } = parseParams(params, idParams);
  const { permissions } = await parseBody(request, rolePermissionsSchema);
  return ok(await setRolePermissions({ ctx: serviceContext(request, locale), actor: user }, id, permissions));
});
