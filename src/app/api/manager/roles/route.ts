// GET /api/manager/roles — every role with its permission ids; POST /api/manager/roles — create a role
import { handle, parseBody } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { createRole, listRoles, requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { roleCreateSchema } from '@/shared/schemas/acl';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'roles.view');
  return ok(await listRoles());
});

export const POST = handle(async ({ request, locale }) => {
  const { user } = await requireManagerPermission(request, 'roles.create');
  const input = await parseBody(request, roleCreateSchema);
  return ok(await createRole({ ctx: serviceContext(request, locale), actor: user }, input), { status: 201 });
});
