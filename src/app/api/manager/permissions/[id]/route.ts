// GET|PATCH|DELETE /api/manager/permissions/{id} — read one permission; edit or delete a custom one
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { noContent, ok } from '@/server/http/respond';
import { deletePermission, getPermission, requireManagerPermission, updatePermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { permissionUpdateSchema } from '@/shared/schemas/acl';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  await requireManagerPermission(request, 'permissions.view');
  const { id } = parseParams(params, idParams);
  return ok(await getPermission(id));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'permissions.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, permissionUpdateSchema);
  return ok(await updatePermission({ ctx: serviceContext(request, locale), actor: user }, id, input));
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'permissions.delete');
  const { id } = parseParams(params, idParams);
  await deletePermission({ ctx: serviceContext(request, locale), actor: user }, id);
  return noContent();
});
