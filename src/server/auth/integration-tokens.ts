import { BlockList, isIP } from 'node:net';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { integrationTokens, users, type User } from '@/server/db/schema';
import { INTEGRATION_TOKEN_PREFIX } from '@/shared/api/scopes';
import { randomSecret, sha256 } from './secrets';

/** What an integration token lets its caller do: act as its creator, within `scopes`. */
export type IntegrationGrant = { tokenId: string; scopes: readonly string[] };

const TOUCH_INTERVAL_MS = 60_000;
/** How much of a token the list shows: the format's prefix and a few random characters. */
const VISIBLE_LENGTH = INTEGRATION_TOKEN_PREFIX.length + 8;

export function isIntegrationToken(plainText: string): boolean {
  return plainText.startsWith(INTEGRATION_TOKEN_PREFIX);
}

/** A new token: the plain text for its creator, this once, and what the database keeps of it. */
export function newIntegrationToken(): { plainText: string; tokenHash: string; prefix: string } {
  const plainText = `${INTEGRATION_TOKEN_PREFIX}${randomSecret(40)}`;
  return { plainText, tokenHash: sha256(plainText), prefix: plainText.slice(0, VISIBLE_LENGTH) };
}

/** True when `address` falls in the allow-list (entries validated at creation: IPs and CIDRs); an empty list allows anywhere. */
export function addressAllowed(address: string | null, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  if (!address) return false;
  const blocks = new BlockList();
  for (const entry of allowed) {
    const [ip = '', bits] = entry.split('/');
    const type = isIP(ip) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) blocks.addAddress(ip, type);
    else blocks.addSubnet(ip, Number(bits), type);
  }
  return blocks.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The live integration token for a plain-text one, and its creator: not revoked, not expired, and
 * used from an allowed address. Its last use (time and address) is recorded.
 */
export async function findIntegrationToken(db: Db, plainText: string, address: string | null): Promise<{ user: User; grant: IntegrationGrant } | null> {
  // Looked up by the SHA-256 of the whole token: a timing difference in the index lookup would
  // tell an attacker about hashes of their guesses, not about the token.
  const [row] = await db
    .select({ token: integrationTokens, user: users })
    .from(integrationTokens)
    .innerJoin(users, eq(users.id, integrationTokens.createdBy))
    .where(and(eq(integrationTokens.tokenHash, sha256(plainText)), isNull(integrationTokens.revokedAt), gt(integrationTokens.expiresAt, new Date())))
    .limit(1);
  if (!row || !addressAllowed(address, row.token.allowedAddresses)) return null;

  // As for sign-in tokens, once a minute is precise enough, unless the token moved to another address.
  const { token } = row;
  const lastUsed = token.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed >= TOUCH_INTERVAL_MS || token.lastUsedIp !== address) {
    await db.update(integrationTokens).set({ lastUsedAt: new Date(), lastUsedIp: address }).where(eq(integrationTokens.id, token.id));
  }
  return { user: row.user, grant: { tokenId: token.id, scopes: token.scopes } };
}
