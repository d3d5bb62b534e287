// Written by `npm run contracts:browser` from ../contracts/passkeys.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/passkeys';

export const passkeyContracts: BrowserContracts<typeof declared.passkeyContracts> = {
  listPasskeys: { operationId: 'listPasskeys', method: 'get', path: '/api/user/passkeys' },
  passkeyRegistrationOptions: {
    operationId: 'passkeyRegistrationOptions',
    method: 'post',
    path: '/api/user/passkeys/registration-options',
  },
  registerPasskey: { operationId: 'registerPasskey', method: 'post', path: '/api/user/passkeys' },
  renamePasskey: { operationId: 'renamePasskey', method: 'patch', path: '/api/user/passkeys/{id}' },
  deletePasskey: { operationId: 'deletePasskey', method: 'delete', path: '/api/user/passkeys/{id}' },
  passkeySignInOptions: { operationId: 'passkeySignInOptions', method: 'post', path: '/api/user/authentication/passkey/options' },
  passkeySignIn: { operationId: 'passkeySignIn', method: 'post', path: '/api/user/authentication/passkey' },
};
