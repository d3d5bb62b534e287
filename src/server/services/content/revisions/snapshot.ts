import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { contentTags, contentTranslations, contents } from '@/server/db/schema';
import { extraCategoriesOf } from '../write-helpers';
import type { RevisionSnapshot } from '@/shared/schemas/content-revisions';

/** The item as it stands in `db` (inside a write's transaction: as that write left it), with its version. */
export async function snapshotOf(db: Db, contentId: string): Promise<{ version: number; updatedAt: Date; snapshot: RevisionSnapshot } | null> {
  const [row] = await db.select().from(contents).where(eq(contents.id, contentId)).limit(1);
  if (!row) return null;
  const texts = await db.select().from(contentTranslations).where(eq(contentTranslations.contentId, contentId));
  const tags = await db.select({ id: contentTags.tagId }).from(contentTags).where(eq(contentTags.contentId, contentId));
  const extraCategories = await extraCategoriesOf(db, contentId, row.categoryId);
  const translations: RevisionSnapshot['translations'] = {};
  for (const text of texts) {
    if (text.locale !== 'fa' && text.locale !== 'en') continue;
    translations[text.locale] = {
      title: text.title,
      slug: text.slug,
      excerpt: text.excerpt,
      body: text.body,
      seo_title: text.seoTitle,
      seo_description: text.seoDescription,
    };
  }
  return {
    version: row.version,
    updatedAt: row.updatedAt,
    snapshot: {
      status: row.status,
      published_at: row.publishedAt?.toISOString() ?? null,
      category_id: row.categoryId,
      category_ids: extraCategories,
      tag_ids: tags.map((tag) => tag.id).sort(),
      cover_id: row.coverId,
      attributes: row.attributes,
      translations,
    },
  };
}
