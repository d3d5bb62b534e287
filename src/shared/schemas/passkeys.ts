import { z } from 'zod';

/**
 * Passkeys (WebAuthn): the bodies the browser sends and the options it is given. The credential
 * shapes follow the WebAuthn Level 3 JSON forms that `@simplewebauthn/browser` produces and
 * `@simplewebauthn/server` checks; binary values travel as base64url. Zod only: the browser
 * imports this file.
 */

const text = z.string({
  error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.string.type'),
});

const base64url = text.max(65_536, 'validation.string.max').regex(/^[A-Za-z0-9_-]*$/, 'validation.string.pattern');

/** What a passkey is called in the list; the browser suggests one from the device when left empty. */
export const passkeyNameField = text.trim().min(1, 'validation.required').max(60, 'validation.string.max');

const currentPassword = text.min(1, 'validation.required').max(128, 'validation.string.max');

/** How the browser reached the authenticator (`internal`, `usb`, `hybrid`, …); kept as hints for later prompts. */
const transport = text.max(32, 'validation.string.max');

/** Only the extension results the server may read; any other is dropped. */
const clientExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

const credentialBase = {
  id: base64url.min(1, 'validation.required'),
  rawId: base64url.min(1, 'validation.required'),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResults.default({}),
};

/** `navigator.credentials.create()`'s answer, as `startRegistration` returns it. */
export const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(transport).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

/** `navigator.credentials.get()`'s answer, as `startAuthentication` returns it. */
export const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** Adding a passkey starts with the account's password: a stolen session alone cannot add one. */
export const passkeyRegistrationOptionsInputSchema = z.object({ current_password: currentPassword });
export type PasskeyRegistrationOptionsInput = z.infer<typeof passkeyRegistrationOptionsInputSchema>;

export const passkeyRegistrationSchema = z.object({
  name: passkeyNameField.optional(),
  response: registrationResponseSchema,
});
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>;

export const renamePasskeySchema = z.object({ name: passkeyNameField });
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

export const deletePasskeySchema = z.object({ current_password: currentPassword });
export type DeletePasskeyInput = z.infer<typeof deletePasskeySchema>;

/**
 * `challenge` is the one the password step of a sign-in answered with when the account has a
 * second factor; without it the passkey signs in alone (password-less).
 */
const signInChallenge = text.min(1, 'validation.required').max(200, 'validation.string.max');

export const passkeySignInOptionsInputSchema = z.object({ challenge: signInChallenge.optional() });
export type PasskeySignInOptionsInput = z.infer<typeof passkeySignInOptionsInputSchema>;

export const passkeySignInSchema = z.object({
  challenge: signInChallenge.optional(),
  response: authenticationResponseSchema,
});
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;

/** A passkey as its owner sees it in the list; the key itself never leaves the server. */
export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  transports: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyItem = z.infer<typeof passkeySchema>;

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** What `startRegistration` hands to `navigator.credentials.create()`. */
export const passkeyCreationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** What `startAuthentication` hands to `navigator.credentials.get()`. */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
});
