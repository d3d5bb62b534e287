import { asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contentTranslations, contents } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { isVisible } from './visibility';

export type SitemapEntry = {
  type: ContentType;
  id: string;
  updated_at: string;
  /** The item's slug per language, for `<loc>` and its hreflang alternates. */
  slugs: Partial<Record<Locale, string>>;
};

/** Every visible item with its slugs in each language: the input of sitemap.xml. One query. */
export async function listSitemapEntries(db: Database = getDb()): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: contents.id, type: contents.type, updatedAt: contents.updatedAt, locale: contentTranslations.locale, slug: contentTranslations.slug })
    .from(contents)
    .innerJoin(contentTranslations, eq(contentTranslations.contentId, contents.id))
    .where(isVisible())
    .orderBy(asc(contents.type), asc(contents.publishedAt));
  const entries = new Map<string, SitemapEntry>();
  for (const row of rows) {
    const entry = entries.get(row.id) ?? { type: row.type, id: row.id, updated_at: row.updatedAt.toISOString(), slugs: {} };
    entry.slugs[row.locale as Locale] = row.slug;
    entries.set(row.id, entry);
  }
  return [...entries.values()];
}
