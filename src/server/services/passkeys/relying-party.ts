import { appUrl } from '@/env';

/**
 * The WebAuthn relying party is the site at APP_URL: passkeys are bound to its host name (the RP
 * ID), and an answer signed for any other origin is refused. Behind a proxy the request's own
 * host may differ, so only the configured address counts.
 */
export function relyingParty(): { id: string; origin: string } {
  const url = new URL(appUrl());
  return { id: url.hostname, origin: url.origin };
}
