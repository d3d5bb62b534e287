import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db, type Transaction } from '@/server/db/client';
import { faqTranslations, faqs } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { featureTopicKeys, type FeatureTopic } from '@/shared/content-types';
import type { FaqWriteInput, ManagedFaq } from '@/shared/schemas/manager-content';

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

export async function writeTexts(tx: Transaction, id: string, input: FaqWriteInput): Promise<void> {
  await tx.delete(faqTranslations).where(eq(faqTranslations.faqId, id));
  const rows = (['fa', 'en'] as const).flatMap((locale) => {
    const text = input.translations[locale];
    return text ? [{ faqId: id, locale, ...text }] : [];
  });
  if (rows.length) await tx.insert(faqTranslations).values(rows);
}

export function questionsOf(translations: FaqWriteInput['translations']) {
  return { fa: translations.fa?.question, en: translations.en?.question };
}
