import { and, eq, inArray, sql } from 'drizzle-orm';
import { invalidateContent } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { contentTranslations, contents } from '@/server/db/schema';
import { ForbiddenError } from '@/server/errors';
import { userHasPermission } from '@/server/access';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { ContentType } from '@/shared/content-types';
import type { BulkContentInput } from '@/shared/schemas/manager-content';
import type { WriteContext } from '@/server/services/context';
import { nextVersion, recordRevision } from '@/server/services/content/revisions/record';
import { emitWebhookEvent } from '@/server/services/webhooks/emit';
import { statusReadersSee } from '@/shared/publishing';
import { transaction } from '@/server/db/unit-of-work';
import { queueAnnouncement } from '@/server/services/newsletter/announce';

/**
 * `POST /api/manager/{type}/bulk`: publishes (now), unpublishes (back to draft) or deletes the
 * chosen items of `type`. Publishing and unpublishing need `{type}.publish`, deleting
 * `{type}.delete`. Ids of other types or of nothing are skipped; the answer lists the ids done.
 * One activity-log row per item, in the same transaction.
 */
export async function bulkContentAction({
  type,
  input: { action, ids },
  by,
}: {
  type: ContentType;
  input: BulkContentInput;
  by: WriteContext;
}): Promise<{ action: BulkContentInput['action']; ids: string[] }> {
  const permission = action === 'delete' ? (`${type}.delete` as const) : (`${type}.publish` as const);
  const unique = [...new Set(ids)];
  const { done, slugs, seenBefore } = await transaction(getDb(), async (tx) => {
    // Checked in the transaction that writes, like the single-item verbs: a right revoked meanwhile
    // is not used.
    if (!(await userHasPermission(by.actor, permission, tx))) throw new ForbiddenError();
    const mine = and(eq(contents.type, type), inArray(contents.id, unique));
    // What readers saw before, so only a real change of visibility is announced to webhooks.
    const before = await tx.select({ id: contents.id, status: contents.status, publishedAt: contents.publishedAt }).from(contents).where(mine);
    const slugRows = await tx
      .select({ slug: contentTranslations.slug })
      .from(contentTranslations)
      .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
      .where(mine);
    let rows: { id: string; status: string }[];
    if (action === 'delete') {
      rows = await tx.delete(contents).where(mine).returning({ id: contents.id, status: contents.status });
    } else if (action === 'publish') {
      rows = await tx
        .update(contents)
        // A scheduled item published now shows now; an item published earlier keeps its date.
        .set({ status: 'published', publishedAt: sql`least(coalesce(${contents.publishedAt}, now()), now())`, version: nextVersion })
        .where(mine)
        .returning({ id: contents.id, status: contents.status });
    } else {
      rows = await tx.update(contents).set({ status: 'draft', version: nextVersion }).where(mine).returning({ id: contents.id, status: contents.status });
    }
    for (const row of rows) {
      if (action !== 'delete') await recordRevision(tx, { contentId: row.id, authorId: by.actor.id });
      await recordWrite(tx, by, `${type}.${action === 'delete' ? 'delete' : 'update'}`, row.id, { bulk: action });
      const seen = before.find((item) => item.id === row.id);
      if (action === 'publish' && seen && statusReadersSee(seen.status, seen.publishedAt) !== 'published') await queueAnnouncement(row.id);
    }
    return {
      done: rows.map((row) => row.id),
      slugs: slugRows.map((row) => row.slug),
      seenBefore: new Map(before.map((row) => [row.id, statusReadersSee(row.status, row.publishedAt)])),
    };
  });
  await invalidateContent(type, slugs);
  for (const id of done) {
    const seen = seenBefore.get(id);
    if (action === 'delete') await emitWebhookEvent('content.deleted', { id, type }, getDb());
    else if (action === 'publish' && seen !== 'published') await emitWebhookEvent('content.published', { id, type, status: 'published' }, getDb());
    else if (action === 'unpublish' && seen === 'published') await emitWebhookEvent('content.unpublished', { id, type, status: 'draft' }, getDb());
  }
  return { action, ids: done };
}
