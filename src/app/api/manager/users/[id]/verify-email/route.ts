// POST /api/manager/users/{id}/verify-email — mark an account's e-mail verified by hand
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission, verifyUserEmail } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

export const POST = handle<{ id: string }>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'users.update');
  const { id } = parseParams(params, idParams);
  return ok(await verifyUserEmail({ ctx: serviceContext(request, locale), actor: user }, id));
});
