import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { announceUnreadChange } from './events';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes a composed notification; it leaves every reader's list and badge. */
export async function deleteNotification({ id, by }: { id: string; by: WriteContext }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    const [row] = await tx
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.source, 'manager')))
      .returning({ id: notifications.id, title: notifications.titleEn });
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'notifications.delete', id, { title: row.title });
  });
  announceUnreadChange('*');
}
