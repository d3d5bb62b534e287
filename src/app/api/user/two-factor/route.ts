// GET /api/user/two-factor — the account's second-factor status
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { twoFactorStatus } from '@/server/services/two-factor/two-factor-status';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getTwoFactor, async ({ user }) => ok(await twoFactorStatus({ user })));
