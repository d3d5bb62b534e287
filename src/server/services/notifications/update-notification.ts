import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { ManagerNotificationView, NotificationUpdateInput } from '@/shared/schemas/notifications';
import { recordWrite } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { getManagerNotification } from './manager-read';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Corrects what readers see of a composed notification (titles, texts, link); every reader's list
 * reads the notification row, so the correction reaches them without touching the deliveries.
 */
export async function updateNotification({
  id,
  input,
  by,
}: {
  id: string;
  input: NotificationUpdateInput;
  by: WriteContext;
}): Promise<ManagerNotificationView> {
  const changes = {
    titleFa: input.title_fa,
    titleEn: input.title_en,
    textFa: input.text_fa,
    textEn: input.text_en,
    link: input.link,
  };
  await transaction(getDb(), async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set(changes)
      .where(and(eq(notifications.id, id), eq(notifications.source, 'manager')))
      .returning({ id: notifications.id, title: notifications.titleEn });
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'notifications.update', id, { title: row.title, fields: Object.keys(input).filter((key) => input[key as keyof NotificationUpdateInput] !== undefined) });
  });
  return getManagerNotification(id);
}
