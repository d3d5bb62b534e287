import { eq } from 'drizzle-orm';
import { invalidateAllContent } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { ManagedTerm, TermWriteInput } from '@/shared/schemas/manager-content';
import { getManagedTerm, namesOf, writeNames, type TermKind } from './terms';
import { transaction } from '@/server/db/unit-of-work';

/** Renames a category or tag (both languages are replaced) and moves a category. */
export async function updateManagedTerm({
  kind,
  id,
  input,
  by,
}: {
  kind: TermKind;
  id: string;
  input: TermWriteInput;
  by: WriteContext;
}): Promise<ManagedTerm> {
  await transaction(getDb(), async (tx) => {
    const before = await getManagedTerm(kind, id, tx);
    if (kind === 'categories') await tx.update(categories).set({ position: input.position }).where(eq(categories.id, id));
    await writeNames(tx, kind, id, input);
    await recordWrite(tx, by, `${kind}.update`, id, {
      before: { fa: before.translations.fa?.name, en: before.translations.en?.name, position: before.position },
      after: { ...namesOf(input), position: input.position },
    });
  });
  // Item pages show category and tag names.
  await invalidateAllContent();
  return getManagedTerm(kind, id);
}
