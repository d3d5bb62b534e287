import { getDb, type Database } from '@/server/db/client';
import { guides } from '@/server/db/schema';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { GuideCreateInput, ManagedGuide } from '@/shared/schemas/where-to-start';
import { toColumns, toManaged } from './manager-read';
import { transaction } from '@/server/db/unit-of-work';

/** Creates a guide without items (they are added one by one). */
export async function createGuide({ input, by }: { input: GuideCreateInput; by: WriteContext }, db: Database = getDb()): Promise<ManagedGuide> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(guides)
      .values({ ...toColumns(input), titleFa: input.title_fa, titleEn: input.title_en })
      .returning();
    await recordWrite(tx, by, 'where-to-start.create', row!.id, { title_en: input.title_en, status: input.status });
    return toManaged(row!, 0);
  });
}
