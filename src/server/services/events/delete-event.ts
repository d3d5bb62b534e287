import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { events } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes an event with its registrations. */
export async function deleteEvent({ id, by }: { id: string; by: WriteContext }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    const [row] = await tx.delete(events).where(eq(events.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'events.delete', id, { title_en: row.titleEn });
  });
}
