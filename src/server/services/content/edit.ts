import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contentTags, contentTranslations, contents } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import type { ContentTranslationInput } from '@/shared/schemas/content';
import { extraCategoriesOf } from './write-helpers';

/** An item as the manager's edit form loads it: the write shape, every language, any status. */
export type ContentForEditing = {
  id: string;
  type: ContentType;
  status: ContentStatus;
  category_id: string | null;
  /** The categories it is also listed under (ADR 0032). */
  category_ids: string[];
  tag_ids: string[];
  cover_id: string | null;
  published_at: string | null;
  /** Stored attributes, per-language texts included (not flattened). */
  attributes: Record<string, unknown>;
  translations: Partial<Record<Locale, Required<Pick<ContentTranslationInput, 'title' | 'excerpt' | 'body'>> & { slug: string; seo_title: string | null; seo_description: string | null }>>;
  created_at: string;
  updated_at: string;
  /** What the edit form sends back with its save (ADR 0019). */
  version: number;
};

/** Loads an item of `type` by id for editing, whatever its status; 404 when absent. */
export async function getContentForEditing(type: ContentType, id: string, db: Database = getDb()): Promise<ContentForEditing> {
  const [row] = await db.select().from(contents).where(and(eq(contents.id, id), eq(contents.type, type))).limit(1);
  if (!row) throw new NotFoundError();
  const [texts, tags, extraCategories] = await Promise.all([
    db.select().from(contentTranslations).where(eq(contentTranslations.contentId, id)),
    db.select({ id: contentTags.tagId }).from(contentTags).where(eq(contentTags.contentId, id)),
    extraCategoriesOf(db, id, row.categoryId),
  ]);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    category_id: row.categoryId,
    category_ids: extraCategories,
    tag_ids: tags.map((tag) => tag.id),
    cover_id: row.coverId,
    published_at: row.publishedAt?.toISOString() ?? null,
    attributes: row.attributes,
    translations: Object.fromEntries(
      texts.map((text) => [
        text.locale,
        { title: text.title, slug: text.slug, excerpt: text.excerpt, body: text.body, seo_title: text.seoTitle, seo_description: text.seoDescription },
      ]),
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
