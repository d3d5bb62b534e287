import { eq } from 'drizzle-orm';
import { invalidateAllContent } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { categories, tags } from '@/server/db/schema';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { getManagedTerm, type TermKind } from './terms';
import { transaction } from '@/server/db/unit-of-work';

/** Deletes a term; items keep existing (a category is unset, a tag is removed from them). */
export async function deleteManagedTerm({ kind, id, by }: { kind: TermKind; id: string; by: WriteContext }): Promise<void> {
  await transaction(getDb(), async (tx) => {
    const before = await getManagedTerm(kind, id, tx);
    if (kind === 'categories') await tx.delete(categories).where(eq(categories.id, id));
    else await tx.delete(tags).where(eq(tags.id, id));
    await recordWrite(tx, by, `${kind}.delete`, id, { fa: before.translations.fa?.name, en: before.translations.en?.name, items: before.content_count });
  });
  await invalidateAllContent();
}
