import { asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { categories, categoryTranslations, tagTranslations } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
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
