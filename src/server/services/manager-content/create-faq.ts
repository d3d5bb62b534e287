import { invalidateFaqs } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { FaqWriteInput, ManagedFaq } from '@/shared/schemas/manager-content';
import { getManagedFaq, writeTexts } from './faqs';
import { transaction } from '@/server/db/unit-of-work';

/** Creates an FAQ entry in one or both languages. */
export async function createManagedFaq({ input, by }: { input: FaqWriteInput; by: WriteContext }, db: Database = getDb()): Promise<ManagedFaq> {
  const id = await transaction(db, async (tx) => {
    const [row] = await tx.insert(faqs).values({ topic: input.topic, position: input.position }).returning({ id: faqs.id });
    await writeTexts(tx, row!.id, input);
    await recordWrite(tx, by, 'faqs.create', row!.id, { topic: input.topic, languages: Object.keys(input.translations) });
    return row!.id;
  });
  await invalidateFaqs();
  return getManagedFaq(id, db);
}
