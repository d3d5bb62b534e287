import { invalidateContent } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { contentTranslations, contents } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { createContentSchema } from '@/shared/schemas/content';
import { storedStatus } from '@/shared/publishing';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { scheduleComingDue } from '@/server/services/scheduled-publishing';
import { emitWebhookEvent } from '@/server/services/webhooks/emit';
import { contentEventPayload } from '@/server/services/webhooks/content-events';
import { requirePublishingRight } from './publishing-right';
import { recordRevision } from './revisions/record';
import { assertReferences, replaceCategories, replaceTags, translationRow, withComputedAttributes, withMeasuredDuration } from './write-helpers';
import { transaction } from '@/server/db/unit-of-work';
import { queueAnnouncement } from '@/server/services/newsletter/announce';
import { statusReadersSee } from '@/shared/publishing';

export type ContentWriteResult = {
  id: string;
  type: ContentType;
  /** As stored: `scheduled` when `published` was asked for with a date still ahead. */
  status: ContentStatus;
  /** When readers see it (ISO), or null while it has no date. */
  published_at: string | null;
  translations: Partial<Record<Locale, string>>;
  /** The item's version after this write; the editor sends it back with its next save (ADR 0019). */
  version: number;
};

/**
 * Creates an item of `type` (ARCHITECTURE §4 write shape): parses the input once with the type's
 * schema, sanitizes each body, makes missing slugs from the titles. A published item without a date
 * is published now; published means visible now, so one dated in the future is stored (and
 * answered) as `scheduled` (shared/publishing.ts), which appears by itself when `published_at`
 * passes. Written `by` a
 * manager (the route has checked `{type}.create`), a published or scheduled item also needs
 * `{type}.publish`; the activity row is written in the same transaction. The item is signed by
 * its writer unless `authorId` names another author (the seed's and an import's items). The pages
 * showing the item are revalidated here.
 */
export async function createContent(
  {
    type,
    input,
    by,
    authorId = by.actor.id,
  }: {
    type: ContentType;
    input: unknown;
    by: WriteContext;
    authorId?: string | null;
  },
  db: Database = getDb(),
): Promise<ContentWriteResult> {
  const parsed = createContentSchema(type).parse(input);
  const publishedAt = parsed.published_at ?? (parsed.status === 'published' ? new Date() : null);
  const status = storedStatus(parsed.status, publishedAt);
  const result = await transaction(db, async (tx) => {
    await requirePublishingRight(tx, by, type, null, status);
    await assertReferences(tx, { categoryId: parsed.category_id, categoryIds: parsed.category_ids, tagIds: parsed.tag_ids, coverId: parsed.cover_id });
    const texts = (['fa', 'en'] as const).flatMap((locale) => {
      const text = parsed.translations[locale];
      return text ? [{ locale, text }] : [];
    });
    const [row] = await tx
      .insert(contents)
      .values({
        type,
        status,
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
    await replaceCategories(tx, id, parsed.category_id ?? null, parsed.category_ids);
    await replaceTags(tx, id, parsed.tag_ids);
    const version = await recordRevision(tx, { contentId: id, authorId: by.actor.id });
    const written: ContentWriteResult = {
      id,
      version,
      type,
      status,
      published_at: publishedAt?.toISOString() ?? null,
      translations: Object.fromEntries(rows.map((r) => [r.locale, r.slug])),
    };
    await recordWrite(tx, by, `${type}.create`, id, { status: written.status, slugs: written.translations, languages: Object.keys(written.translations) });
    // Live now: its `each` readers hear of it (a scheduled item, when it goes live).
    if (statusReadersSee(written.status, written.published_at) === 'published') await queueAnnouncement(id, written.published_at);
    return written;
  });
  await invalidateContent(type, Object.values(result.translations));
  await scheduleComingDue(result);
  if (result.status === 'published') await emitWebhookEvent('content.published', contentEventPayload(result), db);
  return result;
}
