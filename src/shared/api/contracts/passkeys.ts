import { z } from 'zod';
import { authWithTokenSchema } from '@/shared/schemas/auth-payload';
import { dataEnvelope } from '@/shared/schemas/envelope';
import { idParams } from '@/shared/schemas/params';
import {
  deletePasskeySchema,
  passkeyCreationOptionsSchema,
  passkeyRegistrationOptionsInputSchema,
  passkeyRegistrationSchema,
  passkeyRequestOptionsSchema,
  passkeySchema,
  passkeySignInOptionsInputSchema,
  passkeySignInSchema,
  renamePasskeySchema,
} from '@/shared/schemas/passkeys';
import { defineContracts } from '../contract';

const tag = 'Passkeys';

/**
 * Passkeys (WebAuthn): the owner's list, adding and removing one, and signing in with one, alone
 * or as the second step after the password. The relying party is the site's APP_URL host.
 */
export const passkeyContracts = defineContracts({
  listPasskeys: {
    method: 'get',
    path: '/api/user/passkeys',
    summary: 'The passkeys of the signed-in account, oldest first',
    tag,
    auth: 'user',
    response: dataEnvelope(z.array(passkeySchema)),
  },
  passkeyRegistrationOptions: {
    method: 'post',
    path: '/api/user/passkeys/registration-options',
    summary:
      'Start adding a passkey: with the current password, the options for `navigator.credentials.create()` (a single-use challenge valid for 5 minutes)',
    tag,
    auth: 'user',
    body: passkeyRegistrationOptionsInputSchema,
    response: dataEnvelope(passkeyCreationOptionsSchema),
    errors: [419, 429],
  },
  registerPasskey: {
    method: 'post',
    path: '/api/user/passkeys',
    summary:
      'Finish adding a passkey with the authenticator’s answer to the registration options; a 422 under `response` when it cannot be verified',
    tag,
    auth: 'user',
    body: passkeyRegistrationSchema,
    jsonOnly: true,
    response: dataEnvelope(passkeySchema),
    successStatus: 201,
    errors: [415, 419],
  },
  renamePasskey: {
    method: 'patch',
    path: '/api/user/passkeys/{id}',
    summary: 'Rename one of the account’s passkeys',
    tag,
    auth: 'user',
    params: idParams,
    body: renamePasskeySchema,
    response: dataEnvelope(passkeySchema),
    errors: [404, 419],
  },
  deletePasskey: {
    method: 'delete',
    path: '/api/user/passkeys/{id}',
    summary: 'Remove one of the account’s passkeys; asks for the current password',
    tag,
    auth: 'user',
    params: idParams,
    body: deletePasskeySchema,
    response: z.object({ data: z.null(), message: z.string() }),
    errors: [404, 419, 429],
  },
  passkeySignInOptions: {
    method: 'post',
    path: '/api/user/authentication/passkey/options',
    summary:
      'Start a passkey sign-in: the options for `navigator.credentials.get()`. Without `challenge` any passkey of this site may answer (password-less); with the `challenge` of a password step that asked for a second factor, only that account’s passkeys',
    tag: 'Authentication',
    auth: 'public',
    body: passkeySignInOptionsInputSchema,
    rateLimit: { limiter: 'passkeyOptions', by: 'ip' },
    response: dataEnvelope(passkeyRequestOptionsSchema),
    errors: [429],
  },
  passkeySignIn: {
    method: 'post',
    path: '/api/user/authentication/passkey',
    summary:
      'Sign in with the authenticator’s answer to the passkey options: answers like login. With `challenge`, finishes the sign-in its password step started. A passkey that cannot be verified is a 422 under `response`, counted like a wrong password',
    tag: 'Authentication',
    auth: 'public',
    body: passkeySignInSchema,
    jsonOnly: true,
    response: dataEnvelope(authWithTokenSchema),
    errors: [403, 415, 429],
  },
});
