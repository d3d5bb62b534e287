import { getDb, type Database } from '@/server/db/client';
import { categories, tags } from '@/server/db/schema';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { ManagedTerm, TermWriteInput } from '@/shared/schemas/manager-content';
import { getManagedTerm, namesOf, writeNames, type TermKind } from './terms';
import { transaction } from '@/server/db/unit-of-work';

/** Creates a category or tag with its names (a slug is made from the name when absent). */
export async function createManagedTerm(
  { kind, input, by }: { kind: TermKind; input: TermWriteInput; by: WriteContext },
  db: Database = getDb(),
): Promise<ManagedTerm> {
  const id = await transaction(db, async (tx) => {
    const [row] =
      kind === 'categories'
        ? await tx.insert(categories).values({ position: input.position }).returning({ id: categories.id })
        : await tx.insert(tags).values({}).returning({ id: tags.id });
    await writeNames(tx, kind, row!.id, input);
    await recordWrite(tx, by, `${kind}.create`, row!.id, { names: namesOf(input) });
    return row!.id;
  });
  return getManagedTerm(kind, id, db);
}
