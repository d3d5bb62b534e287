// POST /api/manager/users/{id}/block — block an account and revoke its tokens; DELETE — unblock it
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { setUserBlocked } from '@/server/services/acl';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.blockUser, async ({ params, by }) =>
  ok(await setUserBlocked({ id: params.id, input: { is_blocked: true }, by })),
);

export const DELETE = route(contracts.unblockUser, async ({ params, by }) =>
  ok(await setUserBlocked({ id: params.id, input: { is_blocked: false }, by })),
);
