import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { contents, interactions } from '@/server/db/schema';
import { systemContext } from '@/server/services/context';
import { addEngagement } from '@/server/services/engagement';
import type { ContentType } from '@/shared/content-types';
import { isEngagementType, type EngagementKind } from '@/shared/schemas/engagement';

/** The most popular demo item is liked by every member of the community. */
const MOST_POPULAR = 90;

export type EngagedItem = { id: string; type: ContentType; popularity: number };

/** How many of `readers` take each kind for an item: saves and checks are rarer than likes. */
function takers(popularity: number, readers: number): Record<EngagementKind, number> {
  const likes = Math.round((Math.min(Math.max(popularity, 0), MOST_POPULAR) / MOST_POPULAR) * readers);
  return { likes, saves: Math.round(likes / 3), checks: Math.round(likes / 2) };
}

/**
 * Warms up the demo library through the engagement ledger: each like, save and check is a reader's
 * row added by the same verb the API uses, so every counter on an item, every reader's list and the
 * manager's statistics tell one story. The rows are then spread between each item's publication
 * and now, so the statistics chart has a history rather than one spike on the day of the seed.
 */
export async function seedDemoEngagement(db: Database, items: EngagedItem[], readerIds: string[]): Promise<void> {
  if (readerIds.length === 0 || items.length === 0) return;
  const ctx = systemContext();
  const reader = (id: string) => ({ ctx, actor: { id, isManager: false, isSuperManager: false } });
  for (const [position, item] of items.entries()) {
    for (const [kind, count] of Object.entries(takers(item.popularity, readerIds.length)) as [EngagementKind, number][]) {
      if (!isEngagementType(kind, item.type)) continue;
      // A different first reader per item and kind, so each reader's lists differ.
      const offset = position * 5 + kind.length;
      for (let n = 0; n < count; n += 1) {
        await addEngagement({ kind, type: item.type, id: item.id, by: reader(readerIds[(offset + n) % readerIds.length]!) }, db);
      }
    }
  }
  await db
    .update(interactions)
    .set({ createdAt: sql`greatest(${contents.publishedAt}, ${contents.publishedAt} + (now() - ${contents.publishedAt}) * random())` })
    .from(contents)
    .where(
      and(
        sql`${contents.id} = ${interactions.contentId}`,
        inArray(
          interactions.contentId,
          items.map((item) => item.id),
        ),
        inArray(interactions.userId, readerIds),
      ),
    );
}
