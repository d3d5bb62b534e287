// GET|PATCH|DELETE /api/manager/roles/{id} — read, rename or delete one role
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { noContent, ok } from '@/server/http/respond';
import { deleteRole, getRole, requireManagerPermission, updateRole } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { roleUpdateSchema } from '@/shared/schemas/acl';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  await requireManagerPermission(request, 'roles.view');
  const { id } = parseParams(params, idParams);
  return ok(await getRole(id));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'roles.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, roleUpdateSchema);
  return ok(await updateRole({ ctx: serviceContext(request, locale), actor: user }, id, input));
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'roles.delete');
  const { id } = parseParams(params, idParams);
  await deleteRole({ ctx: serviceContext(request, locale), actor: user }, id);
  return noContent();
});
