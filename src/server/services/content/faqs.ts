import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invalidateFaqs } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { faqTranslations, faqs } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { featureTopicKeys, featureTopicSchema, type FeatureTopic } from '@/shared/content-types';

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

const faqText = z.object({ question: z.string().trim().min(3).max(300), answer: z.string().trim().min(3).max(5000) });
export const createFaqSchema = z
  .object({
    topic: featureTopicSchema,
    position: z.number().int().default(0),
    translations: z.object({ fa: faqText.optional(), en: faqText.optional() }),
  })
  .refine((value) => value.translations.fa || value.translations.en, 'content.validation.translationRequired');
export type CreateFaqInput = z.input<typeof createFaqSchema>;

/** Creates an FAQ entry in one or both languages. */
export async function createFaq(input: CreateFaqInput, db: Database = getDb()): Promise<{ id: string }> {
  const parsed = createFaqSchema.parse(input);
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values({ topic: parsed.topic, position: parsed.position }).returning({ id: faqs.id });
    const id = row!.id;
    const texts = (['fa', 'en'] as const).flatMap((locale) => {
      const text = parsed.translations[locale];
      return text ? [{ faqId: id, locale, ...text }] : [];
    });
    await tx.insert(faqTranslations).values(texts);
    return { id };
  });
  await invalidateFaqs();
  return result;
}
