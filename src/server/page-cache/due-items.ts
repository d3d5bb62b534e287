import 'server-only';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { invalidateContent } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { contents, contentTranslations } from '@/server/db/schema';
import { contentTypeNames, type ContentType } from '@/shared/content-types';

/**
 * A scheduled item becomes visible when its time comes, with no write at that moment: cached
 * pages (here and in the proxy) would hide it until their lifetime ends. Every instance looks
 * this often for items that came due since its last look and revalidates their pages.
 */
export const DUE_CHECK_MS = 5_000;
const PROXY_LIFETIME_MS = 3_600_000;

/** Scheduled items whose publication time lies in (since, until], with their slugs, by type. */
export async function itemsComingDue(db: Database, since: Date, until: Date): Promise<Map<ContentType, string[]>> {
  const rows = await db
    .select({ type: contents.type, slug: contentTranslations.slug })
    .from(contents)
    .innerJoin(contentTranslations, eq(contentTranslations.contentId, contents.id))
    .where(
      and(
        // Every type named, so the (type, status, published_at) index serves the range.
        inArray(contents.type, contentTypeNames),
        eq(contents.status, 'scheduled'),
        gt(contents.publishedAt, since),
        lte(contents.publishedAt, sql`${until.toISOString()}::timestamptz`),
      ),
    );
  const byType = new Map<ContentType, string[]>();
  for (const { type, slug } of rows) byType.set(type, [...(byType.get(type) ?? []), slug]);
  return byType;
}

/** Revalidates the pages of items that came due since `since`; returns the new checkpoint. */
export async function revalidateItemsComingDue(db: Database, since: Date): Promise<Date> {
  const until = new Date();
  const due = await itemsComingDue(db, since, until);
  for (const [type, slugs] of due) await invalidateContent(type, slugs);
  return until;
}

/** Starts the periodic look for this process (once); returns the stop. */
export function watchItemsComingDue(): () => void {
  // The proxy may still hold pages from before this start for up to an hour (their s-maxage).
  let since = new Date(Date.now() - PROXY_LIFETIME_MS);
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    revalidateItemsComingDue(getDb(), since)
      .then((checkpoint) => {
        since = checkpoint;
      })
      .catch((error: unknown) =>
        console.error('[page-cache] due-item check failed:', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        isRunning = false;
      });
  }, DUE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
