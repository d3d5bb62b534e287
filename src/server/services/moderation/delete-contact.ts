import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes a contact message for good. */
export async function deleteContactMessage({ id, by }: { id: string; by: WriteContext }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'contacts.delete', id, { email: row.email, title: row.title });
  });
}
