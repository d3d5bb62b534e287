import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { categories, contentCategories, contentTags, media, tags, type contentTranslations } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { contentTypes, playback, tracksReading, type ContentType } from '@/shared/content-types';
import type { ContentTranslationInput } from '@/shared/schemas/content';
import { readingTimeOf, sanitizeBody } from './html';
import { searchFieldsOf } from './search-index';

const MEDIA_PREFIX = '/media/';
import { isSlugTaken, uniqueSlug } from './slugs';

/** Rejects ids of categories, tags or media that do not exist, as field errors rather than a 500. */
export async function assertReferences(
  tx: Transaction,
  {
    categoryId,
    categoryIds = [],
    tagIds,
    coverId,
  }: { categoryId?: string | null; categoryIds?: string[]; tagIds?: string[]; coverId?: string | null },
): Promise<void> {
  const named = [...new Set([...(categoryId ? [categoryId] : []), ...categoryIds])];
  if (named.length > 0) {
    const found = new Set((await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, named))).map((row) => row.id));
    if (categoryId && !found.has(categoryId)) throw ValidationError.field('category_id', 'content.validation.unknownCategory');
    if (found.size !== named.length) throw ValidationError.field('category_ids', 'content.validation.unknownCategory');
  }
  if (tagIds && tagIds.length > 0) {
    const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds));
    if (found.length !== new Set(tagIds).size) throw ValidationError.field('tag_ids', 'content.validation.unknownTag');
  }
  if (coverId) {
    const found = await tx.select({ id: media.id }).from(media).where(inArray(media.id, [coverId]));
    if (found.length === 0) throw ValidationError.field('cover_id', 'content.validation.unknownMedia');
  }
}

/**
 * Writes every category of an item as links (ADR 0032): the primary one and the extras, once
 * each. The list's copies and counts follow the links by trigger.
 */
export async function replaceCategories(tx: Transaction, contentId: string, primary: string | null, extras: string[]): Promise<void> {
  await tx.delete(contentCategories).where(inArray(contentCategories.contentId, [contentId]));
  const unique = [...new Set([...(primary ? [primary] : []), ...extras])];
  if (unique.length > 0) await tx.insert(contentCategories).values(unique.map((categoryId) => ({ contentId, categoryId })));
}

/** The categories an item is listed under beside its primary one, in a stable order. */
export async function extraCategoriesOf(db: Database | Transaction, contentId: string, primary: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: contentCategories.categoryId })
    .from(contentCategories)
    .where(eq(contentCategories.contentId, contentId))
    .orderBy(contentCategories.categoryId);
  return rows.map((row) => row.id).filter((id) => id !== primary);
}

export async function replaceTags(tx: Transaction, contentId: string, tagIds: string[]): Promise<void> {
  await tx.delete(contentTags).where(inArray(contentTags.contentId, [contentId]));
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) await tx.insert(contentTags).values(unique.map((tagId) => ({ contentId, tagId })));
}

/**
 * The stored row of one translation: sanitized body, normalized search text and a slug that is
 * the one asked for (422 when taken), the one it had, or a fresh one made from the title.
 */
export async function translationRow(
  tx: Transaction,
  {
    contentId,
    type,
    locale,
    input,
    currentSlug,
  }: { contentId: string; type: ContentType; locale: Locale; input: ContentTranslationInput; currentSlug?: string },
) {
  let slug: string;
  if (input.slug) {
    if (await isSlugTaken(tx, { type, locale, slug: input.slug, excludeId: contentId })) {
      throw ValidationError.field(`translations.${locale}.slug`, 'content.validation.slugTaken');
    }
    slug = input.slug;
  } else {
    slug = currentSlug ?? (await uniqueSlug(tx, { type, locale, title: input.title, excludeId: contentId }));
  }
  const body = sanitizeBody(input.body);
  return {
    contentId,
    type,
    locale,
    slug,
    title: input.title,
    excerpt: input.excerpt,
    body,
    seoTitle: input.seo_title ?? null,
    seoDescription: input.seo_description ?? null,
    ...searchFieldsOf(input.title, input.excerpt, body),
  } satisfies typeof contentTranslations.$inferInsert;
}

/** A type read through (the registry's `tracksReading`) without a manager-set reading time gets one computed from its longest body. */
export function withComputedAttributes(
  type: ContentType,
  attributes: Record<string, unknown>,
  bodies: string[],
): Record<string, unknown> {
  if (!tracksReading(type) || attributes.reading_time !== undefined || bodies.length === 0) return attributes;
  return { ...attributes, reading_time: Math.max(...bodies.map(readingTimeOf)) };
}

/**
 * An item of a type that plays (the registry's `playable`), played from a stored upload, carries that file's measured length
 * (`duration_seconds`), so pages can say how long it really is. A client's own figure is
 * dropped; an external URL or an unmeasured file leaves only the editor's minutes.
 */
export async function withMeasuredDuration(
  db: Database | Transaction,
  type: ContentType,
  attributes: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const playable = contentTypes[type].playable;
  if (!playable) return attributes;
  const field = playback[playable].file;
  const { duration_seconds: _sent, ...rest } = attributes;
  const ref = rest[field];
  if (typeof ref !== 'string' || !ref.startsWith(MEDIA_PREFIX)) return rest;
  const path = ref.slice(MEDIA_PREFIX.length).split('/').map(decodeURIComponent).join('/');
  const [row] = await db.select({ seconds: media.durationSeconds }).from(media).where(eq(media.path, path)).limit(1);
  return row?.seconds ? { ...rest, duration_seconds: Math.round(row.seconds * 10) / 10 } : rest;
}
