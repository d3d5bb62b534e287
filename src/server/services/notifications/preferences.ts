import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { NotificationPreferences } from '@/shared/schemas/notifications';
import { recordActivity } from '../activity/record-activity';
import type { ServiceContext } from '../context';

/** The user's notification preferences. */
export async function getNotificationPreferences(userId: string): Promise<NotificationPreferences> {
  const [row] = await getDb().select({ email: users.emailOnTicketReply }).from(users).where(eq(users.id, userId));
  return { email_on_ticket_reply: row?.email ?? true };
}

/** Saves the user's notification preferences; logged like other profile changes. */
export async function updateNotificationPreferences(
  { ctx, userId }: { ctx: ServiceContext; userId: string },
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ emailOnTicketReply: input.email_on_ticket_reply })
      .where(eq(users.id, userId))
      .returning({ email: users.emailOnTicketReply });
    await recordActivity(tx, {
      actorId: userId,
      action: 'profile.notification_preferences_updated',
      resource: 'users',
      resourceId: userId,
      summary: { ...input },
      client: ctx,
    });
    return { email_on_ticket_reply: row?.email ?? input.email_on_ticket_reply };
  });
}
