import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Database } from '@/server/db/client';
import { categories, categoryTranslations, tagTranslations, tags } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { slugify } from '@/shared/text/normalize';
import type { TermJson } from './items';

/** Categories named in `locale`, in their manager-chosen order. */
export async function listCategories(locale: Locale, db: Database = getDb()): Promise<TermJson[]> {
  const rows = await db
    .select({ id: categoryTranslations.categoryId, name: categoryTranslations.name, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(eq(categoryTranslations.locale, locale))
    .orderBy(asc(categories.position), asc(categoryTranslations.name));
  return rows;
}

/** Tags named in `locale`, alphabetically. */
export async function listTags(locale: Locale, db: Database = getDb()): Promise<TermJson[]> {
  return db
    .select({ id: tagTranslations.tagId, name: tagTranslations.name, slug: tagTranslations.slug })
    .from(tagTranslations)
    .where(eq(tagTranslations.locale, locale))
    .orderBy(asc(tagTranslations.name));
}

const termName = z.object({ name: z.string().trim().min(1).max(100), slug: z.string().trim().max(120).optional() });
export const termInput = z
  .object({ position: z.number().int().default(0), translations: z.object({ fa: termName.optional(), en: termName.optional() }) })
  .refine((value) => value.translations.fa || value.translations.en, 'content.validation.translationRequired');
export type TermInput = z.input<typeof termInput>;

function translationRows(input: z.infer<typeof termInput>) {
  return (['fa', 'en'] as const).flatMap((locale) => {
    const text = input.translations[locale];
    return text ? [{ locale, name: text.name, slug: text.slug || slugify(text.name) }] : [];
  });
}

/** Creates a category with its names (the slug is made from the name when absent). */
export async function createCategory(input: TermInput, db: Database = getDb()): Promise<{ id: string }> {
  const parsed = termInput.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(categories).values({ position: parsed.position }).returning({ id: categories.id });
    const id = row!.id;
    await tx.insert(categoryTranslations).values(translationRows(parsed).map((t) => ({ ...t, categoryId: id })));
    return { id };
  });
}

/** Creates a tag with its names (the slug is made from the name when absent). */
export async function createTag(input: TermInput, db: Database = getDb()): Promise<{ id: string }> {
  const parsed = termInput.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tags).values({}).returning({ id: tags.id });
    const id = row!.id;
    await tx.insert(tagTranslations).values(translationRows(parsed).map((t) => ({ ...t, tagId: id })));
    return { id };
  });
}
