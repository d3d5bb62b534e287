// POST /api/user/two-factor/totp — start setting up an authenticator app; DELETE — turn it off
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { disableTotp } from '@/server/services/two-factor/disable-totp';
import { startTotpSetup } from '@/server/services/two-factor/start-totp-setup';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.startTotpSetup, async ({ body, by }) => ok(await startTotpSetup({ input: body, by })));

export const DELETE = route(contracts.disableTotp, async ({ body, by, locale }) => {
  await disableTotp({ input: body, by });
  return ok(null, { message: translate(locale, 'twoFactor.disabled') });
});
