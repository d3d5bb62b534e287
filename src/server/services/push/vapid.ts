import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { env } from '@/env';
import { getDb, type Database } from '@/server/db/client';
import { appSecrets } from '@/server/db/schema';

const KEY_NAME = 'vapid-keys';

export type VapidKeys = { publicKey: string; privateKey: string };
let keys: VapidKeys | undefined;

/**
 * The site's VAPID key pair (RFC 8292), made on first use and kept with the site's other keys in
 * app_secrets, so every instance signs alike (the first writer wins the race) and the browsers'
 * subscriptions, bound to the public key, keep working across restarts.
 */
export async function vapidKeys(db: Database = getDb()): Promise<VapidKeys> {
  if (keys) return keys;
  await db.insert(appSecrets).values({ name: KEY_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  keys = JSON.parse(row!.value) as VapidKeys;
  return keys;
}

/** Who push services contact about our messages: the site's https address, else the sender's mailbox. */
export function vapidSubject(): string {
  const site = env().APP_URL;
  if (site?.startsWith('https:')) return site;
  const mailbox = /<([^>]+)>/.exec(env().MAIL_FROM)?.[1] ?? env().MAIL_FROM;
  return `mailto:${mailbox.trim()}`;
}
