import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's half of passkeys. `@simplewebauthn/browser` is imported only when a passkey is
 * made or used, so the pages that merely offer the button do not carry it.
 */

/** What went wrong in the browser's own prompt, for a message the reader can act on. */
export type PasskeyProblem = 'cancelled' | 'unsupported' | 'alreadyRegistered' | 'failed';

/** True when this browser can make and use passkeys at all (an old browser, or an insecure origin, cannot). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Asks the authenticator for a new passkey with the server's registration options. */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON });
}

/** Asks the authenticator to sign the server's challenge with one of this site's passkeys. */
export async function answerWithPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON });
}

/**
 * The browser refuses with DOMException names: NotAllowedError when the reader closed the prompt
 * or it timed out (the two are indistinguishable on purpose), InvalidStateError when this
 * authenticator already holds a passkey of the account.
 */
export function passkeyProblemOf(error: unknown): PasskeyProblem {
  if (!browserSupportsPasskeys()) return 'unsupported';
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'alreadyRegistered';
  return 'failed';
}
