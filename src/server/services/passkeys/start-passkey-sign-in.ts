import { eq } from 'drizzle-orm';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { getDb } from '@/server/db/client';
import { passkeys } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import type { PasskeySignInOptionsInput } from '@/shared/schemas/passkeys';
import type { VisitorContext } from '../context';
import { findSignInChallenge } from '../two-factor/challenge';
import { CHALLENGE_TTL_MS, storeChallenge } from './challenges';
import { relyingParty } from './relying-party';

type RequestOptions = Awaited<ReturnType<typeof generateAuthenticationOptions>>;

/**
 * Options for `navigator.credentials.get()`. Password-less (no `challenge`): any passkey of this
 * site may answer, and it must verify its user (PIN, fingerprint, face), since it is the only
 * factor. As the second step of a sign-in (`challenge` of the password step): only that account's
 * passkeys are offered, and the challenge is kept for that account, so another account's passkey
 * cannot finish it.
 */
export async function startPasskeySignIn({
  input,
}: {
  input: PasskeySignInOptionsInput;
  by: VisitorContext;
}): Promise<RequestOptions> {
  const db = getDb();
  const { id: rpID } = relyingParty();
  if (input.challenge === undefined) {
    const options = await generateAuthenticationOptions({ rpID, timeout: CHALLENGE_TTL_MS, userVerification: 'required' });
    await storeChallenge(db, options.challenge, 'authentication', null);
    return options;
  }
  const user = await findSignInChallenge(db, input.challenge);
  if (!user) throw ValidationError.field('challenge', 'validation.signInChallenge');
  const own = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  // An account without a passkey gets no options: the password step did not offer this method.
  if (own.length === 0) throw ValidationError.field('challenge', 'passkeys.validation.none');
  const options = await generateAuthenticationOptions({
    rpID,
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: own.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    userVerification: 'discouraged',
  });
  await storeChallenge(db, options.challenge, 'authentication', user.id);
  return options;
}
