import { and, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { invalidateContent } from '@/server/cache';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { contents, contentTranslations, scheduledPublications } from '@/server/db/schema';
import { contentTypeNames, type ContentType } from '@/shared/content-types';
import { recordWrite } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { emitWebhookEvent } from '../webhooks/emit';
import { transaction } from '@/server/db/unit-of-work';
import { queueAnnouncement } from '../newsletter/announce';

/** One scheduled item at one publication time: what a job is about, so a reschedule is another job. */
export type DueItem = { contentId: string; publishedAt: Date };

/**
 * How far back the minute's sweep looks for items that came due unannounced (while every instance
 * was down, say): the proxy keeps a page up to an hour (its s-maxage), so an older item needs no
 * purge, and news that late is no news.
 */
export const SWEEP_WINDOW_MS = 3_600_000;

/**
 * Scheduled items whose time lies in (from, until], oldest first; with `unannouncedOnly`, those
 * that no job has announced yet (the sweep's catch-up).
 */
export async function scheduledItemsBetween(db: Database, from: Date, until: Date, { unannouncedOnly = false } = {}): Promise<DueItem[]> {
  const announced = db
    .select({ one: sql`1` })
    .from(scheduledPublications)
    .where(and(eq(scheduledPublications.contentId, contents.id), eq(scheduledPublications.publishedAt, contents.publishedAt)));
  const rows = await db
    .select({ contentId: contents.id, publishedAt: contents.publishedAt })
    .from(contents)
    .where(
      and(
        // Every type named, so the (type, status, published_at) index serves the range.
        inArray(contents.type, contentTypeNames),
        eq(contents.status, 'scheduled'),
        gt(contents.publishedAt, from),
        lte(contents.publishedAt, until),
        unannouncedOnly ? notExists(announced) : undefined,
      ),
    )
    .orderBy(contents.publishedAt);
  return rows.flatMap(({ contentId, publishedAt }) => (publishedAt ? [{ contentId, publishedAt }] : []));
}

/**
 * What going live does once, in the transaction that claims the announcement: the activity row
 * ("went live as scheduled"). Anything else that must happen once when an item goes live (a
 * notification to its readers, were there one) belongs here, never in the write that scheduled it.
 */
async function announce(
  tx: Transaction,
  by: WriteContext,
  { id, type, publishedAt, slugs }: { id: string; type: ContentType; publishedAt: Date; slugs: string[] },
): Promise<void> {
  await recordWrite(tx, by, `${type}.published_on_schedule`, id, { published_at: publishedAt.toISOString(), slugs });
}

/**
 * Takes one scheduled item live at its time: the first run for this item and time announces it
 * (one `scheduled_publications` row, its primary key settles a race between instances); every run
 * refreshes the pages that show it, on every instance and in the proxy. An item moved to another
 * time, unpublished or deleted since the job was queued is left alone: its new time has its own job.
 */
export async function publishDueItem(
  { by, ...due }: DueItem & { by: WriteContext },
  db: Database = getDb(),
): Promise<'announced' | 'refreshed' | 'moved'> {
  const outcome = await transaction(db, async (tx) => {
    const [item] = await tx
      .select({ id: contents.id, type: contents.type })
      .from(contents)
      .where(
        and(
          eq(contents.id, due.contentId),
          eq(contents.status, 'scheduled'),
          eq(contents.publishedAt, due.publishedAt),
          lte(contents.publishedAt, sql`now()`),
        ),
      );
    if (!item) return undefined;
    const slugs = (await tx.select({ slug: contentTranslations.slug }).from(contentTranslations).where(eq(contentTranslations.contentId, item.id))).map(
      (row) => row.slug,
    );
    const claimed = await tx
      .insert(scheduledPublications)
      .values({ contentId: item.id, publishedAt: due.publishedAt })
      .onConflictDoNothing()
      .returning({ contentId: scheduledPublications.contentId });
    if (claimed.length > 0) {
      await announce(tx, by, { ...item, publishedAt: due.publishedAt, slugs });
      await queueAnnouncement(item.id, due.publishedAt);
    }
    return { type: item.type, slugs, isFirst: claimed.length > 0 };
  });
  if (!outcome) return 'moved';
  await invalidateContent(outcome.type, outcome.slugs);
  // Only the run that claimed the announcement tells the webhooks: once, whichever instance it was.
  if (outcome.isFirst) {
    await emitWebhookEvent('content.published', { id: due.contentId, type: outcome.type, status: 'published', published_at: due.publishedAt.toISOString() }, db);
  }
  return outcome.isFirst ? 'announced' : 'refreshed';
}
