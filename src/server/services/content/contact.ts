import { getDb, type Database } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import type { VisitorContext } from '@/server/services/context';
import { contactUsSchema } from '@/shared/schemas/content';
import { emitWebhookEvent } from '@/server/services/webhooks/emit';

/**
 * Stores a message from the contact form, in the page's language and with the sender's address.
 * When the honeypot field is filled the sender is a bot: it gets the same success (so it learns
 * nothing) and nothing is stored.
 */
export async function createContactMessage(
  { input, by: { ctx } }: { input: unknown; by: VisitorContext },
  db: Database = getDb(),
): Promise<{ stored: boolean }> {
  const parsed = contactUsSchema.parse(input);
  if (parsed.website.trim() !== '') return { stored: false };
  const [row] = await db
    .insert(contactMessages)
    .values({
      fullName: parsed.full_name,
      email: parsed.email.toLowerCase(),
      title: parsed.title,
      text: parsed.text,
      locale: ctx.locale,
      ip: ctx.ip,
    })
    .returning({ id: contactMessages.id, email: contactMessages.email });
  await emitWebhookEvent(
    'contact.received',
    { id: row!.id, full_name: parsed.full_name, email: row!.email, title: parsed.title, text: parsed.text, locale: ctx.locale },
    db,
  );
  return { stored: true };
}
