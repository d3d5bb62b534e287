import { verifyRegistrationResponse, type VerifiedRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { translate } from '@/i18n/messages';
import { describeDevice } from '@/server/auth/devices';
import { getDb } from '@/server/db/client';
import { passkeys, type User } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import type { PasskeyItem, PasskeyRegistrationInput } from '@/shared/schemas/passkeys';
import { recordActivity } from '../activity/record-activity';
import type { ServiceContext, WriteContext } from '../context';
import { spendChallenge } from './challenges';
import { relyingParty } from './relying-party';
import { serializePasskey } from './serialize';
import { transaction } from '@/server/db/unit-of-work';

/** «Passkey on Chrome, Linux» when the owner gave no name: where it was made is what they remember. */
function defaultName(ctx: ServiceContext): string {
  const { browser, os } = describeDevice(ctx.userAgent);
  // Short enough that the whole name fits the 60 characters a name may have.
  const device = [browser?.replace(/\s+\d+$/, ''), os].filter(Boolean).join(', ').slice(0, 40);
  // The product names are Latin: isolated, they keep their order inside a Persian name.
  return device
    ? translate(ctx.locale, 'passkeys.defaultName', { device: `\u2068${device}\u2069` })
    : translate(ctx.locale, 'passkeys.defaultNameUnknown');
}

async function verifiedRegistration(input: PasskeyRegistrationInput, challenge: string) {
  const { id, origin } = relyingParty();
  try {
    return await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: id,
      requireUserVerification: false,
    });
  } catch {
    // The library throws on anything malformed or mismatched; to the owner it is one failure.
    return { verified: false } satisfies VerifiedRegistrationResponse;
  }
}

/**
 * The second half of adding a passkey: the authenticator's answer to this account's registration
 * challenge (which the password opened), verified for this site's origin and RP ID, then stored
 * with its public key. Any failure, including a challenge that expired or was used, is one 422
 * under `response`; the owner starts again.
 */
export async function registerPasskey({
  input,
  by: { ctx, actor: user },
}: {
  input: PasskeyRegistrationInput;
  by: WriteContext<User>;
}): Promise<PasskeyItem> {
  const db = getDb();
  const spent = await spendChallenge(db, input.response.response.clientDataJSON, 'registration');
  if (!spent || spent.userId !== user.id) throw ValidationError.field('response', 'passkeys.validation.expired');
  const verification = await verifiedRegistration(input, spent.challenge);
  if (!verification.verified) throw ValidationError.field('response', 'passkeys.validation.notVerified');
  const { credential } = verification.registrationInfo;

  return transaction(db, async (tx) => {
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId: user.id,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: input.name ?? defaultName(ctx),
        })
        .returning();
      if (!row) throw new Error('passkeys insert returned no row');
      await recordActivity(tx, {
        actorId: user.id,
        action: 'auth.passkey_added',
        resource: 'users',
        resourceId: user.id,
        summary: { passkey_id: row.id, name: row.name },
        client: ctx,
      });
      return serializePasskey(row);
    })
    .catch((error: unknown) => {
      const cause = (error as { cause?: unknown })?.cause ?? error;
      // The same authenticator registered twice (excludeCredentials normally stops it in the browser).
      if ((cause as { code?: string } | null)?.code === '23505')
        throw ValidationError.field('response', 'passkeys.validation.alreadyRegistered');
      throw error;
    });
}
