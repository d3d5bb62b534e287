import { getDb, type Database } from '@/server/db/client';
import { events } from '@/server/db/schema';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { EventCreateInput, ManagedEvent } from '@/shared/schemas/events';
import { toColumns, toManaged } from './manager-read';
import { transaction } from '@/server/db/unit-of-work';

/** Creates an event, logged as its writer's (the demo seed's are the system's). */
export async function createEvent({ input, by }: { input: EventCreateInput; by: WriteContext }, db: Database = getDb()): Promise<ManagedEvent> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        ...toColumns(input),
        titleFa: input.title_fa,
        titleEn: input.title_en,
        startDate: new Date(input.start_date),
        expireDatetime: new Date(input.expire_datetime),
        createdBy: by.actor.id,
      })
      .returning();
    await recordWrite(tx, by, 'events.create', row!.id, { title_en: input.title_en, start_date: input.start_date, status: input.status });
    return toManaged(row!, 0);
  });
}
