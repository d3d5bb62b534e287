import { getDb, type Database } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { contactUsSchema } from '@/shared/schemas/content';

/**
 * Stores a message from the contact form. When the honeypot field is filled the sender is a bot:
 * it gets the same success (so it learns nothing) and nothing is stored.
 */
export async function createContactMessage(
  { input, locale, ip }: { input: unknown; locale: Locale; ip?: string | null },
  db: Database = getDb(),
): Promise<{ stored: boolean }> {
  const parsed = contactUsSchema.parse(input);
  if (parsed.website.trim() !== '') return { stored: false };
  await db.insert(contactMessages).values({
    fullName: parsed.full_name,
    email: parsed.email.toLowerCase(),
    title: parsed.title,
    text: parsed.text,
    locale,
    ip: ip ?? null,
  });
  return { stored: true };
}
