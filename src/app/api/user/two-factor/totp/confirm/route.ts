// POST /api/user/two-factor/totp/confirm — turn the authenticator app on with a code from it
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { confirmTotp } from '@/server/services/two-factor/confirm-totp';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.confirmTotpSetup, async ({ body, by, locale }) =>
  ok(await confirmTotp({ input: body, by }), { message: translate(locale, 'twoFactor.enabled') }),
);
