import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { invalidateFaqs } from '@/server/cache';
import { getDb, type Db, type Database, type Transaction } from '@/server/db/client';
import { faqTranslations, faqs } from '@/server/db/schema';
import { NotFoundError } from '@/server/http/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import { featureTopicKeys, type FeatureTopic } from '@/shared/content-types';
import type { FaqWriteInput, ManagedFaq } from '@/shared/schemas/manager-content';
import type { WriteContext } from '@/server/services/context';

/** Every FAQ with both languages, in SPEC §9's topic order then by position; optionally one topic. */
export async function listManagedFaqs(topic?: FeatureTopic, id?: string, db: Db = getDb()): Promise<ManagedFaq[]> {
  const topicOrder = sql`array_position(${sql.raw(`array[${featureTopicKeys.map((key) => `'${key}'`).join(',')}]::text[]`)}, ${faqs.topic})`;
  const rows = await db
    .select()
    .from(faqs)
    .where(and(topic ? eq(faqs.topic, topic) : undefined, id ? eq(faqs.id, id) : undefined))
    .orderBy(topicOrder, asc(faqs.position), asc(faqs.createdAt));
  const ids = rows.map((row) => row.id);
  const texts = ids.length ? await db.select().from(faqTranslations).where(inArray(faqTranslations.faqId, ids)) : [];
  return rows.map((row) => {
    const pick = (locale: 'fa' | 'en') => {
      const found = texts.find((text) => text.faqId === row.id && text.locale === locale);
      return found ? { question: found.question, answer: found.answer } : undefined;
    };
    return { id: row.id, topic: row.topic, position: row.position, translations: { fa: pick('fa'), en: pick('en') } };
  });
}

export async function getManagedFaq(id: string, db: Db = getDb()): Promise<ManagedFaq> {
  const [found] = await listManagedFaqs(undefined, id, db);
  if (!found) throw new NotFoundError();
  return found;
}

async function writeTexts(tx: Transaction, id: string, input: FaqWriteInput): Promise<void> {
  await tx.delete(faqTranslations).where(eq(faqTranslations.faqId, id));
  const rows = (['fa', 'en'] as const).flatMap((locale) => {
    const text = input.translations[locale];
    return text ? [{ faqId: id, locale, ...text }] : [];
  });
  if (rows.length) await tx.insert(faqTranslations).values(rows);
}

type FaqWrite = {
  input: FaqWriteInput;
  /** The manager writing: the activity row goes in the same transaction. The seed and tests write without one. */
  by?: WriteContext;
};

/** Creates an FAQ entry in one or both languages. */
export async function createManagedFaq({ input, by }: FaqWrite, db: Database = getDb()): Promise<ManagedFaq> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values({ topic: input.topic, position: input.position }).returning({ id: faqs.id });
    await writeTexts(tx, row!.id, input);
    if (by) await recordWrite(tx, by, 'faqs.create', row!.id, { topic: input.topic, languages: Object.keys(input.translations) });
    return row!.id;
  });
  await invalidateFaqs();
  return getManagedFaq(id, db);
}

export async function updateManagedFaq({ id, input, by }: FaqWrite & { id: string }): Promise<ManagedFaq> {
  await getDb().transaction(async (tx) => {
    const before = await getManagedFaq(id, tx);
    await tx.update(faqs).set({ topic: input.topic, position: input.position }).where(eq(faqs.id, id));
    await writeTexts(tx, id, input);
    if (by)
      await recordWrite(tx, by, 'faqs.update', id, {
        before: { topic: before.topic, position: before.position, questions: questionsOf(before.translations) },
        after: { topic: input.topic, position: input.position, questions: questionsOf(input.translations) },
      });
  });
  await invalidateFaqs();
  return getManagedFaq(id);
}

export async function deleteManagedFaq({ id, by }: { id: string; by?: WriteContext }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!row) throw new NotFoundError();
    if (by) await recordWrite(tx, by, 'faqs.delete', id, { topic: row.topic });
  });
  await invalidateFaqs();
}

function questionsOf(translations: FaqWriteInput['translations']) {
  return { fa: translations.fa?.question, en: translations.en?.question };
}
