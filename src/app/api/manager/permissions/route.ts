// GET /api/manager/permissions — every permission; POST /api/manager/permissions — create a custom permission
import { handle, parseBody } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { createPermission, listPermissions, requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { permissionCreateSchema } from '@/shared/schemas/acl';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'permissions.view');
  return ok(await listPermissions());
});

export const POST = handle(async ({ request, locale }) => {
  const { user } = await requireManagerPermission(request, 'permissions.create');
  const input = await parseBody(request, permissionCreateSchema);
  return ok(await createPermission({ ctx: serviceContext(request, locale), actor: user }, input), { status: 201 });
});
