import { and, eq, isNotNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getDb } from '@/server/db/client';
import { totpCredentials, type User } from '@/server/db/schema';
import { ConflictError } from '@/server/errors';
import type { CurrentPasswordInput, TotpSetup } from '@/shared/schemas/two-factor';
import { assertCurrentPassword } from '../accounts/current-password';
import type { WriteContext } from '../context';
import { seal } from '@/server/auth/secret-box';
import { newTotpSecret, totpFor } from './totp';

/**
 * Starts setting up an authenticator app: a new secret, kept sealed and unconfirmed until a code
 * from the app proves it was copied right (confirm-totp.ts). Starting again replaces an
 * unconfirmed secret; an account whose app is already on must turn it off first.
 */
export async function startTotpSetup({ input, by: { ctx, actor: user } }: { input: CurrentPasswordInput; by: WriteContext<User> }): Promise<TotpSetup> {
  await assertCurrentPassword(user, input.current_password);
  const db = getDb();
  const [enabled] = await db
    .select({ userId: totpCredentials.userId })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, user.id), isNotNull(totpCredentials.confirmedAt)))
    .limit(1);
  if (enabled) throw new ConflictError('twoFactor.alreadyEnabled');

  const secret = newTotpSecret();
  const secretCiphertext = await seal(db, secret, user.id);
  await db
    .insert(totpCredentials)
    .values({ userId: user.id, secretCiphertext })
    .onConflictDoUpdate({ target: totpCredentials.userId, set: { secretCiphertext, lastUsedStep: null, confirmedAt: null } });

  const uri = totpFor(secret, user, ctx.locale).toString();
  // Drawn here, not by a web service: the secret never leaves the site.
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qr_svg: qrSvg, secret };
}
