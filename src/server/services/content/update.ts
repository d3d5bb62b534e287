import { and, eq } from 'drizzle-orm';
import { invalidateContent } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { contentTranslations, contents } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/errors';
import { tracksReading, type ContentStatus, type ContentType } from '@/shared/content-types';
import { updateContentSchema } from '@/shared/schemas/content';
import { statusReadersSee, storedStatus } from '@/shared/publishing';
import type { WriteContext } from '@/server/services/context';
import type { ContentWriteResult } from './create';
import { readingTimeOf } from './html';
import { recordWrite } from '@/server/services/activity/record-activity';
import { scheduleComingDue } from '@/server/services/scheduled-publishing';
import { emitWebhookEvent } from '@/server/services/webhooks/emit';
import { contentEditEvent, contentEventPayload } from '@/server/services/webhooks/content-events';
import { requirePublishingRight } from './publishing-right';
import { nextVersion, prepareRevisedWrite, recordRevision } from './revisions/record';
import { assertReferences, extraCategoriesOf, replaceCategories, replaceTags, translationRow, withComputedAttributes, withMeasuredDuration } from './write-helpers';
import { transaction } from '@/server/db/unit-of-work';
import { queueAnnouncement } from '@/server/services/newsletter/announce';

/**
 * Applies a partial update to an item of `type`. A translation given replaces that language's
 * text (its slug stays unless a new one is given, so links keep working); `null` removes the
 * language, but never the last one. 404 when the id is not an item of that type. Written `by` a
 * manager (the route has checked `{type}.update`), a move into or out of what readers see also
 * needs `{type}.publish`, judged on the status this transaction reads, and the activity row is
 * written in it. Published means visible now: an item that would be published with a date still
 * ahead (sent, or the one it keeps) is stored and answered as `scheduled` (shared/publishing.ts).
 */
export async function updateContent(
  {
    type,
    id,
    input,
    by,
    expectedVersion,
    overwrite,
    restoredFrom,
  }: {
    type: ContentType;
    id: string;
    input: unknown;
    by: WriteContext;
    /**
     * The version the edit started from (ADR 0019): an edit from an older one is merged field by
     * field onto the stored item. Without it the edit applies as sent (internal callers, integrations).
     */
    expectedVersion?: number;
    /** Fields a 409 named that this edit keeps over the newer version on purpose. */
    overwrite?: string[];
    /** Set by a restore: the version this write brings back, kept on its revision. */
    restoredFrom?: number;
  },
  db: Database = getDb(),
): Promise<ContentWriteResult> {
  const sent = updateContentSchema(type).parse(input);
  // The slugs before the edit: a renamed or removed translation's old page must leave the cache too.
  let previousSlugs: string[] = [];
  let seenBefore: ContentStatus = 'draft';
  const result = await transaction(db, async (tx) => {
    // Locked, so two saves from the same version cannot both pass the version check.
    const [current] = await tx.select().from(contents).where(and(eq(contents.id, id), eq(contents.type, type))).limit(1).for('update');
    if (!current) throw new NotFoundError();
    seenBefore = statusReadersSee(current.status, current.publishedAt);
    // From an older version, only what this edit changed is applied, on top of the item as it is now.
    const parsed = await prepareRevisedWrite(tx, current, { expectedVersion, sent, overwrite });
    const asked = parsed.status ?? current.status;
    const sentOrKept = parsed.published_at !== undefined ? parsed.published_at : current.publishedAt;
    // A published item without a date is published now; one dated ahead is stored as scheduled.
    const publishedAt = asked === 'published' && !sentOrKept ? new Date() : sentOrKept;
    const status = storedStatus(asked, publishedAt);
    await requirePublishingRight(tx, by, type, current.status, status);
    await assertReferences(tx, { categoryId: parsed.category_id, categoryIds: parsed.category_ids, tagIds: parsed.tag_ids, coverId: parsed.cover_id });

    const existing = await tx.select().from(contentTranslations).where(eq(contentTranslations.contentId, id));
    const slugs = new Map(existing.map((row) => [row.locale, row.slug]));
    previousSlugs = existing.map((row) => row.slug);
    const bodies = new Map(existing.map((row) => [row.locale, row.body]));
    for (const locale of ['fa', 'en'] as const) {
      const text = parsed.translations?.[locale];
      if (text === undefined) continue;
      if (text === null) {
        await tx.delete(contentTranslations).where(and(eq(contentTranslations.contentId, id), eq(contentTranslations.locale, locale)));
        slugs.delete(locale);
        bodies.delete(locale);
        continue;
      }
      const row = await translationRow(tx, { contentId: id, type, locale, input: text, currentSlug: slugs.get(locale) });
      await tx
        .insert(contentTranslations)
        .values(row)
        .onConflictDoUpdate({ target: [contentTranslations.contentId, contentTranslations.locale], set: row });
      slugs.set(locale, row.slug);
      bodies.set(locale, row.body);
    }
    if (slugs.size === 0) throw ValidationError.field('translations', 'content.validation.translationRequired');

    if (status === 'scheduled' && !publishedAt) {
      throw ValidationError.field('published_at', 'content.validation.scheduleNeedsDate');
    }
    const attributes =
      parsed.attributes !== undefined
        ? withComputedAttributes(type, await withMeasuredDuration(tx, type, parsed.attributes as Record<string, unknown>), [...bodies.values()])
        : refreshComputedReadingTime(type, current.attributes, existing.map((row) => row.body), [...bodies.values()]);
    await tx
      .update(contents)
      .set({
        status,
        publishedAt,
        attributes,
        version: nextVersion,
        ...(parsed.category_id !== undefined ? { categoryId: parsed.category_id } : {}),
        ...(parsed.cover_id !== undefined ? { coverId: parsed.cover_id } : {}),
      })
      .where(eq(contents.id, id));
    if (parsed.category_id !== undefined || parsed.category_ids !== undefined) {
      // A new primary category alone keeps the extras; the old primary goes unless listed among them.
      const primary = parsed.category_id !== undefined ? parsed.category_id : current.categoryId;
      const extras = parsed.category_ids ?? (await extraCategoriesOf(tx, id, current.categoryId));
      await replaceCategories(tx, id, primary, extras);
    }
    if (parsed.tag_ids) await replaceTags(tx, id, parsed.tag_ids);
    const version = await recordRevision(tx, { contentId: id, authorId: by.actor.id, restoredFrom });
    const written: ContentWriteResult = { id, type, status, published_at: publishedAt?.toISOString() ?? null, translations: Object.fromEntries(slugs), version };
    await recordWrite(tx, by, `${type}.update`, id, updateSummary(input as Record<string, unknown>, current.status, written));
    if (seenBefore !== 'published' && statusReadersSee(status, publishedAt) === 'published') await queueAnnouncement(id, publishedAt);
    return written;
  });
  await invalidateContent(type, [...previousSlugs, ...Object.values(result.translations)]);
  await scheduleComingDue(result);
  await emitWebhookEvent(contentEditEvent(seenBefore, statusReadersSee(result.status, result.published_at)), contentEventPayload(result), db);
  return result;
}

/** What changed in an edit, for the activity log: keys sent, languages written or removed, status move. */
function updateSummary(input: Record<string, unknown>, before: ContentStatus, after: ContentWriteResult) {
  const translations = (input.translations ?? {}) as Record<string, unknown>;
  return {
    fields: Object.keys(input),
    languages: Object.fromEntries(Object.entries(translations).map(([lang, text]) => [lang, text === null ? 'removed' : 'written'])),
    ...(before !== after.status ? { status: { from: before, to: after.status } } : {}),
    slugs: after.translations,
  };
}

/**
 * A reading time that was computed from the old bodies follows the new ones; one a manager set
 * by hand (it differs from the computed value) is kept.
 */
function refreshComputedReadingTime(
  type: ContentType,
  attributes: Record<string, unknown>,
  oldBodies: string[],
  newBodies: string[],
): Record<string, unknown> {
  if (!tracksReading(type) || oldBodies.length === 0) return attributes;
  const wasComputed = attributes.reading_time === Math.max(...oldBodies.map(readingTimeOf));
  if (!wasComputed) return attributes;
  const { reading_time: _stale, ...rest } = attributes;
  return withComputedAttributes(type, rest, newBodies);
}
