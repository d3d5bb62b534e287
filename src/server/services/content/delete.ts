import { and, eq } from 'drizzle-orm';
import { invalidateContent } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { contentTranslations, contents } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { emitWebhookEvent } from '@/server/services/webhooks/emit';
import { transaction } from '@/server/db/unit-of-work';

export type DeletedContent = { id: string; translations: Partial<Record<Locale, string>> };

/**
 * Deletes an item of `type` with its translations, tags and comments (cascades). Returns the
 * slugs it had; the pages that showed it are revalidated here. 404 when absent. Deleted `by` a
 * manager (the route has checked `{type}.delete`), the activity row is written in the same transaction.
 */
export async function deleteContent(
  {
    type,
    id,
    by,
  }: {
    type: ContentType;
    id: string;
    by: WriteContext;
  },
  db: Database = getDb(),
): Promise<DeletedContent> {
  const result = await transaction(db, async (tx) => {
    const slugs = await tx
      .select({ locale: contentTranslations.locale, slug: contentTranslations.slug })
      .from(contentTranslations)
      .where(eq(contentTranslations.contentId, id));
    const deleted = await tx.delete(contents).where(and(eq(contents.id, id), eq(contents.type, type))).returning({ id: contents.id });
    if (deleted.length === 0) throw new NotFoundError();
    const result: DeletedContent = { id, translations: Object.fromEntries(slugs.map((row) => [row.locale, row.slug])) };
    await recordWrite(tx, by, `${type}.delete`, id, { slugs: result.translations });
    return result;
  });
  await invalidateContent(type, Object.values(result.translations));
  await emitWebhookEvent('content.deleted', { id, type, slugs: result.translations }, db);
  return result;
}
