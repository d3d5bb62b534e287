import { randomUUID } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import { env } from '@/env';
import type { Db } from '@/server/db/client';
import { accessTokens, users, type User } from '@/server/db/schema';
import type { ClientInfo } from '@/server/services/context';
import { noteDevice, type QueuedDeviceMail, type SessionOwner } from './devices';
import { randomSecret, safeEqual, sha256 } from './secrets';

export type IssuedToken = {
  id: string;
  /** `<token id>|<secret>`: shown once, to the client; only the secret's SHA-256 is stored. */
  plainText: string;
  expiresAt: Date;
  /** The owner's "signed in from a new device" mail, queued but not yet sent. */
  newDeviceMail?: QueuedDeviceMail;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOUCH_INTERVAL_MS = 60_000;

/** Lifetime of a new token (TOKEN_TTL_DAYS), in seconds; the auth cookie lives as long. */
export function tokenTtlSeconds(): number {
  return env().TOKEN_TTL_DAYS * 24 * 60 * 60;
}

/**
 * Creates a Sanctum-style personal access token: a session, named after and marked with the
 * browser and address that signed in (the reader's sessions list). Every sign-in path comes
 * through here, so each new device is noticed: `newDeviceMail`, queued in `db`'s transaction, is
 * for the caller to dispatch after commit (`respondSignedIn` does).
 */
export async function issueToken(db: Db, user: SessionOwner, client: ClientInfo): Promise<IssuedToken> {
  const id = randomUUID();
  const secret = randomSecret(40);
  const expiresAt = new Date(Date.now() + tokenTtlSeconds() * 1000);
  await db.insert(accessTokens).values({
    id,
    userId: user.id,
    tokenHash: sha256(secret),
    name: client.userAgent?.slice(0, 200) || 'api',
    userAgent: client.userAgent,
    ip: client.ip,
    expiresAt,
  });
  const newDeviceMail = await noteDevice(db, user, client, id);
  return { id, plainText: `${id}|${secret}`, expiresAt, newDeviceMail };
}

/**
 * Finds the live token and its owner for a plain-text token. The id half selects the row; the
 * secret half must hash to the stored value. Expired tokens find nothing.
 */
export async function findToken(db: Db, plainText: string): Promise<{ tokenId: string; user: User } | null> {
  const separator = plainText.indexOf('|');
  if (separator < 0) return null;
  const id = plainText.slice(0, separator);
  const secret = plainText.slice(separator + 1);
  if (!UUID.test(id) || secret.length === 0) return null;

  const [row] = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.id, id), gt(accessTokens.expiresAt, new Date())))
    .limit(1);
  if (!row || !safeEqual(row.token.tokenHash, sha256(secret))) return null;

  // Writing on every request would turn each read into a write; once a minute is precise enough.
  const lastUsed = row.token.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed >= TOUCH_INTERVAL_MS) {
    await db.update(accessTokens).set({ lastUsedAt: new Date() }).where(eq(accessTokens.id, id));
  }
  return { tokenId: id, user: row.user };
}

/** Revokes one token (sign-out of this device). */
export async function revokeToken(db: Db, tokenId: string): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

/** Revokes every token of a user (password reset: every device is signed out). */
export async function revokeAllTokens(db: Db, userId: string): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
}

/** Revokes every token of a user except the one making the request (password change). */
export async function revokeOtherTokens(db: Db, userId: string, keepTokenId: string): Promise<void> {
  await db.delete(accessTokens).where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId)));
}
