import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { events } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { EventUpdateInput, ManagedEvent } from '@/shared/schemas/events';
import { toColumns, toManaged } from './manager-read';
import { registrationCounts } from './read';
import { transaction } from '@/server/db/unit-of-work';

/** Changes the fields sent; the event must still end after it starts (checked against what it keeps). */
export async function updateEvent({ id, input, by }: { id: string; input: EventUpdateInput; by: WriteContext }): Promise<ManagedEvent> {
  return transaction(getDb(), async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!current) throw new NotFoundError();
    const start = input.start_date ? new Date(input.start_date) : current.startDate;
    const end = input.expire_datetime ? new Date(input.expire_datetime) : current.expireDatetime;
    if (end <= start) throw ValidationError.field('expire_datetime', 'validation.date.after', { min: start.toISOString() });
    const [row] = await tx.update(events).set(toColumns(input)).where(eq(events.id, id)).returning();
    await recordWrite(tx, by, 'events.update', id, { changed: Object.keys(input) });
    const counts = await registrationCounts(tx, [id]);
    return toManaged(row!, counts.get(id) ?? 0);
  });
}
