import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import type { Database, Transaction } from '@/server/db/client';
import { appSecrets } from '@/server/db/schema';

const KEY_NAME = 'preview-link-key';
let generatedKey: string | undefined;

/**
 * The key preview tokens are signed with: PREVIEW_LINK_SECRET, else one made on first use and
 * kept in the database so every instance signs alike (the first writer wins the race). The
 * newsletter's preference links are signed with it too, under a purpose of their own.
 */
export async function previewKey(db: Database | Transaction): Promise<string> {
  const configured = env().PREVIEW_LINK_SECRET;
  if (configured) return configured;
  if (generatedKey) return generatedKey;
  await db.insert(appSecrets).values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  generatedKey = row!.value;
  return generatedKey;
}

/**
 * A link's token: the HMAC of its id, so the server can hand a live link out again while the table
 * keeps only the token's hash; nobody without the key can make one.
 */
export async function previewToken(db: Database | Transaction, linkId: string): Promise<string> {
  return createHmac('sha256', await previewKey(db)).update(`preview-link:${linkId}`).digest('base64url');
}
