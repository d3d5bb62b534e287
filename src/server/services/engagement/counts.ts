import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { isVisible } from '@/server/services/content/visibility';
import type { ContentType } from '@/shared/content-types';
import type { EngagementCounts } from '@/shared/schemas/engagement';

/**
 * A visible item's like, save and check counters as they are now. Cached pages carry the counts of
 * their last render; the engagement bar takes these instead, so a reload shows the same number the
 * pressed button implies. 404 for anything not public.
 */
export async function getEngagementCounts({ type, id }: { type: ContentType; id: string }, db: Database = getDb()): Promise<EngagementCounts> {
  const [row] = await db
    .select({ likes: contents.likeCount, saves: contents.saveCount, checks: contents.checkCount })
    .from(contents)
    .where(and(eq(contents.id, id), eq(contents.type, type), isVisible()))
    .limit(1);
  if (!row) throw new NotFoundError();
  return row;
}
