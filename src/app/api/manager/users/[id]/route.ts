// GET|PATCH /api/manager/users/{id} — one account with its roles; edit its profile, manager flag and roles
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { getManagedUser, requireManagerPermission, updateManagedUser } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { managerUserUpdateSchema } from '@/shared/schemas/acl';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  await requireManagerPermission(request, 'users.view');
  const { id } = parseParams(params, idParams);
  return ok(await getManagedUser(id));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'users.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, managerUserUpdateSchema);
  return ok(await updateManagedUser({ ctx: serviceContext(request, locale), actor: user }, id, input));
});
