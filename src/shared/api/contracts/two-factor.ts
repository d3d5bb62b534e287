import { z } from 'zod';
import { authWithTokenSchema } from '@/shared/schemas/auth-payload';
import { dataEnvelope } from '@/shared/schemas/envelope';
import {
  confirmTotpSchema,
  currentPasswordSchema,
  recoveryCodesSchema,
  totpSetupSchema,
  twoFactorSignInSchema,
  twoFactorStatusSchema,
} from '@/shared/schemas/two-factor';
import { defineContracts } from '../contract';

const tag = 'Two-factor authentication';

/** The second step of a two-step sign-in, and the authenticator app and recovery codes of the signed-in account. */
export const twoFactorContracts = defineContracts({
  completeTwoFactorSignIn: {
    method: 'post',
    path: '/api/user/authentication/two-factor',
    summary:
      'Finish a sign-in that answered `two_factor_required`: the `challenge` (valid five minutes, single use) with a `code` from the authenticator app or a `recovery_code`; answers like login. Wrong codes count against the sign-in limits',
    tag,
    auth: 'public',
    body: twoFactorSignInSchema,
    jsonOnly: true,
    response: dataEnvelope(authWithTokenSchema),
    errors: [403, 415, 429],
  },
  getTwoFactor: {
    method: 'get',
    path: '/api/user/two-factor',
    summary: 'Whether the authenticator app is on, the recovery codes left, and whether the site requires a second factor of this account',
    tag,
    auth: 'user',
    response: dataEnvelope(twoFactorStatusSchema),
  },
  startTotpSetup: {
    method: 'post',
    path: '/api/user/two-factor/totp',
    summary: 'Start setting up an authenticator app (needs `current_password`): the otpauth URI, its QR code as SVG and the secret as text',
    tag,
    auth: 'user',
    body: currentPasswordSchema,
    response: dataEnvelope(totpSetupSchema),
    errors: [409, 419, 429],
  },
  confirmTotpSetup: {
    method: 'post',
    path: '/api/user/two-factor/totp/confirm',
    summary: 'Turn the authenticator app on with a code from it; answers ten single-use recovery codes, shown this once',
    tag,
    auth: 'user',
    body: confirmTotpSchema,
    response: dataEnvelope(recoveryCodesSchema),
    errors: [419, 429],
  },
  regenerateRecoveryCodes: {
    method: 'post',
    path: '/api/user/two-factor/recovery-codes',
    summary: 'Replace the recovery codes with ten new ones (needs `current_password`), shown this once',
    tag,
    auth: 'user',
    body: currentPasswordSchema,
    response: dataEnvelope(recoveryCodesSchema),
    errors: [409, 419, 429],
  },
  disableTotp: {
    method: 'delete',
    path: '/api/user/two-factor/totp',
    summary: 'Turn the authenticator app off and drop the recovery codes (needs `current_password`)',
    tag,
    auth: 'user',
    body: currentPasswordSchema,
    response: z.object({ data: z.null(), message: z.string() }),
    errors: [409, 419, 429],
  },
});
