import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, Transaction } from '@/server/db/client';
import { previewKey } from '@/server/services/preview-links/token';

/**
 * The preferences token of every e-mail: the subscriber's id and its HMAC under the app's key
 * (ADR 0020's), so the link needs no table and never expires, and nobody without the key can
 * make one for another address. Only this purpose is signed with this prefix.
 */
export async function preferencesToken(db: Database | Transaction, subscriberId: string): Promise<string> {
  const mac = createHmac('sha256', await previewKey(db))
    .update(`newsletter-preferences:${subscriberId}`)
    .digest('base64url');
  return `${subscriberId}.${mac}`;
}

/** The subscriber a preferences token names, or null for a token this site did not sign. */
export async function subscriberIdOfToken(db: Database | Transaction, token: string): Promise<string | null> {
  const [id, mac] = token.split('.');
  if (!id || !mac || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from((await preferencesToken(db, id)).split('.')[1]!);
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** A fresh confirmation token for the opt-in e-mail, and the hash the table keeps of it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashConfirmToken(token) };
}

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
