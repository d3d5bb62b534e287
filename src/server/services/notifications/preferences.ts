import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { NotificationPreferences } from '@/shared/schemas/notifications';

/** The user's notification preferences. */
export async function getNotificationPreferences(userId: string): Promise<NotificationPreferences> {
  const [row] = await getDb().select({ email: users.emailOnTicketReply }).from(users).where(eq(users.id, userId));
  return { email_on_ticket_reply: row?.email ?? true };
}
