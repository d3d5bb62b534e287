// GET|PATCH|DELETE /api/manager/permissions/{id} — read one permission; edit or delete a custom one
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deletePermission, getPermission, updatePermission } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getPermission, async ({ params }) => ok(await getPermission(params.id)));

export const PATCH = route(contracts.updatePermission, async ({ params, body, user, ctx }) =>
  ok(await updatePermission({ ctx, actor: user }, params.id, body)),
);

export const DELETE = route(contracts.deletePermission, async ({ params, user, ctx }) => {
  await deletePermission({ ctx, actor: user }, params.id);
  return noContent();
});
