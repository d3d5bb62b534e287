import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { faqTranslations, faqs } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { featureTopicKeys, type FeatureTopic } from '@/shared/content-types';

export type FaqJson = { id: string; topic: FeatureTopic; question: string; answer: string; position: number };

/** FAQs answered in `locale`, in SPEC §9's topic order, then by position; optionally one topic. */
export async function listFaqs(locale: Locale, topic?: FeatureTopic, db: Database = getDb()): Promise<FaqJson[]> {
  const topicOrder = sql`array_position(${sql.raw(`array[${featureTopicKeys.map((key) => `'${key}'`).join(',')}]::text[]`)}, ${faqs.topic})`;
  return db
    .select({ id: faqs.id, topic: faqs.topic, question: faqTranslations.question, answer: faqTranslations.answer, position: faqs.position })
    .from(faqs)
    .innerJoin(faqTranslations, and(eq(faqTranslations.faqId, faqs.id), eq(faqTranslations.locale, locale)))
    .where(topic ? eq(faqs.topic, topic) : undefined)
    .orderBy(topicOrder, asc(faqs.position), asc(faqs.createdAt));
}
