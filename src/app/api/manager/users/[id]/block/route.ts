// POST /api/manager/users/{id}/block — block an account and revoke its tokens; DELETE — unblock it
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission, setUserBlocked } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const POST = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'users.update');
  const { id } = parseParams(params, idParams);
  return ok(await setUserBlocked({ ctx: serviceContext(request, locale), actor: user }, id, true));
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'users.update');
  const { id } = parseParams(params, idParams);
  return ok(await setUserBlocked({ ctx: serviceContext(request, locale), actor: user }, id, false));
});
