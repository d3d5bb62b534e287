// GET /api/manager/permissions — every permission; POST /api/manager/permissions — create a custom permission
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createPermission, listPermissions } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listPermissions, async () => ok(await listPermissions()));

export const POST = route(contracts.createPermission, async ({ body, by }) =>
  ok(await createPermission({ input: body, by }), { status: 201 }),
);
