// POST /api/user/authentication/passkey/options — start a passkey sign-in (alone, or as the second step)
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { startPasskeySignIn } from '@/server/services/passkeys/start-passkey-sign-in';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.passkeySignInOptions, async ({ body, by }) =>
  ok(await startPasskeySignIn({ input: body, by }), { headers: { 'Cache-Control': 'no-store' } }),
);
