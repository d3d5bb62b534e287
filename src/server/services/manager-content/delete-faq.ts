import { eq } from 'drizzle-orm';
import { invalidateFaqs } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes an FAQ entry with both its languages. */
export async function deleteManagedFaq({ id, by }: { id: string; by: WriteContext }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'faqs.delete', id, { topic: row.topic });
  });
  await invalidateFaqs();
}
