import { invalidateContent } from '@/server/cache';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { contentTranslations, contents } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { createContentSchema } from '@/shared/schemas/content';
import { assertReferences, replaceTags, translationRow, withComputedAttributes, withMeasuredDuration } from './write-helpers';

export type ContentWriteResult = {
  id: string;
  type: ContentType;
  status: ContentStatus;
  translations: Partial<Record<Locale, string>>;
};

/**
 * Creates an item of `type` from the manager's input (ARCHITECTURE §4 write shape): validates the
 * type's attributes, sanitizes each body, makes missing slugs from the titles. A published item
 * without a date is published now; `scheduled` appears by itself when `published_at` passes.
 * The caller checks the `{type}.create` permission; the pages showing the item are revalidated here.
 */
export async function createContent(
  {
    type,
    input,
    authorId = null,
    audit,
  }: {
    type: ContentType;
    input: unknown;
    authorId?: string | null;
    /** Runs inside the write's transaction (the activity log), so both commit or roll back together. */
    audit?: (tx: Transaction, result: ContentWriteResult) => Promise<void>;
  },
  db: Database = getDb(),
): Promise<ContentWriteResult> {
  const parsed = createContentSchema(type).parse(input);
  const result = await db.transaction(async (tx) => {
    await assertReferences(tx, { categoryId: parsed.category_id, tagIds: parsed.tag_ids, coverId: parsed.cover_id });
    const texts = (['fa', 'en'] as const).flatMap((locale) => {
      const text = parsed.translations[locale];
      return text ? [{ locale, text }] : [];
    });
    const publishedAt = parsed.published_at ?? (parsed.status === 'published' ? new Date() : null);
    const [row] = await tx
      .insert(contents)
      .values({
        type,
        status: parsed.status,
        categoryId: parsed.category_id ?? null,
        coverId: parsed.cover_id ?? null,
        authorId,
        publishedAt,
        attributes: withComputedAttributes(
          type,
          await withMeasuredDuration(tx, type, parsed.attributes as Record<string, unknown>),
          texts.map(({ text }) => text.body),
        ),
      })
      .returning({ id: contents.id });
    const id = row!.id;
    const rows = [];
    for (const { locale, text } of texts) rows.push(await translationRow(tx, { contentId: id, type, locale, input: text }));
    await tx.insert(contentTranslations).values(rows);
    await replaceTags(tx, id, parsed.tag_ids);
    const written: ContentWriteResult = { id, type, status: parsed.status, translations: Object.fromEntries(rows.map((r) => [r.locale, r.slug])) };
    await audit?.(tx, written);
    return written;
  });
  await invalidateContent(type, Object.values(result.translations));
  return result;
}
