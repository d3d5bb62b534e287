import { eq } from 'drizzle-orm';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { translate } from '@/i18n/messages';
import { getDb } from '@/server/db/client';
import { passkeys, type User } from '@/server/db/schema';
import type { PasskeyRegistrationOptionsInput } from '@/shared/schemas/passkeys';
import { assertCurrentPassword } from '../accounts/current-password';
import type { WriteContext } from '../context';
import { storeChallenge, CHALLENGE_TTL_MS } from './challenges';
import { relyingParty } from './relying-party';

type CreationOptions = Awaited<ReturnType<typeof generateRegistrationOptions>>;

/**
 * The first half of adding a passkey, after the current password: options for
 * `navigator.credentials.create()` whose challenge is kept for this account only, so the second
 * half needs no password again. The passkey must be discoverable (it names the account at a
 * password-less sign-in); user verification is preferred, not required, so a security key
 * without a PIN still serves as a second factor.
 */
export async function startPasskeyRegistration({
  input,
  by: { ctx, actor: user },
}: {
  input: PasskeyRegistrationOptionsInput;
  by: WriteContext<User>;
}): Promise<CreationOptions> {
  await assertCurrentPassword(user, input.current_password);
  const db = getDb();
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const fullName = [user.firstname, user.lastname].filter(Boolean).join(' ');
  const options = await generateRegistrationOptions({
    rpName: translate(ctx.locale, 'app.name'),
    rpID: relyingParty().id,
    userName: user.username,
    userDisplayName: fullName || user.username,
    // The user handle the authenticator keeps: the account id, which says nothing about the person.
    userID: new TextEncoder().encode(user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(db, options.challenge, 'registration', user.id);
  return options;
}
