import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { NotificationPreferences } from '@/shared/schemas/notifications';
import { recordActivity } from '../activity/record-activity';
import type { UserActor, WriteContext } from '../context';
import { transaction } from '@/server/db/unit-of-work';

/** Saves the user's notification preferences; logged like other profile changes. */
export async function updateNotificationPreferences({
  input,
  by: { ctx, actor },
}: {
  input: NotificationPreferences;
  by: WriteContext<UserActor>;
}): Promise<NotificationPreferences> {
  const userId = actor.id;
  return transaction(getDb(), async (tx) => {
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
