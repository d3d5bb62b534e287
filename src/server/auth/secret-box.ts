import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { appSecrets } from '@/server/db/schema';

const KEY_NAME = 'sealed-secrets-key';
const VERSION = 'v1';
/** Per database: a process that talks to several (the test suite) never seals with another's key. */
const keys = new WeakMap<Db, Buffer>();

/**
 * The AES-256 key that secrets the server must read back (authenticator secrets, webhook signing
 * secrets) are sealed with: made once and kept in app_secrets, so every instance reads the same
 * one (the first writer wins the race). A dump or a log of the tables that hold them then gives
 * nobody a working authenticator or a webhook signature.
 */
async function sealingKey(db: Db): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  await db.insert(appSecrets).values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  if (!row) throw new Error('sealing key missing after insert');
  const key = Buffer.from(row.value, 'base64url');
  keys.set(db, key);
  return key;
}

/** Drops the key this process read for `db`: a restore replaced the install's key with the archive's. */
export function forgetSealingKey(db: Db): void {
  keys.delete(db);
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url; `context` (the owning row's id) is bound as associated data. */
export async function seal(db: Db, plainText: string, context: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Opens what `seal` made for the same `context`; a tampered or moved value throws. */
export async function unseal(db: Db, sealed: string, context: string): Promise<string> {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('unreadable sealed value');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
