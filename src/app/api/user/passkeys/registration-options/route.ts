// POST /api/user/passkeys/registration-options — start adding a passkey (asks for the current password)
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { startPasskeyRegistration } from '@/server/services/passkeys/start-passkey-registration';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.passkeyRegistrationOptions, async ({ body, by }) =>
  ok(await startPasskeyRegistration({ input: body, by }), { headers: { 'Cache-Control': 'no-store' } }),
);
