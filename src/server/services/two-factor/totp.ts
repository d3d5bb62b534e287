import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { env } from '@/env';
import { translate } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import type { Db } from '@/server/db/client';
import { totpCredentials, type User } from '@/server/db/schema';
import { unseal } from '@/server/auth/secret-box';

const PERIOD = 30;

/** RFC 6238 with the defaults every authenticator app reads: SHA-1, six digits, 30 seconds. */
export function totpFor(secretBase32: string, user: Pick<User, 'email'>, locale: Locale): TOTP {
  return new TOTP({
    issuer: env().APP_NAME ?? translate(locale, 'app.name'),
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step `code` is valid for, allowing one step of clock drift either way; null when it
 * matches none.
 */
function matchingStep(secretBase32: string, code: string): number | null {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
  const delta = totp.validate({ token: code, window: 1 });
  return delta === null ? null : totp.counter() + delta;
}

/**
 * Checks a code against the account's authenticator (confirmed or, with `pending`, the one being
 * set up) and spends its time step: the update only succeeds for a step later than the last one
 * accepted, so a code seen over someone's shoulder cannot be replayed, even by a racing request.
 */
export async function acceptTotpCode(db: Db, userId: string, code: string, { pending = false } = {}): Promise<boolean> {
  const [credential] = await db
    .select()
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), pending ? isNull(totpCredentials.confirmedAt) : isNotNull(totpCredentials.confirmedAt)))
    .limit(1);
  if (!credential) return false;
  const step = matchingStep(await unseal(db, credential.secretCiphertext, userId), code);
  if (step === null) return false;
  const [spent] = await db
    .update(totpCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return spent !== undefined;
}
