import { eq } from 'drizzle-orm';
import { invalidateFaqs } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { FaqWriteInput, ManagedFaq } from '@/shared/schemas/manager-content';
import { getManagedFaq, questionsOf, writeTexts } from './faqs';
import { transaction } from '@/server/db/unit-of-work';

/** Rewrites an FAQ entry: its topic, place and both languages' texts. */
export async function updateManagedFaq({ id, input, by }: { id: string; input: FaqWriteInput; by: WriteContext }): Promise<ManagedFaq> {
  await transaction(getDb(), async (tx) => {
    const before = await getManagedFaq(id, tx);
    await tx.update(faqs).set({ topic: input.topic, position: input.position }).where(eq(faqs.id, id));
    await writeTexts(tx, id, input);
    await recordWrite(tx, by, 'faqs.update', id, {
      before: { topic: before.topic, position: before.position, questions: questionsOf(before.translations) },
      after: { topic: input.topic, position: input.position, questions: questionsOf(input.translations) },
    });
  });
  await invalidateFaqs();
  return getManagedFaq(id);
}
