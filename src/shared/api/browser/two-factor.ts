// Written by `npm run contracts:browser` from ../contracts/two-factor.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/two-factor';

export const twoFactorContracts: BrowserContracts<typeof declared.twoFactorContracts> = {
  completeTwoFactorSignIn: {
    operationId: 'completeTwoFactorSignIn',
    method: 'post',
    path: '/api/user/authentication/two-factor',
  },
  getTwoFactor: { operationId: 'getTwoFactor', method: 'get', path: '/api/user/two-factor' },
  startTotpSetup: { operationId: 'startTotpSetup', method: 'post', path: '/api/user/two-factor/totp' },
  confirmTotpSetup: { operationId: 'confirmTotpSetup', method: 'post', path: '/api/user/two-factor/totp/confirm' },
  regenerateRecoveryCodes: {
    operationId: 'regenerateRecoveryCodes',
    method: 'post',
    path: '/api/user/two-factor/recovery-codes',
  },
  disableTotp: { operationId: 'disableTotp', method: 'delete', path: '/api/user/two-factor/totp' },
};
